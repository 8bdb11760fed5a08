package termgif

import (
	"image"
	"math"

	"golang.org/x/image/vector"
)

// cellGeom is the pixel geometry of one cell and of the font in it.
type cellGeom struct {
	w, h               int // cell size
	baseline           int // baseline, from the top of the cell
	xHeight, capHeight int
	light, heavy       int // box-drawing stroke widths
}

// canvas draws coverage masks for the glyphs that are drawn rather than
// taken from the font. Shapes are filled one at a time and merged with
// "over", so overlapping strokes of opposite winding never cancel out.
type canvas struct {
	m *image.Alpha
	z *vector.Rasterizer
}

func newCanvas(m *image.Alpha) *canvas { return &canvas{m: m} }

// rect sets a pixel-aligned rectangle to full coverage, exactly, so that
// lines in neighbouring cells meet without seams.
func (c *canvas) rect(x0, y0, x1, y1 int) {
	r := image.Rect(x0, y0, x1, y1).Intersect(c.m.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		row := c.m.Pix[c.m.PixOffset(r.Min.X, y):c.m.PixOffset(r.Max.X, y)]
		for i := range row {
			row[i] = 0xff
		}
	}
}

// shade sets the whole mask to a uniform partial coverage.
func (c *canvas) shade(a uint8) {
	for i := range c.m.Pix {
		c.m.Pix[i] = a
	}
}

// poly fills a polygon, antialiased.
func (c *canvas) poly(pts ...[2]float32) { c.fill(pts) }

// fill fills a shape made of several closed contours, antialiased. Where
// contours of opposite winding overlap they cancel out: an outline is an
// outer contour with an inner one running the other way.
func (c *canvas) fill(contours ...[][2]float32) {
	b := c.m.Bounds()
	if c.z == nil {
		c.z = vector.NewRasterizer(b.Dx(), b.Dy()) // only when needed: it is the costly part
	} else {
		c.z.Reset(b.Dx(), b.Dy())
	}
	for _, pts := range contours {
		c.z.MoveTo(pts[0][0], pts[0][1])
		for _, p := range pts[1:] {
			c.z.LineTo(p[0], p[1])
		}
		c.z.ClosePath()
	}
	c.z.Draw(c.m, b, image.Opaque, image.Point{})
}

// disc fills a circle, antialiased.
func (c *canvas) disc(cx, cy, r float32) {
	const n = 24
	pts := make([][2]float32, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / n
		pts[i] = [2]float32{cx + r*float32(math.Cos(a)), cy + r*float32(math.Sin(a))}
	}
	c.poly(pts...)
}

// line strokes a segment of width t with square ends.
func (c *canvas) line(x0, y0, x1, y1, t float32) {
	dx, dy := x1-x0, y1-y0
	l := float32(math.Hypot(float64(dx), float64(dy)))
	// (nx, ny): half the width, perpendicular to the segment.
	nx, ny := -dy/l*t/2, dx/l*t/2
	c.poly([2]float32{x0 + nx, y0 + ny}, [2]float32{x1 + nx, y1 + ny},
		[2]float32{x1 - nx, y1 - ny}, [2]float32{x0 - nx, y0 - ny})
}

// polyline strokes connected segments, rounding the joints.
func (c *canvas) polyline(t float32, pts ...[2]float32) {
	for i := 1; i < len(pts); i++ {
		c.line(pts[i-1][0], pts[i-1][1], pts[i][0], pts[i][1], t)
		if i > 1 {
			c.disc(pts[i-1][0], pts[i-1][1], t/2)
		}
	}
}

// drawSpecial draws the glyphs Go Mono lacks, or that must fill the cell
// edge to edge to join their neighbours, into m (one cell, or two for a
// wide rune). It reports false for runes left to the font.
func drawSpecial(m *image.Alpha, r rune, g cellGeom) bool {
	c := newCanvas(m)
	switch {
	case r >= 0x2500 && r <= 0x257f:
		drawBox(c, r, g)
	case r >= 0x2580 && r <= 0x259f:
		drawBlock(c, r, g)
	case r >= 0x2800 && r <= 0x28ff:
		drawBraille(c, r, g)
	case r == '♛':
		drawQueen(c, g, m.Rect.Dx()/g.w)
	case r == '♕':
		drawHollowQueen(m, g)
	case r == '✓' || r == '✔':
		drawCheck(c, g, r == '✔')
	case r == '✗' || r == '✘':
		drawCross(c, g, r == '✘')
	case r == '⋯' || r == '⋮':
		drawEllipsis(c, g, r == '⋮')
	case r == '▶' || r == '⏵' || r == '◀':
		drawTriangle(c, g, r == '◀')
	case r == '▸':
		drawSmallTriangle(c, g)
	case r == '⊘':
		drawSlashedCircle(c, g)
	case r == '⏸':
		drawPause(c, g)
	case r == '◇' || r == '◆':
		drawDiamond(c, g, r == '◆')
	case r == '★':
		drawStar(c, g)
	case r == '✦':
		drawSparkle(c, g)
	case r == '▢':
		drawRoundedSquare(c, g)
	case r == '⇄':
		drawSwapArrows(c, g)
	default:
		return false
	}
	return true
}

// drawPlaceholder draws the hollow box terminals show for a rune their
// font lacks.
func drawPlaceholder(m *image.Alpha, g cellGeom) {
	c := newCanvas(m)
	w := m.Bounds().Dx()
	x0, x1 := 1, max(w-1, 2)
	y0, y1 := g.baseline-g.capHeight, g.baseline
	c.rect(x0, y0, x1, y0+1)
	c.rect(x0, y1-1, x1, y1)
	c.rect(x0, y0, x0+1, y1)
	c.rect(x1-1, y0, x1, y1)
}

// boxArms lists, for U+2500…U+257F, the line leaving the cell centre
// upwards, rightwards, downwards and leftwards: '.' none, 'l' light,
// 'h' heavy, 'd' double. '*' marks the runes drawn otherwise (dashes,
// arcs, diagonals).
const boxArms = "" +
	".l.l.h.hl.l.h.h.********************************.ll..hl..lh..hh." + // 2500–250F
	"..ll..lh..hl..hhll..lh..hl..hh..l..ll..hh..lh..hlll.lhl.hll.llh." + // 2510–251F
	"hlh.hhl.lhh.hhh.l.lll.lhh.lll.hlh.hlh.lhl.hhh.hh.lll.llh.hll.hlh" + // 2520–252F
	".lhl.lhh.hhl.hhhll.lll.hlh.llh.hhl.lhl.hhh.lhh.hlllllllhlhlllhlh" + // 2530–253F
	"hlllllhlhlhlhllhhhllllhhlhhlhhlhlhhhhlhhhhhlhhhh****************" + // 2540–254F
	".d.dd.d..dl..ld..dd...ld..dl..ddld..dl..dd..l..dd..ld..dldl.dld." + // 2550–255F
	"ddd.l.ldd.dld.dd.dld.ldl.dddld.ddl.ldd.dldlddldldddd************" + // 2560–256F
	"****************...ll....l....l....hh....h....h..h.ll.h..l.hh.l." // 2570–257F

// drawBox draws box-drawing characters with strokes that run exactly to
// the cell edges, at the same offsets in every cell, so borders join.
func drawBox(c *canvas, r rune, g cellGeom) {
	switch {
	case r >= 0x2504 && r <= 0x250b:
		// ┄┅┆┇┈┉┊┋: triple and quadruple dashes, light and heavy.
		i := int(r - 0x2504)
		drawDashes(c, g, 3+i/4, i%4 >= 2, i%2 == 1)
		return
	case r >= 0x254c && r <= 0x254f:
		// ╌╍╎╏: double dashes.
		i := int(r - 0x254c)
		drawDashes(c, g, 2, i >= 2, i%2 == 1)
		return
	case r >= 0x256d && r <= 0x2570:
		drawArc(c, r, g)
		return
	case r >= 0x2571 && r <= 0x2573:
		// ╱╲╳: corner to corner, so they continue into the diagonal
		// neighbours.
		w, h, t := float32(g.w), float32(g.h), float32(g.light)
		if r != 0x2572 {
			c.line(w, 0, 0, h, t)
		}
		if r != 0x2571 {
			c.line(0, 0, w, h, t)
		}
		return
	}
	i := int(r-0x2500) * 4
	up, right, down, left := boxArms[i], boxArms[i+1], boxArms[i+2], boxArms[i+3]
	// Horizontal arms: cross axis y (size h), along x (size w).
	for _, s := range g.armSpans(left, up, down, right != '.', g.w, g.h, true) {
		c.rect(s[2], s[0], s[3], s[1])
	}
	for _, s := range g.armSpans(right, up, down, left != '.', g.w, g.h, false) {
		c.rect(s[2], s[0], s[3], s[1])
	}
	// Vertical arms: cross axis x (size w), along y (size h).
	for _, s := range g.armSpans(up, left, right, down != '.', g.h, g.w, true) {
		c.rect(s[0], s[2], s[1], s[3])
	}
	for _, s := range g.armSpans(down, left, right, up != '.', g.h, g.w, false) {
		c.rect(s[0], s[2], s[1], s[3])
	}
}

// strokes returns the [from, to) pixel bands, across a cell dimension of
// the given size, that a line of kind k ('l', 'h' or 'd') occupies.
func (g cellGeom) strokes(k byte, size int) [][2]int {
	switch k {
	case 'h':
		a := (size - g.heavy) / 2
		return [][2]int{{a, a + g.heavy}}
	case 'd':
		a := (size - 3*g.light) / 2
		return [][2]int{{a, a + g.light}, {a + 2*g.light, a + 3*g.light}}
	}
	a := (size - g.light) / 2
	return [][2]int{{a, a + g.light}}
}

// reach is how far along an arm a stroke must run to meet a perpendicular
// line of kind p, coming from the low (left/top) or high end: to the near
// stroke of a double line, or through the whole line if through is set.
func (g cellGeom) reach(p byte, size int, fromLow, through bool) int {
	s := g.strokes(p, size)
	if fromLow {
		if p == 'd' && !through {
			return s[0][1]
		}
		return s[len(s)-1][1]
	}
	if p == 'd' && !through {
		return s[len(s)-1][0]
	}
	return s[0][0]
}

// armSpans computes the rectangles of one arm of kind k, running from the
// low (fromLow) or high edge of a cell dimension of size along towards the
// centre. sideA and sideB are the perpendicular arms on the low and high
// side of the cross dimension (size cross), opposite tells whether the arm
// continues on the other side. Each span is {cross0, cross1, along0,
// along1}.
func (g cellGeom) armSpans(k, sideA, sideB byte, opposite bool, along, cross int, fromLow bool) [][4]int {
	if k == '.' {
		return nil
	}
	var spans [][4]int
	for j, s := range g.strokes(k, cross) {
		var ends []int
		switch {
		case k != 'd':
			// A single line runs through the perpendicular lines when it
			// continues beyond them, else it stops at their near stroke.
			for _, p := range []byte{sideA, sideB} {
				if p != '.' {
					ends = append(ends, g.reach(p, along, fromLow, opposite))
				}
			}
		default:
			// Each stroke of a double line meets the perpendicular line on
			// its own side at that line's near stroke (an inner corner), or
			// else wraps around the line on the other side (an outer one).
			near, far := sideA, sideB
			if j == 1 {
				near, far = sideB, sideA
			}
			switch {
			case near != '.':
				ends = append(ends, g.reach(near, along, fromLow, false))
			case far != '.':
				ends = append(ends, g.reach(far, along, fromLow, true))
			}
		}
		end := along / 2
		if len(ends) > 0 {
			end = ends[0]
			for _, e := range ends[1:] {
				if fromLow {
					end = max(end, e)
				} else {
					end = min(end, e)
				}
			}
		}
		if fromLow {
			spans = append(spans, [4]int{s[0], s[1], 0, end})
		} else {
			spans = append(spans, [4]int{s[0], s[1], end, along})
		}
	}
	return spans
}

// drawDashes draws n dashes per cell, centred in equal slots so the
// pattern repeats evenly across cells.
func drawDashes(c *canvas, g cellGeom, n int, vertical, heavy bool) {
	k := byte('l')
	if heavy {
		k = 'h'
	}
	along, cross := g.w, g.h
	if vertical {
		along, cross = g.h, g.w
	}
	s := g.strokes(k, cross)[0]
	slot := float64(along) / float64(n)
	for i := range n {
		a := int(math.Round(slot * (float64(i) + 0.2)))
		b := int(math.Round(slot * (float64(i) + 0.8)))
		if b <= a {
			b = a + 1
		}
		if vertical {
			c.rect(s[0], a, s[1], b)
		} else {
			c.rect(a, s[0], b, s[1])
		}
	}
}

// drawArc draws ╭╮╯╰: a quarter circle between the centre lines, joined
// by straight strokes to the two cell edges it opens onto.
func drawArc(c *canvas, r rune, g cellGeom) {
	vx := g.strokes('l', g.w)[0] // the vertical stroke's x band
	hy := g.strokes('l', g.h)[0] // the horizontal stroke's y band
	t := float32(g.light)
	fx, fy := float32(vx[0])+t/2, float32(hy[0])+t/2
	// The radius leaves at least a pixel of straight line before each
	// edge, and puts the arc's ends on whole pixels (fx and fy share their
	// fraction), so that the edges match those of ─ and │ exactly.
	frac := fx - float32(math.Floor(float64(fx)))
	rad := float32(math.Floor(float64(min(fx, float32(g.w)-fx, fy, float32(g.h)-fy)-1-frac))) + frac
	rad = max(rad, frac)
	// sx, sy: towards the horizontal and vertical edge the arc opens onto.
	sx, sy := float32(1), float32(1)
	switch r {
	case '╮':
		sx = -1
	case '╯':
		sx, sy = -1, -1
	case '╰':
		sy = -1
	}
	cx, cy := fx+sx*rad, fy+sy*rad
	const n = 16
	pts := make([][2]float32, 0, 2*n+2)
	for _, ro := range []float32{rad + t/2, rad - t/2} {
		for i := 0; i <= n; i++ {
			a := math.Pi / 2 * float64(i) / n
			if ro < rad {
				a = math.Pi / 2 * float64(n-i) / n // back along the inner edge
			}
			pts = append(pts, [2]float32{cx - sx*ro*float32(math.Cos(a)), cy - sy*ro*float32(math.Sin(a))})
		}
	}
	c.poly(pts...)
	// Straight parts, from where the arc ends to the edges.
	ax, ay := int(math.Round(float64(cx))), int(math.Round(float64(cy)))
	if sx > 0 {
		c.rect(ax, hy[0], g.w, hy[1])
	} else {
		c.rect(0, hy[0], ax, hy[1])
	}
	if sy > 0 {
		c.rect(vx[0], ay, vx[1], g.h)
	} else {
		c.rect(vx[0], 0, vx[1], ay)
	}
}

// drawBlock draws the block elements ▀▁…█…▐░▒▓▔▕ and the quadrants.
// Shades are drawn as uniform partial coverage rather than dot patterns:
// same look at a distance, and far cheaper for GIF compression.
func drawBlock(c *canvas, r rune, g cellGeom) {
	w, h := g.w, g.h
	eighthY := func(n int) int { return int(math.Round(float64(h*n) / 8)) }
	eighthX := func(n int) int { return int(math.Round(float64(w*n) / 8)) }
	switch {
	case r == 0x2580: // ▀
		c.rect(0, 0, w, eighthY(4))
	case r >= 0x2581 && r <= 0x2588: // ▁…█: lower n eighths
		c.rect(0, h-eighthY(int(r-0x2580)), w, h)
	case r >= 0x2589 && r <= 0x258f: // ▉…▏: left n eighths
		c.rect(0, 0, eighthX(int(0x2590-r)), h)
	case r == 0x2590: // ▐
		c.rect(eighthX(4), 0, w, h)
	case r >= 0x2591 && r <= 0x2593: // ░▒▓
		c.shade(uint8(64 * int(r-0x2590)))
	case r == 0x2594: // ▔
		c.rect(0, 0, w, eighthY(1))
	case r == 0x2595: // ▕
		c.rect(w-eighthX(1), 0, w, h)
	default: // U+2596…U+259F: quadrants
		// Bits: upper left, upper right, lower left, lower right.
		quads := [...]uint8{0b0010, 0b0001, 0b1000, 0b1011, 0b1001, 0b1110, 0b1101, 0b0100, 0b0110, 0b0111}
		q := quads[r-0x2596]
		mx, my := eighthX(4), eighthY(4)
		if q&0b1000 != 0 {
			c.rect(0, 0, mx, my)
		}
		if q&0b0100 != 0 {
			c.rect(mx, 0, w, my)
		}
		if q&0b0010 != 0 {
			c.rect(0, my, mx, h)
		}
		if q&0b0001 != 0 {
			c.rect(mx, my, w, h)
		}
	}
}

// drawBraille draws the 2×4 dot patterns of U+2800…U+28FF (spinners use
// them).
func drawBraille(c *canvas, r rune, g cellGeom) {
	bits := int(r - 0x2800)
	// Dot n (bit n-1) positions: dots 1–3 and 7 in the left column, 4–6
	// and 8 in the right, top to bottom.
	pos := [8][2]int{{0, 0}, {0, 1}, {0, 2}, {1, 0}, {1, 1}, {1, 2}, {0, 3}, {1, 3}}
	w, h := float32(g.w), float32(g.h)
	rad := max(0.8, min(w, h)*0.11)
	for i, p := range pos {
		if bits&(1<<i) != 0 {
			c.disc(w*(0.3+0.4*float32(p[0])), h*(0.2+0.2*float32(p[1])), rad)
		}
	}
}

// markFrame is the frame shared by ✓ and ✗: the cell width, y mapping 0..1
// onto the capital height, and the stroke (heavier for ✔ and ✘).
func markFrame(g cellGeom, heavy bool) (w float32, y func(float32) float32, t float32) {
	w = float32(g.w)
	top, bot := float32(g.baseline-g.capHeight), float32(g.baseline)
	y = func(v float32) float32 { return top + (bot-top)*v }
	t = max(1.2, w*0.14)
	if heavy {
		t *= 1.6
	}
	return w, y, t
}

// drawCheck draws ✓ (✔ heavier) over the capital height.
func drawCheck(c *canvas, g cellGeom, heavy bool) {
	w, y, t := markFrame(g, heavy)
	c.polyline(t, [2]float32{w * 0.12, y(0.55)}, [2]float32{w * 0.4, y(0.85)}, [2]float32{w * 0.9, y(0.15)})
}

// drawCross draws ✗ (✘ heavier) over the capital height.
func drawCross(c *canvas, g cellGeom, heavy bool) {
	w, y, t := markFrame(g, heavy)
	c.line(w*0.18, y(0.18), w*0.82, y(0.9), t)
	c.line(w*0.82, y(0.18), w*0.18, y(0.9), t)
}

// drawQueen draws ♛ as the silhouette of a chess queen, centred in span
// cells: a fan-shaped crown of spikes tipped with balls, narrowing to a
// waist, a collar, a flared skirt and a base plate. Horizontal edges sit
// on whole pixels so the small figure stays crisp.
func drawQueen(c *canvas, g cellGeom, span int) {
	top, bottom := g.baseline-g.capHeight-1, g.baseline
	qw := float32(g.w)
	if span > 1 {
		// With room to spare, a larger queen, a little taller than wide.
		top, bottom = max(g.baseline-g.capHeight-3, 1), min(g.baseline+1, g.h-1)
		qw = float32(min(span*g.w-2, int(math.Round(float64(bottom-top)*0.9))))
	}
	x0 := (float32(span*g.w) - qw) / 2
	x := func(u float32) float32 { return x0 + qw*u }
	px := func(v float64) int { return max(1, int(math.Round(float64(bottom-top)*v))) }
	plateTop := bottom - px(0.1)
	skirtTop := plateTop - px(0.15)
	collarBot := skirtTop - px(0.05)
	collarTop := collarBot - px(0.07)
	fy := func(y int) float32 { return float32(y) }
	c.poly([2]float32{x(0.03), fy(plateTop)}, [2]float32{x(0.97), fy(plateTop)},
		[2]float32{x(0.97), fy(bottom)}, [2]float32{x(0.03), fy(bottom)})
	c.poly([2]float32{x(0.26), fy(skirtTop)}, [2]float32{x(0.74), fy(skirtTop)},
		[2]float32{x(0.88), fy(plateTop)}, [2]float32{x(0.12), fy(plateTop)})
	c.poly([2]float32{x(0.22), fy(collarTop)}, [2]float32{x(0.78), fy(collarTop)},
		[2]float32{x(0.78), fy(collarBot)}, [2]float32{x(0.22), fy(collarBot)})
	// Crown: from the waist out to the spike tips, valleys between them.
	spikes := []float32{0.06, 0.5, 0.94}
	if qw >= 11 {
		spikes = []float32{0.06, 0.28, 0.5, 0.72, 0.94}
	}
	rad := max(0.8, qw*0.075)
	ft := float32(top) + 2*rad
	height := fy(collarTop) - ft
	tipY := func(u float32) float32 {
		// Outer spikes lower than the middle one, like the real piece.
		d := u - 0.5
		if d < 0 {
			d = -d
		}
		return ft + height*0.3*d
	}
	pts := [][2]float32{{x(0.28), fy(collarTop)}}
	for i, u := range spikes {
		if i > 0 {
			pts = append(pts, [2]float32{x((u + spikes[i-1]) / 2), ft + height*0.45})
		}
		pts = append(pts, [2]float32{x(u), tipY(u)})
	}
	pts = append(pts, [2]float32{x(0.72), fy(collarTop)})
	c.poly(pts...)
	for _, u := range spikes {
		c.disc(x(u), tipY(u)-rad*0.8, rad)
	}
}

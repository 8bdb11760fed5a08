package termgif

import (
	"image"
	"math"
)

// The symbols below are the UI's markers that Go Mono lacks. They sit
// where the font puts its own geometric shapes (▲ ● ○): on the x-height
// band, across the cell, so that drawn and font symbols line up.

// symbolBand returns the top, bottom and middle of the x-height band.
func (g cellGeom) symbolBand() (top, bottom, mid float32) {
	top, bottom = float32(g.baseline-g.xHeight), float32(g.baseline)
	return top, bottom, (top + bottom) / 2
}

// outlineWidth is the stroke of the hollow shapes, a little heavier than
// a pixel so that their slanted sides stay solid.
func (g cellGeom) outlineWidth() float32 { return max(1.1, float32(g.w)*0.14) }

// drawEllipsis draws ⋯, or ⋮ when vertical: three dots across the cell or
// down the x-height band.
func drawEllipsis(c *canvas, g cellGeom, vertical bool) {
	w := float32(c.m.Rect.Dx())
	_, _, mid := g.symbolBand()
	rad := max(0.8, float32(g.w)*0.1)
	for _, u := range []float32{-1, 0, 1} {
		if vertical {
			c.disc(w/2, mid+u*float32(g.xHeight)*0.36, rad)
		} else {
			c.disc(w/2+u*float32(g.w)/3, mid, rad)
		}
	}
}

// drawTriangle draws ▶ and ⏵ (the same at this size), or ◀ when left, a
// little narrower than the x-height band is tall, its upright side on a
// whole pixel.
func drawTriangle(c *canvas, g cellGeom, left bool) {
	w := float32(c.m.Rect.Dx())
	top, bottom, mid := g.symbolBand()
	tw := min(float32(g.w), (bottom-top)*0.9)
	x0 := float32(math.Floor(float64(w-tw)/2 + 0.5))
	x := func(u float32) float32 {
		if left {
			return w - x0 - u
		}
		return x0 + u
	}
	c.poly([2]float32{x(0), top}, [2]float32{x(tw), mid}, [2]float32{x(0), bottom})
}

// drawPause draws ⏸: two bars on whole pixels, as tall as ▶.
func drawPause(c *canvas, g cellGeom) {
	bar := max(1, int(math.Round(float64(g.w)*0.25)))
	gap := max(1, int(math.Round(float64(g.w)*0.2)))
	x0 := (c.m.Rect.Dx() - 2*bar - gap) / 2
	top := g.baseline - g.xHeight
	c.rect(x0, top, x0+bar, g.baseline)
	c.rect(x0+bar+gap, top, x0+2*bar+gap, g.baseline)
}

// drawDiamond draws ◆, or its outline ◇, taller than wide.
func drawDiamond(c *canvas, g cellGeom, filled bool) {
	w := float32(c.m.Rect.Dx())
	_, _, mid := g.symbolBand()
	a := float32(g.w) * 0.47                 // half width
	b := max(a*1.25, float32(g.xHeight)*0.6) // half height
	rhombus := func(k float32) [][2]float32 {
		return [][2]float32{{w / 2, mid - k*b}, {w/2 + k*a, mid}, {w / 2, mid + k*b}, {w/2 - k*a, mid}}
	}
	if filled {
		c.poly(rhombus(1)...)
		return
	}
	// The inner rhombus, its sides the stroke width in from the outer
	// ones, runs the other way round.
	k := 1 - g.outlineWidth()*float32(math.Hypot(float64(a), float64(b)))/(a*b)
	c.fill(rhombus(1), reversed(rhombus(max(k, 0))))
}

// drawStar draws ★, a five-pointed star as wide as the cell, centred on
// the x-height band.
func drawStar(c *canvas, g cellGeom) {
	w := float32(c.m.Rect.Dx())
	_, _, mid := g.symbolBand()
	// The side points just reach the cell's edges.
	outer := float32(g.w) / 2 / float32(math.Sin(0.4*math.Pi)) * 1.05
	inner := outer * 0.5 // fuller than the regular 0.38, to stay solid when small
	// From the top point to the bottom ones is (1+cos 36°)·outer: centre
	// that height.
	cy := mid + outer*(1-float32(math.Cos(0.2*math.Pi)))/2
	pts := make([][2]float32, 10)
	for i := range pts {
		rad := outer
		if i%2 == 1 {
			rad = inner
		}
		a := float64(i)*math.Pi/5 - math.Pi/2
		pts[i] = [2]float32{w/2 + rad*float32(math.Cos(a)), cy + rad*float32(math.Sin(a))}
	}
	c.poly(pts...)
}

// drawSparkle draws ✦, a four-pointed star, taller than wide.
func drawSparkle(c *canvas, g cellGeom) {
	w := float32(c.m.Rect.Dx())
	_, _, mid := g.symbolBand()
	rx := float32(g.w) * 0.48
	ry := max(rx, float32(g.xHeight)*0.68)
	in := min(rx, ry) * 0.32 // the waist, along the diagonals
	cx := w / 2
	c.poly([2]float32{cx, mid - ry}, [2]float32{cx + in, mid - in}, [2]float32{cx + rx, mid},
		[2]float32{cx + in, mid + in}, [2]float32{cx, mid + ry}, [2]float32{cx - in, mid + in},
		[2]float32{cx - rx, mid}, [2]float32{cx - in, mid - in})
}

// drawRoundedSquare draws ▢: a square outline with rounded corners, its
// sides on whole pixels, sitting on the baseline like ○.
func drawRoundedSquare(c *canvas, g cellGeom) {
	side := min(g.w, g.xHeight)
	x0 := (c.m.Rect.Dx() - side) / 2
	y0 := g.baseline - side
	t := g.light
	rad := float32(side) * 0.3
	outer := roundedRect(float32(x0), float32(y0), float32(x0+side), float32(g.baseline), rad)
	inner := roundedRect(float32(x0+t), float32(y0+t), float32(x0+side-t), float32(g.baseline-t), max(rad-float32(t), 0))
	c.fill(outer, reversed(inner))
}

// roundedRect returns the contour of a rectangle with corners of radius
// rad, clockwise (on screen).
func roundedRect(x0, y0, x1, y1, rad float32) [][2]float32 {
	const n = 6 // segments per corner
	// Corner centres, clockwise from the top left, and the angle each
	// corner's arc starts at.
	corners := [4][3]float32{
		{x0 + rad, y0 + rad, math.Pi},
		{x1 - rad, y0 + rad, 1.5 * math.Pi},
		{x1 - rad, y1 - rad, 0},
		{x0 + rad, y1 - rad, 0.5 * math.Pi},
	}
	pts := make([][2]float32, 0, 4*(n+1))
	for _, k := range corners {
		for i := 0; i <= n; i++ {
			a := float64(k[2]) + math.Pi/2*float64(i)/n
			pts = append(pts, [2]float32{k[0] + rad*float32(math.Cos(a)), k[1] + rad*float32(math.Sin(a))})
		}
	}
	return pts
}

// drawSwapArrows draws ⇄: a rightwards arrow over a leftwards one, their
// shafts on whole pixel rows.
func drawSwapArrows(c *canvas, g cellGeom) {
	w := float32(c.m.Rect.Dx())
	_, _, mid := g.symbolBand()
	t := float32(g.light)
	d := max(2, float32(g.xHeight)*0.28) // from the middle to each shaft
	head := max(2, float32(g.w)*0.3)     // arrowhead length and half width
	ht := max(1.1, float32(g.w)*0.13)    // arrowhead stroke
	row := func(y float32) float32 { return float32(math.Round(float64(y-t/2))) + t/2 }
	x0, x1 := float32(0.5), w-0.5
	for i, y := range []float32{row(mid - d), row(mid + d)} {
		tip, dir := x1, float32(-1) // the head points right: its barbs go left
		if i == 1 {
			tip, dir = x0, 1
		}
		c.line(x0, y, x1, y, t)
		c.polyline(ht, [2]float32{tip + dir*head, y - head}, [2]float32{tip, y}, [2]float32{tip + dir*head, y + head})
	}
}

// drawHollowQueen draws ♕ as the outline of ♛'s silhouette: the solid
// queen less the same queen shrunk by a stroke width (its erosion), so
// the outline follows every spike and ball of the solid one.
func drawHollowQueen(m *image.Alpha, g cellGeom) {
	solid := image.NewAlpha(m.Rect)
	drawQueen(newCanvas(solid), g, m.Rect.Dx()/g.w)
	t := g.light
	b := m.Rect
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			s := solid.Pix[solid.PixOffset(x, y)]
			if s == 0 {
				continue
			}
			// The eroded coverage: the least within the stroke radius,
			// none beyond the mask's edge.
			e := s
			for dy := -t; dy <= t && e > 0; dy++ {
				for dx := -t; dx <= t && e > 0; dx++ {
					if dx*dx+dy*dy > t*t {
						continue
					}
					if p := image.Pt(x+dx, y+dy); p.In(b) {
						e = min(e, solid.Pix[solid.PixOffset(p.X, p.Y)])
					} else {
						e = 0
					}
				}
			}
			m.Pix[m.PixOffset(x, y)] = s - e
		}
	}
}

// reversed returns a contour running the other way round.
func reversed(pts [][2]float32) [][2]float32 {
	out := make([][2]float32, len(pts))
	for i, p := range pts {
		out[len(pts)-1-i] = p
	}
	return out
}

// drawSmallTriangle draws ▸, a folded branch of the search-tree panel: ▶
// at two thirds of its height, on the same middle.
func drawSmallTriangle(c *canvas, g cellGeom) {
	w := float32(c.m.Rect.Dx())
	top, bottom, mid := g.symbolBand()
	h := (bottom - top) * 2 / 3
	tw := min(float32(g.w)*0.8, h*0.9)
	x0 := (w - tw) / 2
	c.poly([2]float32{x0, mid - h/2}, [2]float32{x0 + tw, mid}, [2]float32{x0, mid + h/2})
}

// drawSlashedCircle draws ⊘, a pruned square of the search-tree panel: a
// ring as wide as the cell with a stroke from its lower left to its upper
// right.
func drawSlashedCircle(c *canvas, g cellGeom) {
	w := float32(c.m.Rect.Dx())
	_, _, mid := g.symbolBand()
	r := min(float32(g.w), float32(g.xHeight)*1.2) * 0.48
	t := g.outlineWidth()
	circle := func(rad float32) [][2]float32 {
		const n = 24
		pts := make([][2]float32, n)
		for i := range pts {
			a := 2 * math.Pi * float64(i) / n
			pts[i] = [2]float32{w/2 + rad*float32(math.Cos(a)), mid + rad*float32(math.Sin(a))}
		}
		return pts
	}
	c.fill(circle(r), reversed(circle(max(r-t, 0))))
	d := (r - t/2) * float32(math.Sqrt2) / 2
	c.line(w/2-d, mid+d, w/2+d, mid-d, t)
}

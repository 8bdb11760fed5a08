package termgif

import (
	"cmp"
	_ "embed"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"slices"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/gofont/gomonobolditalic"
	"golang.org/x/image/font/gofont/gomonoitalic"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Style bits of a glyph; the first two also index the font variants.
const (
	styleBold = 1 << iota
	styleItalic
	styleUnderline
	styleStrikeout
)

// fonts are the embedded Go Mono variants, indexed by style&3. Parsing is
// done once per process; Faces (which are not safe for concurrent use) are
// made per renderer.
var fonts = sync.OnceValue(func() [4]*opentype.Font {
	var fs [4]*opentype.Font
	for i, ttf := range [][]byte{gomono.TTF, gomonobold.TTF, gomonoitalic.TTF, gomonobolditalic.TTF} {
		f, err := opentype.Parse(ttf)
		if err != nil {
			panic(fmt.Sprintf("termgif: embedded font %d: %v", i, err)) // cannot happen: the data is compiled in
		}
		fs[i] = f
	}
	return fs
})

// cjkTTF is the fallback for the runes Go Mono lacks: WenQuanYi Micro
// Hei cut down to the runes of the program's Chinese text (see
// fonts/LICENSE-wqy-microhei.txt). scripts/cjk-font.sh regenerates it.
//
//go:embed fonts/wqy-microhei-subset.ttf
var cjkTTF []byte

var cjkFont = sync.OnceValue(func() *opentype.Font {
	f, err := opentype.Parse(cjkTTF)
	if err != nil {
		panic(fmt.Sprintf("termgif: embedded CJK font: %v", err)) // cannot happen: the data is compiled in
	}
	return f
})

// glyph is a cached coverage mask; partial tells whether it has
// antialiased pixels, which need blended palette entries.
type glyph struct {
	mask    *image.Alpha // nil: nothing drawn (a space)
	partial bool
}

type glyphKey struct {
	r     rune
	style uint8
	span  uint8 // cells covered: 1, 2 for a wide rune, up to 3 for a queen
}

// renderer draws cell grids of one size and font. It caches glyph masks,
// so a whole animation costs one rasterisation per distinct glyph.
type renderer struct {
	opt   Options
	geom  cellGeom
	faces [4]font.Face
	cjk   font.Face // the fallback, scaled to the cell height
	// cjkBaseline is the fallback's baseline, which centres its
	// ascent+descent in the cell as baseline does Go Mono's.
	cjkBaseline int
	buf         sfnt.Buffer
	glyphs      map[glyphKey]glyph
}

// newRenderer expects opt with defaults applied and a fitted grid.
func newRenderer(opt Options) *renderer {
	r := &renderer{opt: opt, glyphs: make(map[glyphKey]glyph)}
	for i, f := range fonts() {
		face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: opt.FontSize, DPI: 72, Hinting: font.HintingFull})
		if err != nil {
			panic(fmt.Sprintf("termgif: font face: %v", err)) // cannot happen: the size was sanitised
		}
		r.faces[i] = face
	}
	m := r.faces[0].Metrics()
	adv, _ := r.faces[0].GlyphAdvance('0')
	g := cellGeom{
		w:         max(adv.Round(), 1),
		h:         max(m.Height.Ceil(), 1),
		xHeight:   m.XHeight.Round(),
		capHeight: m.CapHeight.Round(),
		light:     max(1, int(math.Round(opt.FontSize/14))),
	}
	// Centre the font's ascent+descent in the line height.
	g.baseline = m.Ascent.Round() + (g.h-m.Ascent.Round()-m.Descent.Round())/2
	g.heavy = 2*g.light + 1
	r.geom = g
	r.cjk, r.cjkBaseline = newCJKFace(opt.FontSize, g)
	return r
}

// newCJKFace sizes the fallback font so that its line fills the cell
// height, and an ideograph (one em wide) no more than two cells.
func newCJKFace(size float64, g cellGeom) (font.Face, int) {
	opts := func(s float64) *opentype.FaceOptions {
		return &opentype.FaceOptions{Size: s, DPI: 72, Hinting: font.HintingFull}
	}
	probe, err := opentype.NewFace(cjkFont(), opts(size))
	if err != nil {
		panic(fmt.Sprintf("termgif: CJK font face: %v", err)) // cannot happen: the size was sanitised
	}
	m := probe.Metrics()
	line := float64(m.Ascent+m.Descent) / 64
	size = min(size*float64(g.h)/line, float64(2*g.w))
	face, err := opentype.NewFace(cjkFont(), opts(size))
	if err != nil {
		panic(fmt.Sprintf("termgif: CJK font face: %v", err))
	}
	m = face.Metrics()
	return face, m.Ascent.Round() + (g.h-m.Ascent.Round()-m.Descent.Round())/2
}

// size is the image size in pixels.
func (r *renderer) size() image.Rectangle {
	p := r.opt.Padding
	return image.Rect(0, 0, r.opt.Cols*r.geom.w+2*p, r.opt.Rows*r.geom.h+2*p)
}

func cellStyle(c Cell) uint8 {
	var s uint8
	if c.Bold {
		s |= styleBold
	}
	if c.Italic {
		s |= styleItalic
	}
	if c.Underline {
		s |= styleUnderline
	}
	if c.Strikeout {
		s |= styleStrikeout
	}
	return s
}

// glyph returns the mask of rune ru in the given style, span cells wide.
func (r *renderer) glyph(ru rune, style uint8, span int) glyph {
	key := glyphKey{ru, style, uint8(span)}
	if gl, ok := r.glyphs[key]; ok {
		return gl
	}
	g := r.geom
	m := image.NewAlpha(image.Rect(0, 0, span*g.w, g.h))
	if ru != ' ' && !drawSpecial(m, ru, g) {
		r.drawFontGlyph(m, ru, style&(styleBold|styleItalic))
	}
	if style&styleUnderline != 0 {
		y := g.baseline + max(1, (g.h-g.baseline)/3)
		newCanvas(m).rect(0, y, span*g.w, y+g.light)
	}
	if style&styleStrikeout != 0 {
		y := g.baseline - g.xHeight/2 - g.light/2
		newCanvas(m).rect(0, y, span*g.w, y+g.light)
	}
	var gl glyph
	for _, a := range m.Pix {
		if a != 0 {
			gl.mask = m
		}
		if a != 0 && a != 0xff {
			gl.partial = true
			break
		}
	}
	r.glyphs[key] = gl
	return gl
}

// drawFontGlyph draws ru from the font variant, else from the CJK
// fallback (upright, and bold by overstriking), else a placeholder box.
func (r *renderer) drawFontGlyph(m *image.Alpha, ru rune, variant uint8) {
	face, baseline, strikes := r.faces[variant], r.geom.baseline, 1
	if !r.has(fonts()[variant], ru) {
		if !r.has(cjkFont(), ru) {
			drawPlaceholder(m, r.geom)
			return
		}
		face, baseline = r.cjk, r.cjkBaseline
		if variant&styleBold != 0 {
			strikes = 2
		}
	}
	adv, _ := face.GlyphAdvance(ru)
	// Centre the glyph horizontally: a no-op for Go Mono's own advance,
	// and right for a wide rune spanning two cells.
	dot := fixed.Point26_6{X: (fixed.I(m.Rect.Dx()) - adv) / 2, Y: fixed.I(baseline)}
	for i := range strikes {
		dr, mask, mp, _, ok := face.Glyph(dot.Add(fixed.P(i, 0)), ru)
		if !ok {
			drawPlaceholder(m, r.geom)
			return
		}
		draw.Draw(m, dr, mask, mp, draw.Over)
	}
}

// has tells whether f has a glyph for ru.
func (r *renderer) has(f *opentype.Font, ru rune) bool {
	idx, err := f.GlyphIndex(&r.buf, ru)
	return err == nil && idx != 0
}

// palette maps the colours of rendered cells to palette indices.
type palette struct {
	colors color.Palette
	index  map[color.RGBA]uint8
	// levels is the number of coverage steps of antialiased glyph pixels:
	// coverage a is drawn as mix(bg, fg, round(a*levels/255), levels).
	levels int
	luts   map[[2]color.RGBA]*[256]uint8
}

// colourCounts tallies, over the grids to be drawn, how many cells use
// each solid colour and each foreground/background pair with antialiased
// glyphs: the palette holds exactly what drawing will produce.
type colourCounts struct {
	solid map[color.RGBA]int
	pairs map[[2]color.RGBA]int
}

func (r *renderer) count(cc *colourCounts, grid [][]Cell) {
	if cc.solid == nil {
		cc.solid = make(map[color.RGBA]int)
		cc.pairs = make(map[[2]color.RGBA]int)
	}
	// The padding and any blank area: weighted as a full screen so the
	// default background always gets an exact entry.
	cc.solid[r.opt.Background] += r.opt.Cols * r.opt.Rows
	for _, row := range grid {
		for _, c := range row {
			cc.solid[c.BG]++
		}
		r.eachGlyph(row, func(_, _ int, c Cell, gl glyph) {
			if gl.mask == nil {
				return
			}
			cc.solid[c.FG]++
			if gl.partial {
				cc.pairs[[2]color.RGBA{c.FG, c.BG}]++
			}
		})
	}
}

// eachGlyph calls f, left to right, for every glyph drawn in row: its
// first column, the number of cells it covers, the cell holding it and its
// mask (nil for a blank). Cells not covered by any call are blank.
//
// A queen (♛ or ♕) takes the blank cells beside it that look the same
// as its own cell would without it, where it has room to be drawn large:
// boards draw a square as " ♛ ", and a queen squeezed into one narrow cell
// is barely recognisable. An underline or strikeout then runs under the
// whole span, as it did under the separate cells.
func (r *renderer) eachGlyph(row []Cell, f func(x0, span int, c Cell, gl glyph)) {
	free := func(x int, q Cell) bool {
		if x < 0 || x >= len(row) {
			return false
		}
		n := row[x]
		lined := q.Underline || q.Strikeout
		return n.Rune == ' ' && n.BG == q.BG && n.Underline == q.Underline && n.Strikeout == q.Strikeout &&
			(!lined || n.FG == q.FG)
	}
	for x := 0; x < len(row); x++ {
		c := row[x]
		if c.Rune == 0 || c.FG == c.BG {
			continue
		}
		x0, span := x, 1
		switch {
		case x+1 < len(row) && row[x+1].Rune == 0:
			span = 2
		case c.Rune == '♛' || c.Rune == '♕':
			if free(x-1, c) {
				x0, span = x-1, 2
			}
			if free(x+1, c) {
				span++
			}
		}
		if gl := r.glyph(c.Rune, cellStyle(c), span); gl.mask != nil {
			f(x0, span, c, gl)
		}
		x = x0 + span - 1
	}
}

// Coverage steps for antialiased pixels: more look smoother, fewer leave
// palette room for more colour pairs.
const (
	minLevels = 4
	maxLevels = 16
)

// newPalette builds a palette of at most capacity colours from the
// counts. Order and content depend only on the counts, never on map
// iteration order: solid colours first, most used first, then the blended
// shades of each pair. If that overflows, the least used entries are
// dropped and drawn with their nearest remaining colour.
func newPalette(cc colourCounts, capacity int) *palette {
	type entry[K comparable] struct {
		key K
		n   int
	}
	solids := make([]entry[color.RGBA], 0, len(cc.solid))
	for c, n := range cc.solid {
		solids = append(solids, entry[color.RGBA]{c, n})
	}
	slices.SortFunc(solids, func(a, b entry[color.RGBA]) int {
		return cmp.Or(cmp.Compare(b.n, a.n), cmp.Compare(rgbKey(a.key), rgbKey(b.key)))
	})
	pairs := make([]entry[[2]color.RGBA], 0, len(cc.pairs))
	for p, n := range cc.pairs {
		pairs = append(pairs, entry[[2]color.RGBA]{p, n})
	}
	slices.SortFunc(pairs, func(a, b entry[[2]color.RGBA]) int {
		return cmp.Or(cmp.Compare(b.n, a.n),
			cmp.Compare(rgbKey(a.key[0]), rgbKey(b.key[0])), cmp.Compare(rgbKey(a.key[1]), rgbKey(b.key[1])))
	})

	p := &palette{index: make(map[color.RGBA]uint8), luts: make(map[[2]color.RGBA]*[256]uint8), levels: maxLevels}
	if len(pairs) > 0 {
		p.levels = min(max((capacity-len(solids))/len(pairs)+1, minLevels), maxLevels)
	}
	add := func(c color.RGBA) {
		if _, ok := p.index[c]; !ok && len(p.colors) < capacity {
			p.index[c] = uint8(len(p.colors))
			p.colors = append(p.colors, c)
		}
	}
	for _, s := range solids {
		add(s.key)
	}
	for _, pr := range pairs {
		for j := 1; j < p.levels; j++ {
			add(mix(pr.key[1], pr.key[0], j, p.levels))
		}
	}
	return p
}

func rgbKey(c color.RGBA) uint32 { return uint32(c.R)<<16 | uint32(c.G)<<8 | uint32(c.B) }

// lookup returns the index of c, or of its nearest entry (the first among
// equals) when c was dropped.
func (p *palette) lookup(c color.RGBA) uint8 {
	if i, ok := p.index[c]; ok {
		return i
	}
	best, bestD := 0, math.MaxInt
	for i, pc := range p.colors {
		q := pc.(color.RGBA)
		if q.A == 0 {
			continue // the transparent entry is not a colour
		}
		dr, dg, db := int(c.R)-int(q.R), int(c.G)-int(q.G), int(c.B)-int(q.B)
		if d := dr*dr + dg*dg + db*db; d < bestD {
			best, bestD = i, d
		}
	}
	p.index[c] = uint8(best)
	return uint8(best)
}

// lut maps glyph coverage to palette indices for one colour pair.
func (p *palette) lut(fg, bg color.RGBA) *[256]uint8 {
	key := [2]color.RGBA{fg, bg}
	if t, ok := p.luts[key]; ok {
		return t
	}
	t := new([256]uint8)
	for a := range t {
		t[a] = p.lookup(mix(bg, fg, (a*p.levels+127)/255, p.levels))
	}
	p.luts[key] = t
	return t
}

// mix blends a towards b by num/den, in integers so that results are
// exact and the same on every platform.
func mix(a, b color.RGBA, num, den int) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8((int(x)*(den-num) + int(y)*num + den/2) / den) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 0xff}
}

// draw paints grid into dst, which covers r.size().
func (r *renderer) draw(dst *image.Paletted, grid [][]Cell, p *palette) {
	bg := p.lookup(r.opt.Background)
	for i := range dst.Pix {
		dst.Pix[i] = bg
	}
	g := r.geom
	for y, row := range grid {
		oy := r.opt.Padding + y*g.h
		// Backgrounds first, then glyphs over them: a glyph may cover
		// several cells.
		for x, c := range row {
			ox := r.opt.Padding + x*g.w
			if ci := p.lookup(c.BG); ci != bg {
				for py := oy; py < oy+g.h; py++ {
					line := dst.Pix[dst.PixOffset(ox, py):][:g.w]
					for i := range line {
						line[i] = ci
					}
				}
			}
		}
		r.eachGlyph(row, func(x0, span int, c Cell, gl glyph) {
			t := p.lut(c.FG, c.BG)
			ox := r.opt.Padding + x0*g.w
			for py := range g.h {
				line := dst.Pix[dst.PixOffset(ox, oy+py):][:span*g.w]
				src := gl.mask.Pix[py*gl.mask.Stride:][:span*g.w]
				for i, a := range src {
					line[i] = t[a]
				}
			}
		})
	}
}

package termgif

import (
	"bytes"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The program's Chinese text: the catalogue's sources and the Chinese
// lessons, the same files scripts/cjk-font.sh reads.
var chineseText = []string{"../i18n/*.go", "../../teach/lesson/lessons/zh/*.md"}

func TestCJKFontCoversChineseText(t *testing.T) {
	r := newRenderer(Options{Cols: 1, Rows: 1}.withDefaults())
	scratch := image.NewAlpha(image.Rect(0, 0, 2*r.geom.w, r.geom.h))
	seen := make(map[rune]bool)
	files := 0
	for _, pattern := range chineseText {
		names, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range names {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			files++
			data, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			for _, ru := range string(data) {
				if ru < 0x80 || seen[ru] {
					continue
				}
				seen[ru] = true
				if r.has(fonts()[0], ru) || drawSpecial(scratch, ru, r.geom) {
					continue
				}
				if !r.has(cjkFont(), ru) {
					t.Errorf("%c (U+%04X, in %s) is in neither Go Mono nor the CJK font: run scripts/cjk-font.sh", ru, ru, name)
				}
			}
		}
	}
	// Guards the globs: a moved file must not make the test vacuous.
	if files == 0 || !seen['皇'] {
		t.Fatalf("read %d files, no Chinese text found: update chineseText", files)
	}
}

func TestCJKGlyphDrawn(t *testing.T) {
	for _, size := range []float64{10, 14, 23} {
		r := newRenderer(Options{Cols: 2, Rows: 1, FontSize: size}.withDefaults())
		// U+10FFFD is a private-use rune in no font: the box.
		tofu := r.glyph(0x10FFFD, 0, 2)
		if tofu.mask == nil {
			t.Fatalf("size %v: no placeholder box", size)
		}
		for _, ru := range []rune{'皇', '后', '。'} {
			gl := r.glyph(ru, 0, 2)
			if gl.mask == nil {
				t.Errorf("size %v, %c: nothing drawn", size, ru)
				continue
			}
			if bytes.Equal(gl.mask.Pix, tofu.mask.Pix) {
				t.Errorf("size %v, %c: drawn as the placeholder box", size, ru)
			}
		}
		// An ideograph fills its two cells evenly, and is as tall as the
		// capitals or taller; bold adds ink.
		gl := r.glyph('皇', 0, 2)
		ink := inkBounds(gl.mask)
		left, right := ink.Min.X, gl.mask.Bounds().Max.X-ink.Max.X
		if d := left - right; d < -2 || d > 2 {
			t.Errorf("size %v: 皇 ink %v in %v is off centre", size, ink, gl.mask.Bounds())
		}
		if ink.Dy() < r.geom.capHeight {
			t.Errorf("size %v: 皇 is %d pixels tall, capitals %d", size, ink.Dy(), r.geom.capHeight)
		}
		if bold := r.glyph('皇', styleBold, 2); inkSum(bold.mask) <= inkSum(gl.mask) {
			t.Errorf("size %v: bold 皇 has no more ink than regular", size)
		}
	}
}

func inkBounds(m *image.Alpha) image.Rectangle {
	var ink image.Rectangle
	b := m.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if m.AlphaAt(x, y).A != 0 {
				ink = ink.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return ink
}

func inkSum(m *image.Alpha) int {
	n := 0
	for _, a := range m.Pix {
		n += int(a)
	}
	return n
}

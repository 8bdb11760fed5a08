package play

import "testing"

// benchView renders the play view of the n×n board with queens on half its
// rows, none attacking another (row r, column 2r): the frame a key press or
// a spinner tick redraws.
func benchView(b *testing.B, n, w, h int) {
	m := newPlay(n)
	m.SetSize(w, h)
	for r := range n / 2 {
		m.marks[r*n+2*r] = markQueen
	}
	if _, ok := m.fixed(); !ok {
		b.Fatal("the queens attack each other")
	}
	for b.Loop() {
		_ = m.View()
	}
}

func BenchmarkView8(b *testing.B)  { benchView(b, 8, 100, 30) }
func BenchmarkView32(b *testing.B) { benchView(b, 32, 200, 60) }
func BenchmarkView64(b *testing.B) { benchView(b, 64, 200, 80) }

// BenchmarkViewNarrow64 is the same frame in a window too narrow for the
// panel beside the board: the panel goes under it.
func BenchmarkViewNarrow64(b *testing.B) { benchView(b, 64, 70, 80) }

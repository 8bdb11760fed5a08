package solver

import "math/bits"

// What the greedy starts (startGreedy, startQuick) do once every row has a
// queen: fill the counters and list the attacked rows, each in one pass.

// countFrom fills the counters, all zero, from the bitsets of the busy
// lines: right while no two queens share a line, so that each busy line
// holds one.
func (b *mcBoard) countFrom(busyCol, busyDiag, busyAnti bitset) {
	for _, l := range []struct {
		busy   bitset
		counts []int32
	}{{busyCol, b.cols}, {busyDiag, b.diags}, {busyAnti, b.antis}} {
		for w, word := range l.busy {
			for ; word != 0; word &= word - 1 {
				l.counts[w*64+bits.TrailingZeros64(word)] = 1
			}
		}
	}
}

// listAttacked lists in cand, top down, the rows whose queen is attacked,
// after a start in which only the rows given may have taken a busy line:
// the others each took three free lines, so two queens share a line only
// if one of them is a row given, and a queen is attacked only on such a
// line. One pass over q finds them, testing three small filters of those
// lines (an L1 cache's worth) before the counters.
func (b *mcBoard) listAttacked(rows []int32) {
	b.cand = b.cand[:0]
	clear(b.inCand)
	n := b.n
	var hotCol, hotDiag, hotAnti lineFilter
	hot := false
	for _, r32 := range rows {
		r := int(r32)
		c := int(b.q[r])
		if b.cols[c] > 1 {
			hotCol.add(c)
			hot = true
		}
		if b.diags[r-c+n-1] > 1 {
			hotDiag.add(r - c + n - 1)
			hot = true
		}
		if b.antis[r+c] > 1 {
			hotAnti.add(r + c)
			hot = true
		}
	}
	if !hot {
		return
	}
	for r, c32 := range b.q {
		c := int(c32)
		if (hotCol.has(c) || hotDiag.has(r-c+n-1) || hotAnti.has(r+c)) && b.conflicts(r) > 0 {
			b.enlist(r)
		}
	}
}

// lineFilter is a set of lines that may answer yes for others (a line is
// known by its number modulo 4096): a test that costs no trip to memory
// before the exact one.
type lineFilter [64]uint64

func (f *lineFilter) add(i int)      { f[i/64%64] |= 1 << uint(i%64) }
func (f *lineFilter) has(i int) bool { return f[i/64%64]&(1<<uint(i%64)) != 0 }

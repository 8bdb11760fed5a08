package quadjoin

import (
	"crypto/sha256"
	"encoding/binary"
	"math/bits"
)

// MinN and MaxN bound the boards the join counts: a board of one square
// has no halves. A half in its frame (n+2h-1 bits, quarters) would fit a
// word up to N=32 and a pattern (2(2h-1) bits) the keys up to N=25, but
// from N=25 a quarter has more than 2^31 placements (the int32 group
// offsets) and its tables take about 20 GB.
const (
	MinN = 2
	MaxN = 24
)

// Task is one orbit of left row sets under the upside-down and the
// left-right reflections: Rows is the set of rows whose queen stands in the
// left half (bit r for row r), Mid the row of the middle column's queen on
// an odd board (-1 on an even one), and Weight the number of (Mid, Rows)
// pairs in the orbit (1, 2 or 4), each with the same count.
type Task struct {
	Rows   uint32
	Mid    int8
	Weight uint8
}

// Tasks returns the task list of the n×n board (MinN ≤ n ≤ MaxN): one task
// per orbit of (middle row, left rows) under the upside-down and the
// left-right reflections, in increasing order of the orbit's smallest
// member. The list depends on n only.
func Tasks(n int) []Task {
	h := n / 2
	all := uint32(1)<<n - 1
	var tasks []Task
	mids := []int{-1}
	if n%2 == 1 {
		mids = mids[:0]
		for m := 0; m < n; m++ {
			mids = append(mids, m)
		}
	}
	for _, m := range mids {
		rows := all
		if m >= 0 {
			rows &^= 1 << m
		}
		// Every h-subset of rows, in increasing order (Gosper's hack on
		// the ranks, spread onto rows).
		free := bits.OnesCount32(rows)
		for sub := uint64(1)<<h - 1; sub < 1<<free; {
			r := spread(uint32(sub), rows)
			key, weight := orbit(n, m, r)
			if key == pack(m, r) {
				tasks = append(tasks, Task{Rows: r, Mid: int8(m), Weight: weight})
			}
			c := sub & -sub
			x := sub + c
			sub = (((x ^ sub) >> 2) / c) | x
		}
	}
	return tasks
}

// spread puts the bits of sub, lowest first, onto the set bits of mask.
func spread(sub, mask uint32) uint32 {
	var out uint32
	for ; sub != 0; sub >>= 1 {
		low := mask & -mask
		if sub&1 != 0 {
			out |= low
		}
		mask &^= low
	}
	return out
}

func pack(m int, r uint32) uint64 { return uint64(m+1)<<32 | uint64(r) }

// orbit returns the smallest key of the orbit of (m, r) and its size.
func orbit(n, m int, r uint32) (uint64, uint8) {
	flip := func(x uint32) uint32 { return bits.Reverse32(x) >> (32 - n) }
	fm := m
	if m >= 0 {
		fm = n - 1 - m
	}
	rest := uint32(1)<<n - 1
	if m >= 0 {
		rest &^= 1 << m
	}
	frest := uint32(1)<<n - 1
	if fm >= 0 {
		frest &^= 1 << fm
	}
	imgs := [4]uint64{
		pack(m, r),
		pack(fm, flip(r)),
		pack(m, rest&^r),
		pack(fm, frest&^flip(r)),
	}
	// The smallest and the number of distinct images, without sorting:
	// this runs for every row set of the board (4 million at N=21).
	low, distinct := imgs[0], uint8(1)
	for i := 1; i < len(imgs); i++ {
		low = min(low, imgs[i])
		seen := false
		for _, x := range imgs[:i] {
			seen = seen || x == imgs[i]
		}
		if !seen {
			distinct++
		}
	}
	return low, distinct
}

// Fingerprint hashes n, the method's version and every task in order.
func Fingerprint(n int, tasks []Task) [sha256.Size]byte {
	h := sha256.New()
	h.Write([]byte("quadjoin/4"))
	var buf [8]byte
	binary.LittleEndian.PutUint32(buf[:4], uint32(n))
	h.Write(buf[:4])
	for _, t := range tasks {
		binary.LittleEndian.PutUint32(buf[:4], t.Rows)
		buf[4], buf[5] = byte(t.Mid), t.Weight
		h.Write(buf[:6])
	}
	var sum [sha256.Size]byte
	h.Sum(sum[:0])
	return sum
}

package quadjoin

import (
	"context"
	"math/bits"
	"slices"
)

// quarters holds every placement of a half board's two quarters, built
// once per board and shared, read only, by every counter. A half (the left
// one, or the right one mirrored, which has the same squares) is cut into
// its top h rows and its bottom n-h rows; a quarter's placement puts at
// most one queen on each of its rows and columns, none attacking another.
// A placement is kept as a set of diagonals, one bit each; two placements
// of the same half (a top and a bottom one) fit exactly when their sets,
// in the half's frame, are disjoint and their column sets complementary;
// their pattern (what the other half must avoid) is read off the union
// (pattern).
//
// The half's frame keeps only the diagonals on which two pieces of a
// solution can meet: a top and a bottom quarter, either and the middle
// column's queen, either and the other half. Those are the "\" diagonals
// r-c of -(h-1)..h (bit r-c+h-1) and the "/" ones r+c of h..n+h-2 (bit
// h+r+c): n+2h-1 bits, where the half's whole diagonal set takes
// 2(n+h-1) (and no longer fits a word from N=22). So one uint64, with
// its top bit clear for the branch-free compares, holds a half up to
// N=32 (past MaxN), and the loops stay those of the smaller boards: no
// second word to carry in the pair loop, and the tables no bigger (two
// words would double them, and N=24's already take most of the default
// memory limit; splitting a pattern across the cut bits would leave the
// quarters' sets too wide all the same).
//
// A quarter is stored in a frame of its own, from which halves moves it to
// the half's by two masks and shifts (toHalf), once per placement and group
// rather than per pair: on an even board the bottom quarter is the top one
// moved down h rows, so one table serves both, and it must keep what
// either needs. The top's frame has its 2h-1 diagonals of each direction,
// bit r-c+h-1 and bit 2h-1+r+c (r and c within the quarter); the bottom
// of an odd board is stored in the half's frame.
type quarters struct {
	n, h int
	// top and bot list the placements grouped by (rows, columns):
	// those with row set t (bit i for the quarter's row i) and column set
	// c are top[topOff[t<<h|c]:topOff[t<<h|c+1]]. On an even board bot is
	// top.
	top, bot       []uint64
	topOff, botOff []int32
	// topHalf and botHalf move a placement of top and of bot into the
	// half's frame.
	topHalf, botHalf toHalf
}

// toHalf maps a quarter's diagonal set x to the half's frame:
// x&lowMask<<lowShift | x>>highFrom<<highTo, which moves its "\" bits
// and its "/" bits, each dropping those no other piece can share.
type toHalf struct {
	lowMask                    uint64
	lowShift, highFrom, highTo uint
}

func (f toHalf) apply(x uint64) uint64 {
	// The counts are below 64; saying so (&63) lets the compiler emit a
	// bare shift instead of one guarded against counts of 64 and more,
	// which this runs often enough to matter (once per placement and
	// group).
	return (x&f.lowMask)<<(f.lowShift&63) | x>>(f.highFrom&63)<<(f.highTo&63)
}

// preimage is the set of the bits x of the quarter's frame whose image
// apply(x) meets set: apply moves each bit to at most one bit, so a
// placement x meets set in the half's frame exactly when it meets this.
func (f toHalf) preimage(set uint64) uint64 {
	var pre uint64
	for b := range uint(64) {
		if f.apply(1<<b)&set != 0 {
			pre |= 1 << b
		}
	}
	return pre
}

// newQuarters counts the quarters' placements (cheap: no memory but the
// group offsets) and, if they take at most limit bytes while they are
// stored (the tables and the walks' counts), stores them; it
// returns nil and the bytes they would take otherwise. The largest boards'
// build takes seconds to minutes, so it gives up with ctx's error soon
// after ctx ends: a count that is stopped then must not wait for it.
func newQuarters(ctx context.Context, n int, limit uint64) (*quarters, uint64, error) {
	h := n / 2
	q := layout(n)
	top, bot := q.newWalk(ctx, 0, h, q.quarterBits), (*walker)(nil)
	if n-h != h && top.err == nil {
		bot = q.newWalk(ctx, h, n-h, q.halfBits)
	}
	if err := top.failed(bot); err != nil {
		return nil, 0, err
	}
	q.topOff = top.offsets()
	q.botOff = q.topOff
	if bot != nil {
		q.botOff = bot.offsets()
	}
	size := q.bytes()
	// The walks' counts stay until their placements are stored.
	building := 4 * uint64(len(top.pos))
	if bot != nil {
		building += 4 * uint64(len(bot.pos))
	}
	if size+building > limit {
		return nil, size + building, nil // what building them would take
	}
	q.top = top.fill()
	// Each group of tops lists those off the "\" main diagonal first:
	// halves pairs the others with fewer bottoms, and a run of tops alike
	// keeps its loop's length the same from one top to the next.
	if top.err == nil {
		top.err = partitionGroups(ctx, q.top, q.topOff, uint(h-1))
	}
	q.bot = q.top
	if bot != nil && top.err == nil {
		q.bot = bot.fill()
	}
	if err := top.failed(bot); err != nil {
		return nil, 0, err
	}
	return q, size, nil
}

// layout returns the n×n board's quarters with their frames set and no
// placements.
func layout(n int) *quarters {
	h := n / 2
	hu := uint(h)
	q := &quarters{n: n, h: h}
	// The top's "\" bits stay; of its "/" ones (from bit 2h-1) those
	// from r+c = h on go to bit 2h on.
	q.topHalf = toHalf{lowMask: 1<<(2*hu-1) - 1, highFrom: 3*hu - 1, highTo: 2 * hu}
	if n-h != h {
		q.botHalf = toHalf{lowMask: ^uint64(0)}
	} else {
		// Moved down h rows: "\" r-c grows by h, so only the top's
		// r-c ≤ 0 stay (bits 0..h-1, to bit h on), and "/" r+c grows by
		// h, which the frames' offsets make one bit up.
		q.botHalf = toHalf{lowMask: 1<<hu - 1, lowShift: hu, highFrom: 2*hu - 1, highTo: 2 * hu}
	}
	return q
}

// quarterBits is the set of a queen on row r, column c of the top
// quarter, in the top's frame.
func (q *quarters) quarterBits(r, c int) uint64 {
	return 1<<(r-c+q.h-1) | 1<<(2*q.h-1+r+c)
}

// halfBits is the set of a queen on row r, column c of the half, in the
// half's frame.
func (q *quarters) halfBits(r, c int) uint64 {
	var d uint64
	if r-c <= q.h {
		d = 1 << (r - c + q.h - 1)
	}
	if r+c >= q.h {
		d |= 1 << (q.h + r + c)
	}
	return d
}

// partitionGroups reorders each group of placements (tab[off[g]:off[g+1]])
// so that those without the given bit come first. It stops with ctx's
// error if ctx ends first.
func partitionGroups(ctx context.Context, tab []uint64, off []int32, bit uint) error {
	for g := 0; g+1 < len(off); g++ {
		if g%checkEvery == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		grp := tab[off[g]:off[g+1]]
		front := 0
		for i, d := range grp {
			if d>>bit&1 == 0 {
				grp[front], grp[i] = grp[i], grp[front]
				front++
			}
		}
	}
	return nil
}

// bytes is the memory the tables take once filled.
func (q *quarters) bytes() uint64 {
	size := 8*uint64(q.topOff[len(q.topOff)-1]) + 4*uint64(len(q.topOff))
	if q.n-q.h != q.h {
		size += 8*uint64(q.botOff[len(q.botOff)-1]) + 4*uint64(len(q.botOff))
	}
	return size
}

// walker enumerates the placements of the rows y0..y0+rows-1 of the half,
// the way the row-by-row bitmask search does: the columns and the two
// diagonal masks a row's squares are attacked along move on one column per
// row, whether the row gets a queen or not. The first walk counts the
// placements of each (row set, column set) group; the second stores each
// into its group. Either stops, setting err, soon after ctx ends.
type walker struct {
	h, y0, rows int
	all         uint32
	bitsOf      func(r, c int) uint64 // a queen's set
	pos         []int32               // the count of each group, then where its next placement goes
	out         []uint64
	ctx         context.Context
	leaves      int   // placements walked, to look at ctx every checkEvery
	err         error // ctx's error once the walk stopped for it
}

// checkEvery is how many placements (or groups) a build walks between two
// looks at its context: a look costs far more than a placement, and this
// many take well under a millisecond.
const checkEvery = 1 << 14

func (q *quarters) newWalk(ctx context.Context, y0, rows int, bitsOf func(r, c int) uint64) *walker {
	w := &walker{h: q.h, y0: y0, rows: rows, bitsOf: bitsOf, all: uint32(1)<<q.h - 1, ctx: ctx}
	w.pos = make([]int32, 1<<(rows+q.h)+1)
	w.count(0, 0, 0, 0, 0)
	return w
}

// stop reports whether the walk is to stop: ctx ended (looked at once
// every checkEvery placements).
func (w *walker) stop() bool {
	if w.err == nil {
		if w.leaves++; w.leaves%checkEvery == 0 {
			w.err = w.ctx.Err()
		}
	}
	return w.err != nil
}

// failed returns the error that stopped w or other (nil, or not stopped:
// nil).
func (w *walker) failed(other *walker) error {
	if w.err == nil && other != nil {
		return other.err
	}
	return w.err
}

// count adds the placements of rows i.. to pos[key+1]: row i is skipped
// or gets a queen on a free column.
func (w *walker) count(i int, rowSet, cols, ld, rd uint32) {
	if i == w.rows {
		if !w.stop() {
			w.pos[int(rowSet)<<w.h|int(cols)+1]++
		}
		return
	}
	if w.err != nil {
		return
	}
	w.count(i+1, rowSet, cols, ld<<1&w.all, rd>>1)
	for free := w.all &^ (cols | ld | rd); free != 0; free &= free - 1 {
		bit := free & -free
		w.count(i+1, rowSet|1<<i, cols|bit, (ld|bit)<<1&w.all, (rd|bit)>>1)
	}
}

// offsets turns the counts into the groups' offsets and returns them (a
// copy: pos goes on to serve fill).
func (w *walker) offsets() []int32 {
	for k := 1; k < len(w.pos); k++ {
		w.pos[k] += w.pos[k-1]
	}
	return slices.Clone(w.pos)
}

// fill stores every placement's diagonal set into its group (or some of
// them, if ctx ends: w.err).
func (w *walker) fill() []uint64 {
	w.out = make([]uint64, w.pos[len(w.pos)-1])
	w.store(0, 0, 0, 0, 0, 0)
	w.pos, w.out = nil, w.out[:len(w.out):len(w.out)]
	return w.out
}

func (w *walker) store(i int, rowSet, cols, ld, rd uint32, diag uint64) {
	if i == w.rows {
		if !w.stop() {
			key := int(rowSet)<<w.h | int(cols)
			w.out[w.pos[key]] = diag
			w.pos[key]++
		}
		return
	}
	if w.err != nil {
		return
	}
	w.store(i+1, rowSet, cols, ld<<1&w.all, rd>>1, diag)
	r := w.y0 + i
	for free := w.all &^ (cols | ld | rd); free != 0; free &= free - 1 {
		bit := free & -free
		c := bits.TrailingZeros32(bit)
		w.store(i+1, rowSet|1<<i, cols|bit, (ld|bit)<<1&w.all, (rd|bit)>>1, diag|w.bitsOf(r, c))
	}
}

// midMask is the set of the half's diagonals through the middle column's
// queen on row m (0 for m < 0), in the half's frame; the middle column is
// column h, both of the left half and of the mirrored right one. Its "\"
// diagonal on row 0 and its "/" one on row n-1 miss the half.
func (q *quarters) midMask(m int) uint64 {
	if m < 0 {
		return 0
	}
	var mask uint64
	if m >= 1 {
		mask |= 1 << (m - 1) // "\" m-h
	}
	if m <= q.n-2 {
		mask |= 1 << (2*q.h + m) // "/" m+h
	}
	return mask
}

// cursor is where a list of halves stopped, to go on from: the top
// quarter's column set and the next of its tops (those clear of the middle
// queen, in order). The zero cursor is the list's start.
type cursor struct {
	cols uint32
	top  int
	on   bool // cols and top are set
	done bool // the list has ended
}

// halves appends to out the pattern of every placement of a half whose
// queens stand on the rows of rows (bit r for row r of the board), avoiding
// the diagonals in mid (scratch is room it may reuse and returns), from
// the cursor from on. With mirrored, the patterns are those of the right
// half (its "\" and "/" diagonals swap places). It stops before out
// would hold more than max candidates, and returns where it stopped: the
// list is then made in pieces of at most max each, the same halves in the
// same order as in one. It returns false, having appended nothing, only
// if not even one top's pairs fit in max.
func (q *quarters) halves(out, scratch []uint64, rows uint32, mid uint64, mirrored bool, max int, from cursor) ([]uint64, []uint64, cursor, bool) {
	h := q.h
	t := rows & (1<<h - 1)
	b := rows >> h
	k := bits.OnesCount32(t)
	if k+bits.OnesCount32(b) != h {
		return out, scratch, cursor{done: true}, true
	}
	all := uint32(1)<<h - 1
	th, bh := q.topHalf, q.botHalf
	// The middle queen's diagonals in the top's own frame, so that a top
	// is tested against them as it is stored, not moved first.
	midTop := th.preimage(mid)
	w := 2*h - 1
	lowW := uint64(1)<<w - 1
	lo := uint(q.n) // "/" of the first right column, row 0
	// The board's main diagonals in a half (the right one mirrored): the
	// "\" one crosses its top quarter, the "/" one its bottom quarter.
	slashBit := uint(q.h + q.n - 1) // and the "\" one is bit h-1
	// pattern reads the overlap diagonals off a set of the half's.
	pattern := func(u uint64) uint64 {
		p := u&lowW | (u>>(lo&63)&lowW)<<(w&63) // &63: see toHalf.apply
		if mirrored {
			p = p>>(w&63) | (p&lowW)<<(w&63)
		}
		return p
	}
	// Every k-subset c of the columns for the top quarter, from the
	// cursor's.
	c, first := uint32(1)<<k-1, 0
	if from.on {
		c, first = from.cols, from.top
	}
	for c <= all {
		tk := int(t<<h | c)
		bk := int(b<<h | (all &^ c))
		tops := q.top[q.topOff[tk]:q.topOff[tk+1]]
		bots := q.bot[q.botOff[bk]:q.botOff[bk+1]]
		if len(tops) != 0 && len(bots) != 0 {
			// The bottoms clear of the middle queen, and their patterns,
			// once for all tops: a pattern is read off the union of two
			// diagonal sets bit by bit, so it is the OR of theirs. Those
			// on the "/" main diagonal go last: a top on the "\" one
			// pairs with the others only, as a half on both main
			// diagonals weighs nothing (Counter.countRows).
			scratch = slices.Grow(scratch[:0], 2*len(bots)+len(tops))
			fb := scratch[:len(bots)]
			front, back := 0, len(bots)
			// Without a branch, as it would guess wrong half the time:
			// each bottom is written at both ends of the gap, and one of
			// them (or neither, under the middle queen) is kept.
			for _, db := range bots {
				db = bh.apply(db)
				keep := 1 - int(((db&mid)|-(db&mid))>>63) // db&mid == 0
				on := int(db >> (slashBit & 63) & 1)
				fb[front], fb[back-1] = db, db
				front += keep &^ on
				back -= keep & on
			}
			// Close the gap the bottoms under the middle queen left.
			fb = append(fb[:front], fb[back:]...)
			fp := scratch[len(bots) : len(bots)+len(fb)]
			for i, db := range fb {
				fp[i] = pattern(db)
			}
			// The tops clear of the middle queen (an odd board's), in
			// their order, again without a branch.
			ft, nt := tops, len(tops)
			if mid != 0 {
				ft, nt = scratch[2*len(bots):2*len(bots)+len(tops)], 0
				for _, dt := range tops {
					ft[nt] = dt
					on := dt & midTop
					nt += 1 - int((on|-on)>>63)
				}
			}
			// Every pair is written, and kept (the length moves on) when
			// the two share no diagonal: no branch to mispredict. So the
			// tops taken are as many as leave room for all their pairs.
			last := nt
			if first < nt && (nt-first)*len(fb) > max-len(out) {
				last = first + (max-len(out))/len(fb)
				if last == first {
					return out, scratch, cursor{cols: c, top: first, on: true}, len(out) > 0
				}
			}
			out = slices.Grow(out, (last-first)*len(fb))
			o := out[len(out):cap(out)]
			kept := 0
			for _, dt := range ft[first:last] {
				dt := th.apply(dt)
				pt := pattern(dt)
				// A top on the "\" main diagonal takes only the first
				// front bottoms (the tops off it come first: newQuarters).
				lim := len(fb) - int(dt>>(uint(h-1)&63)&1)*(len(fb)-front)
				fb := fb[:lim]
				fp := fp[:lim]
				for i, db := range fb {
					o[kept] = pt | fp[i]
					kept += int(((dt & db) - 1) >> 63)
				}
			}
			out = out[:len(out)+kept]
			if last < nt {
				return out, scratch, cursor{cols: c, top: last, on: true}, true
			}
		}
		first = 0
		if k == 0 {
			break
		}
		lowBit := c & -c
		x := c + lowBit
		c = (((x ^ c) >> 2) / lowBit) | x
	}
	return out, scratch, cursor{done: true}, true
}

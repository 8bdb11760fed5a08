package quadjoin

import (
	"math/bits"
	"slices"
)

// joiner counts the disjoint pairs between two lists of patterns, keeping
// its scratch space from one call to the next.
//
// One side, t, is sorted into buckets by a few cut bits (those most often
// set on both sides) and stored bit-sliced: for each remaining bit, a word
// per 64 patterns with a one for each pattern that lacks the bit. The
// slices of each chunk of up to 8 bits are pre-combined into a table of
// 2^width rows, row v being the AND of the slices of v's bits. A pattern
// of the other side then reads one row per chunk, ANDs them and counts the
// ones: 64 pairs per word. Its cut bits name the buckets it can pair with
// at all (those whose cut bits miss its own), and only their words are
// read; the other side is sorted by its cut bits too, so that those
// buckets are worked out once for each group of patterns alike.
type joiner struct {
	t     []uint64 // t's patterns, cut bits removed, bucketed, padded
	tOff  []int    // word at which bucket s starts, and the end
	valid []uint64 // which slots of t hold a pattern, a bit per slot
	tb    []uint16 // bucket of each pattern of ts
	rel   []int    // tOff relative to the tile being matched
	qs    []uint64 // qs's patterns, cut bits removed, grouped by them
	qOff  []int    // where group s of qs starts, and the end
	qb    []uint16 // group of each pattern of qs
	cnt   []int    // patterns of each group, at even and odd indices
	runs  []run    // the runs a group of qs reads
	pos   []int
	cuts  []int
	// keyCuts and keyBits are the cuts and width the keys were built for.
	keyCuts []int
	keyBits int
	key     [keyBytes][256]uint64 // per byte of a pattern: its bits without the cuts | its cut bits<<keyShift
	slices  []uint64              // slices[b*words+w]: the patterns of word w lacking bit b
	tab     []uint64              // tab[(c<<width+v)*words+w]: chunk c's row v
}

const (
	// keyBytes bytes hold a pattern of up to 2(2h-1) ≤ 48 bits (h ≤ 12,
	// N ≤ 25); up to N=21 (40 bits) the sixth is never read (groupKeys).
	keyBytes = 6
	// matchBits is the most bits a pattern may keep besides its cuts:
	// match has loops for up to 5 chunks of up to 8 bits. From N=22 the
	// patterns are wider, and as many more bits are cut.
	matchBits = 40
	// keyShift is where a key keeps its cut bits, above the others.
	keyShift = 48
	// maxCuts bounds the buckets to 2^maxCuts.
	maxCuts = 10
	// Below bruteFlatPairs pairs the pairs are compared one by one.
	bruteFlatPairs = 1 << 12
	// bucketPatterns is about the size of a bucket: the cut bits are as
	// many as leave buckets this big, so that a bucket's padding to whole
	// words stays a small part of it (measured: 64 and 512 are slower).
	bucketPatterns = 192
	// cutSample patterns of each side are counted to choose the cuts.
	cutSample = 256
	// widthQ: a pattern of the other side reads about 1/widthQ of a tile
	// (the buckets it can pair with, in runs), which chooseWidth weighs
	// against building the rows (measured: 2, 4, 16 and 32 are no faster).
	widthQ = 8
	// tileWords words of t are bit-sliced at a time, so that the tables
	// (up to 5 chunks of 256 rows) stay within a few megabytes.
	tileWords = 1024
)

// mainWeight[a][b] weighs a pair of halves of which one occupies a of
// the board's two main diagonals and the other b (see Counter.countRows).
var mainWeight = [3][3]uint64{{1, 1, 0}, {1, 2, 0}, {0, 0, 0}}

// bucketWeight[a][s] is mainWeight[a][b] for a bucket whose main-diagonal
// cut bits are s, b of them set.
var bucketWeight = func() (w [3][4]uint64) {
	for a := range w {
		for s := range w[a] {
			w[a][s] = mainWeight[a][bits.OnesCount(uint(s))]
		}
	}
	return w
}()

// count returns the number of pairs (a, b), a from qs and b from ts, with
// a&b == 0, each weighed by mainWeight for the bits of main (two bits, the
// main diagonals) that a and b hold; patterns have at most nbits bits
// (nbits ≤ 8·keyBytes, and at most maxCuts more than matchBits). It may
// reorder qs and ts.
func (j *joiner) count(qs, ts []uint64, nbits int, main uint64) uint64 {
	if len(qs) > len(ts) {
		qs, ts = ts, qs
	}
	if len(qs) == 0 {
		return 0
	}
	if len(qs)*len(ts) <= bruteFlatPairs {
		return countFlat(qs, ts, main)
	}
	// The main diagonals are always cut bits: a bucket then tells the
	// weight of its pairs.
	k := 2
	for k < maxCuts && k < nbits && len(ts)>>(k+1) >= bucketPatterns {
		k++
	}
	k = max(k, nbits-matchBits)
	j.chooseCuts(qs, ts, nbits, k, main)
	j.buildKeys(nbits)
	j.bucket(ts, k)
	j.sortQueries(qs, k)
	rest := nbits - k
	var total uint64
	words := j.tOff[len(j.tOff)-1]
	for t0 := 0; t0 < words; t0 += tileWords {
		t1 := min(t0+tileWords, words)
		width, nch := chooseWidth(rest, t1-t0, len(qs))
		j.build(t0, t1, rest, width, nch)
		total += j.match(t0, t1, k, width, nch)
	}
	return total
}

// countFlat compares every pair: (a&b)-1 has its top bit set exactly when
// a&b is 0, patterns having their top bit clear.
func countFlat(qs, ts []uint64, main uint64) uint64 {
	var total uint64
	for _, a := range qs {
		wt := &mainWeight[bits.OnesCount64(a&main)]
		for _, b := range ts {
			total += ((a & b) - 1) >> 63 * wt[bits.OnesCount64(b&main)]
		}
	}
	return total
}

// chooseCuts picks the k cut bits: the two of main, which come last, and
// those set on both sides most often, as a pair of patterns that share one
// is never matched; these come rarest in qs first.
func (j *joiner) chooseCuts(qs, ts []uint64, nbits, k int, main uint64) {
	j.cuts = j.cuts[:0]
	if k > 2 {
		j.chooseMore(qs, ts, nbits, k, main)
	}
	for m := main; m != 0; m &= m - 1 {
		j.cuts = append(j.cuts, bits.TrailingZeros64(m))
	}
}

// chooseMore appends to j.cuts the k-2 cut bits besides main's.
func (j *joiner) chooseMore(qs, ts []uint64, nbits, k int, main uint64) {
	var fq, ft [64]int
	for _, p := range qs[:min(len(qs), cutSample)] {
		for ; p != 0; p &= p - 1 {
			fq[bits.TrailingZeros64(p)]++
		}
	}
	for _, p := range ts[:min(len(ts), cutSample)] {
		for ; p != 0; p &= p - 1 {
			ft[bits.TrailingZeros64(p)]++
		}
	}
	taken := main
	for range k - 2 {
		best, bestScore := -1, -1
		for b := 0; b < nbits; b++ {
			if taken>>b&1 == 0 && fq[b]*ft[b] > bestScore {
				best, bestScore = b, fq[b]*ft[b]
			}
		}
		taken |= 1 << best
	}
	for b := 0; b < nbits; b++ {
		if (taken&^main)>>b&1 != 0 {
			j.cuts = append(j.cuts, b)
		}
	}
	// The rarest in qs first: a pattern of qs without the first j cut bits
	// pairs with runs of 2^j buckets side by side (runsOf).
	slices.SortStableFunc(j.cuts, func(a, b int) int { return fq[a] - fq[b] })
}

// buildKeys fills j.key for the cuts: the key of a pattern, the OR of its
// bytes' entries, has the pattern's other bits closed up from bit 0 and
// its cut bits (the bucket) from keyShift.
func (j *joiner) buildKeys(nbits int) {
	if slices.Equal(j.cuts, j.keyCuts) && nbits == j.keyBits {
		return // the last task's keys
	}
	j.keyCuts, j.keyBits = append(j.keyCuts[:0], j.cuts...), nbits
	// Where each bit goes: the i-th cut to bit keyShift+i, the others
	// closed up from bit 0.
	var dest [keyBytes * 8]uint
	for b := range dest {
		dest[b] = 64 // never set
	}
	var isCut uint64
	for i, c := range j.cuts {
		isCut |= 1 << c
		dest[c] = keyShift + uint(i)
	}
	var rest uint
	for b := 0; b < nbits; b++ {
		if isCut>>b&1 == 0 {
			dest[b] = rest
			rest++
		}
	}
	for i := 0; i < keyBytes; i++ {
		tab := &j.key[i]
		tab[0] = 0
		for v := 1; v < 256; v++ {
			low := bits.TrailingZeros(uint(v))
			var bit uint64
			if d := dest[i*8+low]; d < 64 {
				bit = 1 << d
			}
			tab[v] = tab[v&(v-1)] | bit
		}
	}
}

// keyOf is the key of a pattern's low 40 bits (groupKeys adds the rest).
func (j *joiner) keyOf(p uint64) uint64 {
	k := &j.key
	return k[0][p&255] | k[1][p>>8&255] | k[2][p>>16&255] | k[3][p>>24&255] | k[4][p>>32&255]
}

// bucket sorts ts by their cut bits into j.t, without the cut bits, each
// bucket starting on a word; padding slots are zero and not valid.
func (j *joiner) bucket(ts []uint64, k int) {
	nb := 1 << k
	j.tb = j.groupKeys(j.tb, ts, nb)
	// Counts to word offsets; a bucket's slots are valid from its first
	// on, as many as it holds.
	j.tOff = slices.Grow(j.tOff[:0], nb+1)[:nb+1]
	j.pos = slices.Grow(j.pos[:0], 2*nb)[:2*nb]
	j.valid = j.valid[:0]
	at := 0
	for b := 0; b < nb; b++ {
		even, size := j.cnt[2*b], j.cnt[2*b]+j.cnt[2*b+1]
		j.tOff[b] = at
		j.pos[2*b], j.pos[2*b+1] = at*64, at*64+even
		at += (size + 63) / 64
		for ; size >= 64; size -= 64 {
			j.valid = append(j.valid, ^uint64(0))
		}
		if size > 0 {
			j.valid = append(j.valid, 1<<size-1)
		}
	}
	j.tOff[nb] = at
	j.t = slices.Grow(j.t[:0], at*64)[:at*64]
	clear(j.t)
	scatter(j.t, ts, j.tb, j.pos)
}

// groupKeys replaces each pattern of ps by its key without the cut bits,
// returns their groups (the cut bits) in grp, and counts each group g in
// j.cnt: its patterns at even indices in j.cnt[2g], at odd ones in
// j.cnt[2g+1]. Two counters a group, taken in turn, so that patterns of
// one group in a row (as halves of one quarter group come) are not one
// chain of increments of one memory word, each waiting for the last; the
// same goes for the slots of scatter.
func (j *joiner) groupKeys(grp []uint16, ps []uint64, nb int) []uint16 {
	j.cnt = slices.Grow(j.cnt[:0], 2*nb)[:2*nb]
	clear(j.cnt)
	grp = slices.Grow(grp[:0], len(ps))[:len(ps)]
	// Two loops rather than a test in one: the sixth key byte is read only
	// past N=21, and the loop runs once per pattern.
	if j.keyBits > 40 {
		for i, p := range ps {
			key := j.keyOf(p) | j.key[5][p>>40&255]
			g := int(key >> keyShift)
			j.cnt[2*g+i&1]++
			ps[i], grp[i] = key&(1<<keyShift-1), uint16(g)
		}
		return grp
	}
	for i, p := range ps {
		key := j.keyOf(p)
		g := int(key >> keyShift)
		j.cnt[2*g+i&1]++
		ps[i], grp[i] = key&(1<<keyShift-1), uint16(g)
	}
	return grp
}

// scatter puts each pattern ps[i] of group grp[i] into dst at its group's
// next slot: pos[2g] for even i, pos[2g+1] for odd i (see groupKeys).
func scatter(dst, ps []uint64, grp []uint16, pos []int) {
	for i, p := range ps {
		at := 2*int(grp[i]) + i&1
		dst[pos[at]] = p
		pos[at]++
	}
}

// chooseWidth picks the chunk width of a tile's tables: building costs
// 2^width rows of words per chunk, matching (about) a row per chunk per
// pattern of the other side.
func chooseWidth(rest, words, nq int) (width, nch int) {
	if rest == 0 {
		return 1, 1
	}
	best := -1
	// At most 5 chunks: match has a loop for each count up to 5.
	for w := max(1, (rest+4)/5); w <= 8; w++ {
		c := (rest + w - 1) / w
		cost := c * (1<<w + nq/widthQ) * words
		if best < 0 || cost < best {
			best, width, nch = cost, w, c
		}
	}
	return width, nch
}

// build bit-slices t's words t0..t1 (patterns of rest bits) and combines the slices into nch chunk
// tables of width bits each.
func (j *joiner) build(t0, t1, rest, width, nch int) {
	words := t1 - t0
	nbits := nch * width
	j.slices = slices.Grow(j.slices[:0], nbits*words)[:nbits*words]
	var m [64]uint64
	for w := 0; w < words; w++ {
		copy(m[:], j.t[(t0+w)*64:])
		if rest <= 32 {
			transpose64x32(&m)
			clear(m[32:])
		} else {
			transpose64(&m)
		}
		for b := 0; b < nbits; b++ {
			j.slices[b*words+w] = m[b]
		}
	}
	rows := 1 << width
	j.tab = slices.Grow(j.tab[:0], nch*rows*words)[:nch*rows*words]
	for c := 0; c < nch; c++ {
		base := c * rows * words
		row0 := j.tab[base : base+words]
		if c == 0 {
			copy(row0, j.valid[t0:t1])
		} else {
			for w := range row0 {
				row0[w] = ^uint64(0)
			}
		}
		for v := 1; v < rows; v++ {
			prev := j.tab[base+(v&(v-1))*words:][:words]
			sl := j.slices[(c*width+bits.TrailingZeros(uint(v)))*words:][:words]
			dst := j.tab[base+v*words:][:words]
			for w := range dst {
				dst[w] = prev[w] &^ sl[w]
			}
		}
	}
}

// sortQueries puts qs's keys, without their cut bits, into j.qs sorted by
// their cut bits (the buckets they would fall in), j.qOff[s] being where
// those with cut bits s start: the patterns of one group pair with the same
// buckets of t, so match works out those once per group.
func (j *joiner) sortQueries(qs []uint64, k int) {
	nb := 1 << k
	j.qb = j.groupKeys(j.qb, qs, nb)
	j.qOff = slices.Grow(j.qOff[:0], nb+1)[:nb+1]
	j.pos = slices.Grow(j.pos[:0], 2*nb)[:2*nb]
	at := 0
	for b := 0; b < nb; b++ {
		j.qOff[b] = at
		j.pos[2*b], j.pos[2*b+1] = at, at+j.cnt[2*b]
		at += j.cnt[2*b] + j.cnt[2*b+1]
	}
	j.qOff[nb] = at
	j.qs = slices.Grow(j.qs[:0], len(qs))[:len(qs)]
	scatter(j.qs, qs, j.qb, j.pos)
}

// run is a stretch of a tile's words that a group of queries reads, all
// of buckets whose pairs weigh wt.
type run struct {
	o, e int
	wt   uint64
}

// runsOf returns the runs of the built tile (words off[s]..off[s+1] for
// bucket s) that a query with cut bits own pairs with: the buckets whose
// cut bits miss its own and whose pairs weigh something, neighbours merged.
// A query without the j lowest cut bits pairs with runs of 2^j buckets
// side by side (chooseCuts puts the bits rarest on its side lowest), never
// across the main diagonals' bits (from bit ms).
func runsOf(dst []run, off []int, own, full int, ms uint) []run {
	free := full &^ own
	step := 1 << min(bits.TrailingZeros(uint(own)), int(ms))
	free &^= step - 1
	wts := &bucketWeight[bits.OnesCount(uint(own>>ms))]
	dst = dst[:0]
	// Increasing submasks of free: the tile's order.
	for s := 0; ; s = (s - free) & free {
		if wt := wts[s>>ms]; wt != 0 {
			o, e := off[s], off[s+step]
			if n := len(dst); n > 0 && dst[n-1].e == o && dst[n-1].wt == wt {
				dst[n-1].e = e
			} else if e > o {
				dst = append(dst, run{o, e, wt})
			}
		}
		if s == free {
			break
		}
	}
	return dst
}

// match counts, for each query (j.qs, grouped by j.qOff), the patterns of
// the built tile (t's words t0..t1) that miss it.
func (j *joiner) match(t0, t1, k, width, nch int) uint64 {
	words := t1 - t0
	// The bucket ranges relative to the tile, clipped to it.
	nb := 1 << k
	j.rel = slices.Grow(j.rel[:0], nb+1)[:nb+1]
	for s, o := range j.tOff {
		j.rel[s] = min(max(o-t0, 0), words)
	}
	m := matcher{
		tab: j.tab, words: words, width: uint(width), stride: (1 << width) * words,
		mask: 1<<width - 1,
	}
	var total uint64
	for own := range nb {
		qs := j.qs[j.qOff[own]:j.qOff[own+1]]
		if len(qs) == 0 {
			continue
		}
		j.runs = runsOf(j.runs, j.rel, own, nb-1, uint(k-2))
		if len(j.runs) == 0 {
			continue
		}
		switch nch {
		case 1:
			total += m.match1(qs, j.runs)
		case 2:
			total += m.match2(qs, j.runs)
		case 3:
			total += m.match3(qs, j.runs)
		case 4:
			total += m.match4(qs, j.runs)
		default:
			total += m.match5(qs, j.runs)
		}
	}
	return total
}

// matcher is what the loops of match read: a tile's tables. Its loops
// read a run's words of each row by index, after one bounds check of the
// run's last word per row (runs are never empty): cheaper than a slice of
// each row per run. The loops for 4 and 5 chunks (N ≥ 16) take two
// queries of a group at a time, which share the runs (N=18: −7 % CPU).
type matcher struct {
	tab    []uint64
	words  int
	width  uint
	stride int // words of one chunk's table
	mask   uint64
}

// row returns chunk c's row for the query p (its bits without the cuts).
func (m *matcher) row(p uint64, c uint) []uint64 {
	return m.tab[int(c)*m.stride+int(p>>(c*m.width)&m.mask)*m.words:][:m.words]
}

func (m *matcher) match1(qs []uint64, runs []run) uint64 {
	var total uint64
	for _, p := range qs {
		a := m.row(p, 0)
		for _, r := range runs {
			o, end := uint(r.o), uint(r.e)
			_ = a[end-1]
			var cnt uint64
			for w := o; w < end; w++ {
				cnt += uint64(bits.OnesCount64(a[w]))
			}
			total += cnt * r.wt
		}
	}
	return total
}

func (m *matcher) match2(qs []uint64, runs []run) uint64 {
	var total uint64
	for _, p := range qs {
		a, b := m.row(p, 0), m.row(p, 1)
		for _, r := range runs {
			o, end := uint(r.o), uint(r.e)
			_, _ = a[end-1], b[end-1]
			var cnt uint64
			for w := o; w < end; w++ {
				cnt += uint64(bits.OnesCount64(a[w] & b[w]))
			}
			total += cnt * r.wt
		}
	}
	return total
}

func (m *matcher) match3(qs []uint64, runs []run) uint64 {
	var total uint64
	for _, p := range qs {
		a, b, c := m.row(p, 0), m.row(p, 1), m.row(p, 2)
		for _, r := range runs {
			o, end := uint(r.o), uint(r.e)
			_, _, _ = a[end-1], b[end-1], c[end-1]
			var cnt uint64
			for w := o; w < end; w++ {
				cnt += uint64(bits.OnesCount64(a[w] & b[w] & c[w]))
			}
			total += cnt * r.wt
		}
	}
	return total
}

func (m *matcher) match4(qs []uint64, runs []run) uint64 {
	var total uint64
	for ; len(qs) >= 2; qs = qs[2:] {
		a, b, c, d := m.row(qs[0], 0), m.row(qs[0], 1), m.row(qs[0], 2), m.row(qs[0], 3)
		f, g, h, i := m.row(qs[1], 0), m.row(qs[1], 1), m.row(qs[1], 2), m.row(qs[1], 3)
		for _, r := range runs {
			o, end := uint(r.o), uint(r.e)
			_, _, _, _ = a[end-1], b[end-1], c[end-1], d[end-1]
			_, _, _, _ = f[end-1], g[end-1], h[end-1], i[end-1]
			var cnt uint64
			for w := o; w < end; w++ {
				cnt += uint64(bits.OnesCount64(a[w]&b[w]&c[w]&d[w])) + uint64(bits.OnesCount64(f[w]&g[w]&h[w]&i[w]))
			}
			total += cnt * r.wt
		}
	}
	for _, p := range qs {
		a, b, c, d := m.row(p, 0), m.row(p, 1), m.row(p, 2), m.row(p, 3)
		for _, r := range runs {
			o, end := uint(r.o), uint(r.e)
			_, _, _, _ = a[end-1], b[end-1], c[end-1], d[end-1]
			var cnt uint64
			for w := o; w < end; w++ {
				cnt += uint64(bits.OnesCount64(a[w] & b[w] & c[w] & d[w]))
			}
			total += cnt * r.wt
		}
	}
	return total
}

func (m *matcher) match5(qs []uint64, runs []run) uint64 {
	var total uint64
	// Two queries at a time: one pass over the runs for both.
	for ; len(qs) >= 2; qs = qs[2:] {
		a, b, c, d, e := m.row(qs[0], 0), m.row(qs[0], 1), m.row(qs[0], 2), m.row(qs[0], 3), m.row(qs[0], 4)
		f, g, h, i, j := m.row(qs[1], 0), m.row(qs[1], 1), m.row(qs[1], 2), m.row(qs[1], 3), m.row(qs[1], 4)
		for _, r := range runs {
			o, end := uint(r.o), uint(r.e)
			_, _, _, _, _ = a[end-1], b[end-1], c[end-1], d[end-1], e[end-1]
			_, _, _, _, _ = f[end-1], g[end-1], h[end-1], i[end-1], j[end-1]
			var cnt uint64
			for w := o; w < end; w++ {
				cnt += uint64(bits.OnesCount64(a[w]&b[w]&c[w]&d[w]&e[w])) + uint64(bits.OnesCount64(f[w]&g[w]&h[w]&i[w]&j[w]))
			}
			total += cnt * r.wt
		}
	}
	for _, p := range qs {
		a, b, c, d, e := m.row(p, 0), m.row(p, 1), m.row(p, 2), m.row(p, 3), m.row(p, 4)
		for _, r := range runs {
			o, end := uint(r.o), uint(r.e)
			_, _, _, _, _ = a[end-1], b[end-1], c[end-1], d[end-1], e[end-1]
			var cnt uint64
			for w := o; w < end; w++ {
				cnt += uint64(bits.OnesCount64(a[w] & b[w] & c[w] & d[w] & e[w]))
			}
			total += cnt * r.wt
		}
	}
	return total
}

// transpose64 transposes a 64×64 bit matrix: afterwards bit i of m[b] is
// what bit b of m[i] was. It swaps ever smaller blocks across the
// diagonal: 32×32, then 16×16 within each, and so on.
func transpose64(m *[64]uint64) {
	mask := uint64(0x00000000FFFFFFFF)
	for d := 32; d != 0; d >>= 1 {
		for k := 0; k < 64; k = (k + d + 1) &^ d {
			// k runs over the rows whose bit d is clear.
			a, b := m[k], m[k+d]
			t := (a>>d ^ b) & mask
			m[k] = a ^ t<<d
			m[k+d] = b ^ t
		}
		mask ^= mask << (d >> 1)
	}
}

// transpose64x32 is transpose64 for rows whose top 32 bits are clear:
// only the first 32 rows of the result are made (the others would be 0).
// Rows k and k+32 share a word, and the 32×32 steps transpose both halves
// at once.
func transpose64x32(m *[64]uint64) {
	var r [32]uint64
	for k := range r {
		r[k] = m[k] | m[k+32]<<32
	}
	swapBlocks(&r, 16, 0x0000FFFF0000FFFF)
	swapBlocks(&r, 8, 0x00FF00FF00FF00FF)
	swapBlocks(&r, 4, 0x0F0F0F0F0F0F0F0F)
	swapBlocks(&r, 2, 0x3333333333333333)
	swapBlocks(&r, 1, 0x5555555555555555)
	copy(m[:32], r[:])
}

// swapBlocks is one step of transpose64x32: it swaps the d×d blocks of
// each 2d×2d one across its diagonal, in both 32-bit halves of the words.
// Inlined with a constant d; the indices masked to 0..31 need no bounds
// checks (k has bit d clear, so k|d is k+d).
func swapBlocks(r *[32]uint64, d uint, mask uint64) {
	for k := uint(0); k < 32; k = (k + d + 1) &^ d {
		a, b := r[k&31], r[(k|d)&31]
		t := (a>>d ^ b) & mask
		r[k&31] = a ^ t<<d
		r[(k|d)&31] = b ^ t
	}
}

package quadjoin

import (
	"math/bits"
	"slices"
)

// joiner counts disjoint pairs between two lists of patterns, keeping its
// scratch space from one call to the next.
type joiner struct {
	q, t       []uint64 // the two sides, bucketed (t padded to whole words)
	qOff, tOff []int    // bucket starts: pattern index in q, word index in t
	slices     []uint64 // bit-sliced t of one tile: slices[b*words+w]
	tab        []uint64 // pre-combined slices: tab[(c<<width+v)*words+w]
	valid      []uint64
	qb, tb     []uint8 // bucket of each pattern of qs, ts
	cuts       []int
	tCount     []int
	pos        []int
}

// Patterns of each side whose bits are counted to choose the cuts.
const cutSample = 512

// Below this many pairs the pairs are compared one by one.
const bruteFlatPairs = 1 << 12

// Words of t bit-sliced at a time: the tables of a tile (up to 8 chunks of
// 256 rows of tileWords words) stay within a few megabytes.
const tileWords = 256

// count returns the number of pairs (a, b), a from qs and b from ts, with
// a&b == 0; patterns have at most nbits bits (nbits < 64). It may reorder
// qs and ts.
func (j *joiner) count(qs, ts []uint64, nbits int) uint64 {
	if len(qs) > len(ts) {
		qs, ts = ts, qs
	}
	if len(qs) == 0 {
		return 0
	}
	if len(qs)*len(ts) <= bruteFlatPairs {
		return countFlat(qs, ts)
	}
	cuts := j.chooseCuts(qs, ts, nbits)
	k := len(cuts)
	rest := nbits - k
	j.bucket(qs, ts, cuts)
	var total uint64
	nb := 1 << k
	full := nb - 1
	for b := 0; b < nb; b++ {
		w0, w1 := j.tOff[b], j.tOff[b+1]
		if w0 == w1 {
			continue
		}
		// The q buckets whose cut bits miss b's: the submasks of ^b.
		var nq int
		free := full &^ b
		for s := free; ; s = (s - 1) & free {
			nq += j.qOff[s+1] - j.qOff[s]
			if s == 0 {
				break
			}
		}
		if nq == 0 {
			continue
		}
		for t0 := w0; t0 < w1; t0 += tileWords {
			t1 := min(t0+tileWords, w1)
			words := t1 - t0
			width, nch := chooseWidth(rest, words, nq)
			j.build(t0, t1, b, rest, width, nch)
			for s := free; ; s = (s - 1) & free {
				total += j.match(j.q[j.qOff[s]:j.qOff[s+1]], words, width, nch)
				if s == 0 {
					break
				}
			}
		}
	}
	return total
}

// countFlat compares every pair: (a&b)-1 has its top bit set exactly when
// a&b is 0, patterns having their top bit clear.
func countFlat(qs, ts []uint64) uint64 {
	var total uint64
	for _, a := range qs {
		for _, b := range ts {
			total += ((a & b) - 1) >> 63
		}
	}
	return total
}

// chooseCuts picks the bits the buckets are cut by: those set on both
// sides most often (a pair of buckets that share one is never matched), as
// many as keep t's buckets a few words long. They come back highest first.
func (j *joiner) chooseCuts(qs, ts []uint64, nbits int) []int {
	// A sample of each side tells the bits' frequencies well enough.
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
	k := 0
	for k < 8 && len(ts)>>(k+1) >= 256 {
		k++
	}
	// The k best by selection: k and nbits are small.
	cuts := j.cuts[:0]
	var taken uint64
	for range k {
		best, bestScore := -1, -1
		for b := 0; b < nbits; b++ {
			if taken>>b&1 == 0 && fq[b]*ft[b] > bestScore {
				best, bestScore = b, fq[b]*ft[b]
			}
		}
		taken |= 1 << best
	}
	for b := nbits - 1; b >= 0; b-- {
		if taken>>b&1 != 0 {
			cuts = append(cuts, b)
		}
	}
	j.cuts = cuts
	return cuts
}

// bucket sorts qs and ts by their cut bits into j.q and j.t, removing the
// cut bits (the remaining bits close up, lowest first); t's buckets start on
// word boundaries, and its padding is zero.
func (j *joiner) bucket(qs, ts []uint64, cuts []int) {
	nb := 1 << len(cuts)
	key := func(p uint64) (int, uint64) {
		var b int
		for i, c := range cuts { // highest first, so the bits below stay put
			bit := p >> c & 1
			b |= int(bit) << i
			low := uint64(1)<<c - 1
			p = p&low | (p>>1)&^low
		}
		return b, p
	}
	j.qOff = slices.Grow(j.qOff[:0], nb+1)[:nb+1]
	j.tOff = slices.Grow(j.tOff[:0], nb+1)[:nb+1]
	clear(j.qOff)
	clear(j.tOff)
	j.qb = slices.Grow(j.qb[:0], len(qs))[:len(qs)]
	j.tb = slices.Grow(j.tb[:0], len(ts))[:len(ts)]
	j.tCount = slices.Grow(j.tCount[:0], nb)[:nb]
	clear(j.tCount)
	tCount := j.tCount
	for i, p := range qs {
		b, r := key(p)
		j.qOff[b+1]++
		qs[i], j.qb[i] = r, uint8(b)
	}
	for i, p := range ts {
		b, r := key(p)
		tCount[b]++
		ts[i], j.tb[i] = r, uint8(b)
	}
	for b := 0; b < nb; b++ {
		j.qOff[b+1] += j.qOff[b]
		j.tOff[b+1] = j.tOff[b] + (tCount[b]+63)/64
	}
	j.q = slices.Grow(j.q[:0], len(qs))[:len(qs)]
	nt := j.tOff[nb] * 64
	j.t = slices.Grow(j.t[:0], nt)[:nt]
	clear(j.t)
	j.valid = slices.Grow(j.valid[:0], j.tOff[nb])[:j.tOff[nb]]
	clear(j.valid)
	j.pos = slices.Grow(j.pos[:0], nb)[:nb]
	pos := j.pos
	copy(pos, j.qOff[:nb])
	for i, p := range qs {
		b := j.qb[i]
		j.q[pos[b]] = p
		pos[b]++
	}
	for b := 0; b < nb; b++ {
		pos[b] = j.tOff[b] * 64
	}
	for i, p := range ts {
		b := j.tb[i]
		k := pos[b]
		j.t[k] = p
		j.valid[k/64] |= 1 << (k % 64)
		pos[b]++
	}
}

// chooseWidth picks the chunk width of the tables for a tile of words
// words matched by nq patterns: building costs 2^width rows per chunk,
// matching one AND per chunk per pattern.
func chooseWidth(rest, words, nq int) (width, nch int) {
	if rest == 0 {
		return 1, 1
	}
	best := -1
	for w := 1; w <= 8; w++ {
		c := (rest + w - 1) / w
		cost := c * (1<<w + nq) * words
		if best < 0 || cost < best {
			best, width, nch = cost, w, c
		}
	}
	return width, nch
}

// build bit-slices t's words t0..t1 (of bucket b) and combines the slices
// into nch chunk tables of width bits each.
func (j *joiner) build(t0, t1, b, rest, width, nch int) {
	words := t1 - t0
	nbits := nch * width
	j.slices = slices.Grow(j.slices[:0], nbits*words)[:nbits*words]
	var m [64]uint64
	for w := 0; w < words; w++ {
		copy(m[:], j.t[(t0+w)*64:])
		transpose64(&m)
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
			prev := j.tab[base+(v&(v-1))*words : base+(v&(v-1))*words+words]
			sl := j.slices[(c*width+bits.TrailingZeros(uint(v)))*words:][:words]
			dst := j.tab[base+v*words : base+v*words+words]
			for w := range dst {
				dst[w] = prev[w] &^ sl[w]
			}
		}
	}
}

// match counts, for each pattern of qs, the patterns of the built tile
// that miss it.
func (j *joiner) match(qs []uint64, words, width, nch int) uint64 {
	var total uint64
	rows := 1 << width
	mask := uint64(rows - 1)
	stride := rows * words
	tab := j.tab
	switch nch {
	case 1:
		for _, p := range qs {
			a := tab[int(p&mask)*words:][:words]
			for w := range a {
				total += uint64(bits.OnesCount64(a[w]))
			}
		}
	case 2:
		for _, p := range qs {
			a := tab[int(p&mask)*words:][:words]
			b := tab[stride+int(p>>width&mask)*words:][:words]
			for w := range a {
				total += uint64(bits.OnesCount64(a[w] & b[w]))
			}
		}
	case 3:
		for _, p := range qs {
			a := tab[int(p&mask)*words:][:words]
			b := tab[stride+int(p>>width&mask)*words:][:words]
			c := tab[2*stride+int(p>>(2*width)&mask)*words:][:words]
			for w := range a {
				total += uint64(bits.OnesCount64(a[w] & b[w] & c[w]))
			}
		}
	case 4:
		for _, p := range qs {
			a := tab[int(p&mask)*words:][:words]
			b := tab[stride+int(p>>width&mask)*words:][:words]
			c := tab[2*stride+int(p>>(2*width)&mask)*words:][:words]
			d := tab[3*stride+int(p>>(3*width)&mask)*words:][:words]
			for w := range a {
				total += uint64(bits.OnesCount64(a[w] & b[w] & c[w] & d[w]))
			}
		}
	case 5:
		for _, p := range qs {
			a := tab[int(p&mask)*words:][:words]
			b := tab[stride+int(p>>width&mask)*words:][:words]
			c := tab[2*stride+int(p>>(2*width)&mask)*words:][:words]
			d := tab[3*stride+int(p>>(3*width)&mask)*words:][:words]
			e := tab[4*stride+int(p>>(4*width)&mask)*words:][:words]
			for w := range a {
				total += uint64(bits.OnesCount64(a[w] & b[w] & c[w] & d[w] & e[w]))
			}
		}
	default:
		acc := make([]uint64, words)
		for _, p := range qs {
			copy(acc, tab[int(p&mask)*words:][:words])
			for c := 1; c < nch; c++ {
				r := tab[c*stride+int(p>>(c*width)&mask)*words:][:words]
				for w := range acc {
					acc[w] &= r[w]
				}
			}
			for _, x := range acc {
				total += uint64(bits.OnesCount64(x))
			}
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

// Package quadjoin counts the solutions of the n×n board by joining half
// boards instead of walking the search tree row by row (a meet in the
// middle, after the quadrant-join idea of EvgenyKluev/N-Queens-Count-Sol).
// Every solution puts h = n/2 queens in the left columns 0..h-1 and h in
// the right columns n-h..n-1 (an odd board also has one in the middle
// column, at some row m). Fix the set R of rows whose queen is on the left:
// the left half is then a placement of h queens on the rows R, one per left
// column, and the right half one on the other rows, one per right column.
// Each half is put together from the placements of its top and bottom
// quarters, tabled once per board (quarters.go), each placement a word of
// the diagonals it occupies: only those another piece can share, so that
// one word holds it up to MaxN and beyond (why this encoding rather than
// two words: quarters.go). A left and a right half
// make a solution exactly when they share no diagonal, and the only
// diagonals both halves can reach are the 2h-1 central ones of each
// direction, so each half is reduced to a pattern of 2(2h-1) bits and the
// task is to count the pairs of patterns that are disjoint (join.go).
//
// That count is done 64 pairs at a time: the patterns of one side are
// stored bit-sliced (for each bit, a word per 64 patterns telling which of
// them lack it), with the slices of up to 8 bits pre-combined into tables,
// so a pattern of the other side is matched against 64 at once by a few
// ANDs and a popcount. Before that, both sides are sorted into buckets by a
// few of the bits that most often clash, and only buckets whose bits are
// disjoint are matched at all.
//
// Symmetry: turning the board upside down maps the left rows R to their
// reflection, and mirroring it left to right maps R to the other rows, so
// the count of R is the count of its whole orbit under these (up to 4 row
// sets) and only one row set per orbit is joined, weighted by the orbit's
// size (tasks.go). The reflections in the two main diagonals give a factor
// more where both main diagonals are occupied (Counter.countRows): such a
// board is counted twice if their queens are in different halves, and not
// at all if they are in one half, so no half on both is ever joined. The
// unique count (classes under all 8 symmetries) is not visible in a join;
// Burnside's lemma gives it from the total and the numbers of solutions
// that a half and a quarter turn leave unchanged, which a small search over
// the symmetric boards counts (symmetric.go).
package quadjoin

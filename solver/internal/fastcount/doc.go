// Package fastcount is the solver's tuned solution counter. It computes
// what the classic bitmask search computes (countPlain in the solver's
// count.go: one word each for the attacked columns and diagonals, the lowest
// free square taken first, one recursion per row), only several times
// faster, through these tricks, each named where it is used:
//
//   - Symmetry, deepest border queen on top (engine.go): only one image of
//     each class of 8 solutions is searched, the one whose deepest border
//     queen is on the top row; the rare boards that may tie with one of
//     their images are settled by comparing the images (search.go, settle).
//   - Tasks (split.go): the top rows are expanded into a fixed list of
//     thousands of independent subtrees, the same for every run of a board,
//     which any number of workers take in turn (run.go). Run counts any
//     range of the list, and the ranges' counts add up.
//   - An explicit stack with look-ahead (dfs.go, search.go): no calls in the
//     inner loop, and a child whose row has no free square is never pushed.
//   - Diagonal projection (search.go): the queens' diagonals shifted down to
//     the last row prune a branch once no bottom square is left.
//   - Free squares of the rows ahead (search.go): for the last rows, each
//     row's free squares are tracked instead of the diagonals, which gives
//     two cheap prunings: kill masks (kill: the candidates that would empty a
//     row below, for all candidates at once) and column coverage (every
//     column left needs a free square on some row below).
//   - The last two rows counted, not placed (search.go): |p|·|q| less the
//     pairs that share a column.
//   - The tie carry (search.go): whether a queen stands on a square that
//     may make a board tie with an image rides in bit 31 of the column
//     word, set without a branch by a carry into that bit.
//
// Boards are at most 32 columns wide: the engine keeps a row in a uint32.
package fastcount

// MaxN is the widest board the engine counts: one uint32 per row.
const MaxN = 32

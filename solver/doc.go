// Package solver holds everything nqueens knows about the N-Queens problem,
// with no user-interface code: a step-wise backtracking engine that yields one
// teaching event at a time (and can rewind), a fast solution counter, a
// streaming enumerator, the k-th solution, and the 8 board symmetries.
//
// Boards are described by column lists: queens[r] is the column (0-based) of
// the queen in row r, rows numbered from the top.
package solver

// MaxN is the largest board the engine accepts: one machine word per row mask.
const MaxN = 64

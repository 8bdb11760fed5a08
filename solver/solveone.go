package solver

import (
	"context"
	"errors"
	"fmt"
)

// Columns is one solution given row by row, for boards too large to hold
// as an []int: Col(r) is the column of row r's queen, for r in 0..Len()-1.
type Columns interface {
	Len() int
	Col(r int) int
}

// int32Columns is a placement held in memory (min-conflicts').
type int32Columns []int32

func (q int32Columns) Len() int      { return len(q) }
func (q int32Columns) Col(r int) int { return int(q[r]) }

// ErrNoSolution is SolveOne's error for a board that has no solution (N=2
// and N=3) when the strategy can tell.
var ErrNoSolution = errors.New("the board has no solution")

// SolveOne finds the one solution of a strategy that is not exhaustive
// (see Strategy.Exhaustive) on the n×n board, 1 ≤ n ≤ s.MaxSolveN().
func SolveOne(ctx context.Context, n int, s Strategy, opt StepperOptions) (Columns, error) {
	sp := s.spec()
	if !s.known() || sp.solveOne == nil {
		return nil, fmt.Errorf("solver: %v finds every solution, not one", s)
	}
	if err := checkSize(n, sp.maxSolveN); err != nil {
		return nil, err
	}
	return sp.solveOne(ctx, n, opt)
}

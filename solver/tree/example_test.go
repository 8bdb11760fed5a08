package tree_test

import (
	"fmt"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/solver/tree"
)

// A view feeds the tree as it steps (Next), and after any other move of the
// stepper — back, a seek, a jump — asks the tree to follow (Sync).
func Example() {
	s, _ := solver.New(4, solver.Array, nil)
	t := tree.New(s)
	for range 11 {
		t.Next(s)
	}
	fmt.Print(t.Text(tree.Options{Width: 60, Height: 10}))
	s.Back()
	s.Back()
	t.Sync(s)
	fmt.Print(t.Text(tree.Options{Width: 60, Height: 10, ASCII: true}))
	fmt.Println(t.Totals(false, i18n.En))
	// Output:
	// empty board
	// └─ ♛ (0,0)
	//    ├─ ✗ (1,0)  column of (0,0)
	//    ├─ ✗ (1,1)  diagonal of (0,0)
	//    └─ ♛ (1,2)
	//       ├─ ✗ (2,0)  column of (0,0)
	//       └─ ○ (2,1)  trying ◀
	// empty board
	// `- Q (0,0)
	//    |- x (1,0)  column of (0,0)
	//    |- x (1,1)  diagonal of (0,0)
	//    `- Q (1,2)
	//       `- ? (2,0)  trying <
	// tried 5 squares; 4⁴ = 256 placements; 4! = 24 permutations
}

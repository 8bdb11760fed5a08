package solver

// The pseudocode of each strategy, the single source of truth for every view
// that shows it. Each event's Code field is an index into these lines, so
// that a UI can highlight the line that is executing.

var arrayPseudocode = []string{
	"solve(row):",
	"  if row == n:",
	"    report solution; return",
	"  for col in 0 ..< n:",
	"    if cols[col] or diag[row-col+n-1] or anti[row+col]:",
	"      continue                # attacked: skip",
	"    place queen; mark cols, diag, anti",
	"    solve(row + 1)",
	"    lift queen; unmark        # backtrack",
	"  return                      # row exhausted",
}

// Lines of arrayPseudocode that events map to.
const (
	arrayCodeSolution  = 2
	arrayCodeTry       = 3
	arrayCodeAttack    = 5
	arrayCodePlace     = 6
	arrayCodeBacktrack = 8
	arrayCodeDone      = 9
)

var bitmaskPseudocode = []string{
	"solve(row, cols, ld, rd):",
	"  if row == n:",
	"    report solution; return",
	"  free = mask &^ (cols | ld | rd)",
	"  while free != 0:",
	"    bit = free & -free        # lowest free square",
	"    free ^= bit",
	"    solve(row+1, cols|bit, (ld|bit)<<1, (rd|bit)>>1)",
	"    # back here: queen lifted  (backtrack)",
	"  return                      # row exhausted",
}

// Lines of bitmaskPseudocode that events map to.
const (
	bitmaskCodeSolution  = 2
	bitmaskCodeAttack    = 3
	bitmaskCodeTry       = 5
	bitmaskCodePlace     = 7
	bitmaskCodeBacktrack = 8
	bitmaskCodeDone      = 9
)

// Pseudocode returns the lines of the strategy's pseudocode. The caller must
// not modify the slice.
func Pseudocode(s Strategy) []string {
	if s == Bitmask {
		return bitmaskPseudocode
	}
	return arrayPseudocode
}

// codeLines maps each event kind to its pseudocode line, per strategy.
var codeLines = [2][Done + 1]int{
	Array: {
		None: 0, Try: arrayCodeTry, Attack: arrayCodeAttack, Place: arrayCodePlace,
		Backtrack: arrayCodeBacktrack, Solution: arrayCodeSolution, Done: arrayCodeDone,
	},
	Bitmask: {
		None: 0, Try: bitmaskCodeTry, Attack: bitmaskCodeAttack, Place: bitmaskCodePlace,
		Backtrack: bitmaskCodeBacktrack, Solution: bitmaskCodeSolution, Done: bitmaskCodeDone,
	},
}

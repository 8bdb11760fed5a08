package solver

// The pseudocode of each strategy, the single source of truth for every view
// that shows it. Its lines are short enough that the watch view's panel
// beside a board of 7×3 squares on a 100-column projector wraps only the
// check and the call. Each event's Code field is an index into these lines, so
// that a UI can highlight the line that is executing; CodeLines gives every
// line an event stands for, so that every line of the pseudocode is shown
// executing by some event.

var arrayPseudocode = []string{
	"solve(row):",
	"  if row == n:",
	"    report solution; return",
	"  for col in 0 ..< n:",
	"    if cols[col] or diag[row-col+n-1] or anti[row+col]:",
	"      continue                # attacked: skip",
	"    place; mark cols, diag, anti",
	"    solve(row + 1)",
	"    lift queen; unmark        # backtrack",
	"  return                      # row exhausted",
}

var bitmaskPseudocode = []string{
	"solve(row, cols, ld, rd):",
	"  if row == n:",
	"    report solution; return",
	"  free = mask &^ (cols | ld | rd)",
	"  while free != 0:",
	"    bit = free & -free        # lowest free square",
	"    free ^= bit",
	"    solve(row+1, cols|bit, (ld|bit)<<1, (rd|bit)>>1)",
	"    # backtrack: queen lifted",
	"  return                      # row exhausted",
}

var fcPseudocode = []string{
	"fc(domains):",
	"  if every row has a queen:",
	"    report solution; return",
	"  row = next row   # mrv: fewest squares",
	"  for col in domains[row]:",
	"    place a queen on (row, col)",
	"    prune its attacks from the other rows",
	"    if no domain is empty: fc(domains)",
	"    lift; restore domains   # backtrack",
	"  return              # row exhausted",
}

var minConflictsPseudocode = []string{
	"min_conflicts(n, max_moves):",
	"  a queen on each row  # again on a plateau",
	"  for move in 1 .. max_moves:",
	"    if no queen is attacked: break",
	"    q = a random attacked queen",
	"    count the conflicts on q's row",
	"    move q to a square with fewest",
	"  if a queen is attacked: give up",
	"  return",
}

// Pseudocode returns the lines of the strategy's pseudocode. The caller must
// not modify the slice.
func Pseudocode(s Strategy) []string {
	switch s {
	case Bitmask:
		return bitmaskPseudocode
	case FC:
		return fcPseudocode
	case MinConflicts:
		return minConflictsPseudocode
	}
	return arrayPseudocode
}

// span is the lines of the pseudocode one event stands for, first to last,
// and the one of them that Event.Code names.
type span struct{ first, last, code int }

// eventLines maps each event kind to its lines, per strategy. Every line of
// each pseudocode belongs to at least one kind, and each event executes in
// one call of solve — the frame of its row (row n for a solution, the
// starting row for the start and the end), so a call stack shown beside
// the pseudocode agrees with it:
//   - array: a try is the loop and its check, an attack the check and its
//     continue, a place the placing and the recursive call;
//   - bitmask: the attacked squares are those the free line excludes, a try
//     is the loop taking the lowest free bit, a place clears the bit and
//     makes the call with the shifted words;
//   - fc: a place is entering the row (picking it) and taking the next
//     square of its domain, a wipe-out the check that fails (the call is
//     skipped); the call itself leads to the next place or the solution;
//   - min-conflicts (no recursion): a pick is the loop, its test and the
//     draw, a solution the test that breaks out of the loop.
var eventLines = [MinConflicts + 1][numKinds]span{
	Array: {
		None:      {0, 0, 0},
		Try:       {3, 4, 4},
		Attack:    {4, 5, 5},
		Place:     {6, 7, 7},
		Backtrack: {8, 8, 8},
		Solution:  {1, 2, 2},
		Done:      {9, 9, 9},
	},
	Bitmask: {
		None:      {0, 0, 0},
		Attack:    {3, 3, 3},
		Try:       {4, 5, 5},
		Place:     {6, 7, 7},
		Backtrack: {8, 8, 8},
		Solution:  {1, 2, 2},
		Done:      {9, 9, 9},
	},
	FC: {
		None:      {0, 0, 0},
		Place:     {3, 5, 5},
		Prune:     {6, 6, 6},
		WipeOut:   {7, 7, 7},
		Backtrack: {8, 8, 8},
		Solution:  {1, 2, 2},
		Done:      {9, 9, 9},
	},
	MinConflicts: {
		None:     {0, 0, 0},
		Start:    {1, 1, 1},
		Pick:     {2, 4, 4},
		Evaluate: {5, 5, 5},
		Move:     {6, 6, 6},
		Solution: {3, 3, 3},
		GiveUp:   {7, 7, 7},
		Done:     {8, 8, 8},
	},
}

// CodeLines returns the lines of Pseudocode(s), first to last, that an
// event of kind k stands for: a UI marks all of them, so that every line is
// seen executing (the check at a try, the recursive call at a place).
// Event.Code is one of them.
func CodeLines(s Strategy, k Kind) (first, last int) {
	if int(s) >= len(eventLines) {
		s = Array
	}
	if k >= numKinds {
		k = None
	}
	sp := eventLines[s][k]
	return sp.first, sp.last
}

// code returns the line an event of kind k names in Event.Code.
func code(s Strategy, k Kind) int { return eventLines[s][k].code }

package accessible

// Every sentence the accessible mode writes is made here, one small
// function each, so that a message catalogue can replace them in one
// place. Rows and columns are numbered from 0, as in the watch view,
// trace and the narration.

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/internal/teach/exercise"
	"github.com/nqueens/nqueens/solver"
)

func msgWelcome(n int, strategy solver.Strategy) string {
	return fmt.Sprintf("N-Queens, accessible mode: the %s search on the %d by %d board. Type help for the commands, quit to leave.", strategy, n, n)
}

func msgNumbering() string {
	return "Rows and columns are numbered from 0: row 0 is the top row, column 0 the left column."
}

func msgStep(step uint64, spoken string) string {
	return "Step " + text.Thousands(step) + ". " + spoken
}

func msgSolutionOf(index, total uint64) string {
	return "solution " + text.Thousands(index) + " of " + text.Thousands(total)
}

func msgSolutionName(index uint64) string { return "solution " + text.Thousands(index) }

func msgOver() string {
	return "The search is over: next has nothing left; back, go or size start again."
}

func msgAtStart() string { return "Already at step 0, before the first event." }

func msgNoMore(what string) string {
	return "No " + what + " after this step: the search ends first."
}

func msgPlaying(speed string) string {
	return "Playing at " + speed + ". Press enter or type any command to pause."
}

func msgPaused(step uint64) string { return "Paused at step " + text.Thousands(step) + "." }

func msgSpeedName(steps int) string {
	if steps <= 0 {
		return "full speed"
	}
	return text.Amount(steps, "step") + " a second"
}

func msgSpeed(speed string) string { return "Speed: " + speed + "." }

func msgBadSpeed(syntax string) string { return "The speed is " + syntax + "." }

func msgUnknown(word string) string {
	return fmt.Sprintf("Unknown command %q. Type help for the commands.", cut(word))
}

func msgNeedsArg(cmd, what string) string { return "The command " + cmd + " needs " + what + "." }

func msgBadStep(arg string) string {
	return fmt.Sprintf("%q is not a step: go takes a whole number, 0 or more.", cut(arg))
}

func msgBadSize(arg string, maxN int) string {
	return fmt.Sprintf("%q is not a board size: size takes a whole number from 1 to %d.", cut(arg), maxN)
}

func msgBadStrategy(arg string, names []string) string {
	return fmt.Sprintf("%q is not a strategy. The strategies are %s.", cut(arg), orList(names))
}

func msgBadOnOff(cmd string) string { return "Type " + cmd + " on, or " + cmd + " off." }

func msgNewRun(n int, strategy solver.Strategy) string {
	return fmt.Sprintf("New run: the %s search on the %d by %d board, at step 0.", strategy, n, n)
}

func msgCannot(err error) string { return "That cannot be done: " + err.Error() + "." }

func msgWhere(step uint64, done bool, row, n, queens int, strategy solver.Strategy, c solver.Counters) string {
	at := "the row being filled is row " + strconv.Itoa(row)
	switch {
	case done:
		at = "the search is over"
	case row >= n:
		at = "every row holds a queen"
	}
	return fmt.Sprintf("Step %s of the %s search, N = %d: %s; %s on the board; %s and %s so far.",
		text.Thousands(step), strategy, n, at, text.Amount(queens, "queen"),
		text.Amount(c.Solutions, "solution"), text.Amount(c.Backtracks, "backtrack"))
}

func msgBoardHead(n int, step uint64, queens int) string {
	return fmt.Sprintf("The %d by %d board at step %s, %s:", n, n, text.Thousands(step), text.Amount(queens, "queen"))
}

func msgSquare(sq solver.Square) string {
	return "row " + strconv.Itoa(sq.Row) + ", column " + strconv.Itoa(sq.Col)
}

func msgAttacker(by solver.Square, line solver.Line) string {
	return "the queen at " + msgSquare(by) + " " + line.Along()
}

func msgRowQueen(r, c int, attackers []string) string {
	s := fmt.Sprintf("Row %d: the queen stands on column %d", r, c)
	if len(attackers) > 0 {
		s += ", attacked by " + andList(attackers)
	}
	return s + "."
}

func msgRowEmpty(r int) string { return fmt.Sprintf("Row %d: no queen", r) }

func msgSafeColumns(cols []int) string {
	if len(cols) == 0 {
		return "no safe square"
	}
	return plural(len(cols), "column") + " " + ints(cols) + " safe"
}

func msgAttackedColumn(c int, attackers []string) string {
	return fmt.Sprintf("column %d attacked by %s", c, andList(attackers))
}

func msgTried(sq solver.Square) string { return "The square being tried is " + msgSquare(sq) + "." }

func msgStateNone(strategy solver.Strategy) string {
	return "The " + strategy.String() + " strategy keeps nothing beside the board."
}

func msgArrays(cols, diags, antis []int) string {
	return fmt.Sprintf("Arrays: the columns taken are %s; the diagonals taken, numbered row minus column, are %s; the anti-diagonals taken, numbered row plus column, are %s.",
		orNone(cols), orNone(diags), orNone(antis))
}

func msgWords(r int, cols, ld, rd, free string, freeCols []int) string {
	return fmt.Sprintf("Row %d is entered with the words cols %s, ld %s, rd %s, a digit per column, column 0 first; free %s: %s.", r, cols, ld, rd, free, msgFreeColumns(freeCols))
}

func msgFreeColumns(cols []int) string {
	if len(cols) == 0 {
		return "no free column"
	}
	return plural(len(cols), "column") + " " + ints(cols) + " free"
}

func msgDomain(r int, cols []int, queen int) string {
	if queen >= 0 {
		return fmt.Sprintf("Row %d holds its queen on column %d; its domain was %s.", r, queen, orNone(cols))
	}
	return fmt.Sprintf("Row %d: its domain is %s.", r, orNone(cols))
}

func msgConflicts(r, c, q int, squares []int) string {
	parts := make([]string, len(squares))
	for i, k := range squares {
		parts[i] = fmt.Sprintf("column %d %d", i, k)
	}
	return fmt.Sprintf("Row %d: the queen on column %d is attacked by %s; conflicts per square: %s.", r, c, text.Amount(q, "queen"), strings.Join(parts, ", "))
}

func msgPredictOn() string {
	return "Predict mode on: before a decision you are asked what the search will do. Answer s or a, a square as 3 5 or row 3 column 5, yes or no, a number; skip reveals."
}

func msgPredictOff(score string) string { return "Predict mode off. Score: " + score + "." }

func msgQuestion(prompt, hint string) string { return "Question: " + prompt + " " + hint }

func msgHint(f string) string {
	switch f {
	case "choice":
		return "Answer s for safe or a for attacked."
	case "yesno":
		return "Answer y for yes or n for no."
	case "newmirror":
		return "Answer new or mirror."
	case "square":
		return "Answer with a square: row then column, as 3 5."
	case "nowhere":
		return "Answer with a square, row then column, as 3 5, or nowhere."
	case "squares":
		return "Answer with squares, row then column, separated by commas: 1 0, 2 3; or none."
	}
	return "Answer with a whole number."
}

func msgNotAnswer(err error) string {
	return "That is not an answer to the question (" + err.Error() + "). Answer it, type skip, or predict off."
}

func msgRight(reason string) string { return "Right. " + reason }

func msgWrong(answer, reason string) string {
	return "Not this time: the answer is " + answer + ". " + reason
}

func msgSkipped(answer, reason string) string {
	return "Skipped: the answer is " + answer + ". " + reason
}

func msgAnswerFirst() string { return "A question is waiting: answer it, type skip, or predict off." }

func msgNoQuestion() string { return "No question is waiting." }

func msgScore(score string) string { return "Score: " + score + "." }

func msgBye() string { return "Goodbye." }

// A room's student's sentences (nqueens serve).

func msgFollowWelcome() string {
	return "N-Queens, accessible mode: you follow your teacher. Each step the teacher moves to is said as a line; " +
		"answer the teacher's questions when they come. Type help for the commands, quit to leave."
}

func msgWaitingTeacher() string { return "Waiting for the teacher to show a board." }

func msgRoomClosed() string { return "The room has closed." }

func msgRevealed(answer, reason string) string {
	return "The teacher reveals: the answer is " + answer + ". " + reason
}

func msgAnswerSent(answer string) string {
	return "Your answer, " + answer + ", is sent to the teacher. The teacher reveals the answer."
}

func msgAnsweredAlready() string { return "You answered this question already." }

func msgNotCounted() string {
	return "Your answer was not counted: the question has closed."
}

func msgNotRoomAnswer(err error) string {
	return "That is not an answer to the question (" + err.Error() + "). Type question to hear it again."
}

func helpFollow() []string {
	return []string{
		"Commands (short forms in brackets). The teacher moves the board; you hear each step. " + msgNumbering(),
		"When a question is asked, type the answer: s or a, y or n, a square as 3 5 or row 3 column 5, or a number.",
		"question: the question again. board (v): the board row by row. state (t): the strategy's arrays, words or domains. where (w): step, row, queens.",
		"help (h, ?): this list. quit (q): leave; so does the end of the input.",
	}
}

// The lesson player's sentences.

func msgLessonHead(title string, slides int) string {
	return fmt.Sprintf("Lesson: %s. %s. Type next or enter for the next slide, back for the previous one, help for the commands.", title, text.Amount(slides, "slide"))
}

func msgSlide(k, of int) string { return fmt.Sprintf("Slide %d of %d.", k, of) }

func msgLessonEnd() string { return "That was the last slide. Type back to go back, or quit." }

func msgLessonStart() string { return "This is the first slide." }

// The solutions view's sentences.

func msgSolutionsHead(n int, total string) string {
	return fmt.Sprintf("The solutions of the %d by %d board%s, in order. Type next or enter for the next one, back for the previous one, go K for solution K.", n, n, total)
}

func msgSolutionsTotal(total uint64) string { return ": " + text.Amount(total, "solution") }

func msgSolutionLine(index uint64, total string, cols []int) string {
	// A comma between every two columns, as the narration says a
	// solution's.
	parts := make([]string, len(cols))
	for i, c := range cols {
		parts[i] = strconv.Itoa(c)
	}
	return "Solution " + text.Thousands(index) + total + ": columns " + strings.Join(parts, ", ") + "."
}

func msgOfTotal(total uint64) string { return " of " + text.Thousands(total) }

func msgNoSolution(n int) string { return fmt.Sprintf("The %d by %d board has no solution.", n, n) }

func msgLastSolution() string { return "That was the last solution." }

func msgFirstSolution() string { return "This is the first solution." }

// The help texts.

func helpWatch(strategies []string) []string {
	return []string{
		"Commands (short forms in brackets). " + msgNumbering(),
		"next (n, or an empty line): one step. back (b): one step back.",
		"play (p): a line per step at the speed; enter or any command pauses. pause: stop playing. speed X: steps a second, or max.",
		"solution (s): on to the next solution. backtrack (k): on to the next backtrack. go K (g K): to step K.",
		"strategy NAME (a NAME): start again with " + orList(strategies) + ". size N: start again on the N by N board.",
		"board (v): the board row by row. state (t): the strategy's arrays, words or domains. where (w): step, row, queens.",
		"predict on, predict off: questions before the decisions; answer s or a, a square as 3 5 or row 3 column 5, or skip.",
		"help (h, ?): this list. quit (q): leave; so does the end of the input.",
	}
}

func helpLesson() []string {
	return []string{
		"Commands: next (n, or an empty line): the next slide. back (b): the previous slide. go K: slide K.",
		"again (r): this slide once more. board (v), state (t), where (w): the slide's board in words. " + msgNumbering(),
		"help (h, ?): this list. quit (q): leave.",
	}
}

func helpSolutions() []string {
	return []string{
		"Commands: next (n, or an empty line): the next solution. back (b): the previous one. go K: solution K.",
		"help (h, ?): this list. quit (q): leave. Columns are numbered from 0, row 0 first.",
	}
}

// Helpers of the sentences.

func ints(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.Itoa(x)
	}
	return andList(parts)
}

func orNone(xs []int) string {
	if len(xs) == 0 {
		return "none"
	}
	return ints(xs)
}

func plural(n int, noun string) string { return text.Plural(n, noun) }

// andList joins items as a sentence does: "a", "a and b", "a, b and c".
func andList(items []string) string {
	return joinLast(items, " and ")
}

func orList(items []string) string { return joinLast(items, " or ") }

func joinLast(items []string, last string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + last + items[len(items)-1]
}

// cut shortens a word echoed back to what a line can say.
func cut(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "..."
	}
	return s
}

func msgBadSlide(arg string, slides int) string {
	return fmt.Sprintf("%q is not a slide: go takes a number from 1 to %d.", cut(arg), slides)
}

func msgBadSolution(arg string) string {
	return fmt.Sprintf("%q is not a solution number: go takes a whole number, 1 or more.", cut(arg))
}

// The exercise program's sentences.

func msgExerciseHead(k exercise.Kind, seed uint64, n int) string {
	return fmt.Sprintf("N-Queens exercise, accessible mode: %s, seed %d, on the %d by %d board. Each step is graded the moment it is typed. Type help for the commands, quit to leave.", k, seed, n, n)
}

func msgExerciseDone(score string) string {
	return "The exercise is finished. " + score + " Type model for the model answer, undo to take the last step back, new for another instance, or quit."
}

func msgExerciseScore(right, outOf int, unit string, wrong int, took time.Duration) string {
	secs := int(took.Round(time.Second) / time.Second)
	return fmt.Sprintf("Score: %d right out of %s; %s made, undone ones included; %s taken.",
		right, text.Amount(outOf, unit), text.Amount(wrong, "wrong step"), text.Amount(secs, "second"))
}

func msgStepRight() string { return "Right." }

func msgStepWrong(why string) string {
	return "Wrong: " + why + " The right answer stands in its place, so the exercise goes on; undo takes the step back."
}

func msgUndone() string { return "Undone: the last step is taken back." }

func msgNothingToUndo() string { return "Nothing to undo: no step stands." }

func msgNotAnswerNow(err error) string {
	return "That is not an answer to the question (" + err.Error() + "). Type again to hear the question."
}

func msgQueens(qs []solver.Square) string {
	if len(qs) == 0 {
		return "No queen stands on the board."
	}
	parts := make([]string, len(qs))
	for i, q := range qs {
		parts[i] = msgSquare(q)
	}
	return "The queens standing: " + strings.Join(parts, "; ") + "."
}

func msgNotSquare(arg string) string {
	return fmt.Sprintf("%q is not one square: type the row then the column, as 2 5.", cut(arg))
}

func msgOffBoard(sq solver.Square, n int) string {
	return fmt.Sprintf("%s is off the board: rows and columns go from 0 to %d.", capitalFirst(msgSquare(sq)), n-1)
}

func msgQueenThere(sq solver.Square) string {
	return "A queen stands on " + msgSquare(sq) + " already; lift takes it up."
}

func msgNoQueenOn(sq solver.Square) string { return "No queen stands on " + msgSquare(sq) + "." }

func msgNoQueenInRow(r int) string { return fmt.Sprintf("No queen stands in row %d.", r) }

func msgNoQueenToLift() string { return "No queen stands on the board to lift." }

func msgNotColumn(arg string) string {
	return fmt.Sprintf("%q is not a column: move takes the column's number.", cut(arg))
}

func msgNotCounts(arg string) string {
	return fmt.Sprintf("%q is not counts: counts takes a number for each square of the row, column 0 first, as counts 1 2 0.", cut(arg))
}

func msgBacktrackIntro(decisions int) string {
	return fmt.Sprintf("Carry plain backtracking on: it fills the rows from the top and tries the columns from the left. Put down the queen it puts down next, or lift the one it lifts, until the next solution or for %s.", text.Amount(decisions, "decision"))
}

func msgBacktrackAsk(row int) string {
	return fmt.Sprintf("The search is on row %d. What does it do next? Type place and a square, as place %d 3, or lift for the last queen put down (lift and a row or a square for another).", row, row)
}

func msgMCIntro(picks int) string {
	return fmt.Sprintf("Min-conflicts picks an attacked queen and moves it within its row to a square with the fewest conflicts. For each of %s it picks, type the conflict count of each square of its row, the number of queens of the other rows that attack the square, then the column the queen moves to.", text.Amount(picks, "queen"))
}

func msgMCPick(k, of int, queen solver.Square) string {
	return fmt.Sprintf("Pick %d of %d: min-conflicts has picked the queen at %s.", k, of, msgSquare(queen))
}

func msgMCAskCounts(row, n int) string {
	return fmt.Sprintf("Type counts and the count of each of the %d squares of row %d, column 0 first, the picked queen itself left out: as counts %s.", n, row, strings.TrimSpace(strings.Repeat("0 ", n)))
}

func msgMCCounts(row int, counts []int) string {
	parts := make([]string, len(counts))
	for c, v := range counts {
		parts[c] = fmt.Sprintf("column %d %d", c, v)
	}
	return fmt.Sprintf("The conflict counts of row %d: %s.", row, strings.Join(parts, ", "))
}

func msgMCAskMove(queen solver.Square) string {
	return fmt.Sprintf("Where does the queen at %s go? Type move and a column of row %d.", msgSquare(queen), queen.Row)
}

func msgMCDrew(sq solver.Square) string {
	return "The search drew " + msgSquare(sq) + " among the squares of fewest conflicts."
}

func msgMCModelMove(fewest string, moved solver.Square) string {
	return "The fewest conflicts: " + fewest + "; the search moved the queen to " + msgSquare(moved) + "."
}

func msgModelHead(events int, queens string) string {
	return fmt.Sprintf("Model answer: the search's own run from the instance's start, %s. %s", text.Amount(events, "event"), queens)
}

func msgModelPicks(picks int) string {
	return fmt.Sprintf("Model answer: the search's own counts and moves, %s.", text.Amount(picks, "pick"))
}

func msgModelEvent(i, n int, spoken string) string {
	return fmt.Sprintf("Event %d of %d. %s", i, n, spoken)
}

func msgModelEnd() string { return "End of the model answer." }

func capitalFirst(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

func helpExercise(own []command[*exerciseSession]) []string {
	names := make([]string, len(own))
	for i, c := range own {
		names[i] = c.name
	}
	return []string{
		"Commands of this exercise: " + andList(names) + "; again says the question again. " + msgNumbering(),
		"undo (u): take the last step back (a wrong one stays counted). model (m): the model answer, a sentence a step. score: the score so far.",
		"new (r): another instance. help (h, ?): this list. quit (q): leave; so does the end of the input.",
	}
}

func msgNotSquares(arg string) string {
	return fmt.Sprintf("%q is not squares: type each square as a row then a column, separated by commas, as mark 2 3, 4 1; or mark none.", cut(arg))
}

func msgNotYesNo(arg string) string { return fmt.Sprintf("%q is not yes or no.", cut(arg)) }

func msgNotRow(arg string) string {
	return fmt.Sprintf("%q is not a row: next takes the row's number.", cut(arg))
}

func msgFCIntro(places int, mrv bool) string {
	next := "; then, when none does, the row MRV fills next: the empty row with the fewest squares left, the topmost of a tie"
	search := "Forward checking with MRV"
	if !mrv {
		next, search = "", "Forward checking, filling the rows top down,"
	}
	return fmt.Sprintf("%s keeps for each empty row the squares no queen attacks, its domain; a queen put down prunes from the domains the squares it attacks. For each of %s it puts down, mark the squares its prune takes out; then say whether a row without a queen is left with an empty domain, a wipe-out%s.", search, text.Amount(places, "queen"), next)
}

func msgFCPlace(k, of int, queen solver.Square, mrv bool) string {
	search := "forward checking with MRV"
	if !mrv {
		search = "forward checking"
	}
	return fmt.Sprintf("Queen %d of %d: %s has put a queen down on %s.", k, of, search, msgSquare(queen))
}

func msgFCDomainsBefore() string { return "The domains from before its prune:" }

func msgFCDomainsAfter() string { return "The domains after the prune:" }

func msgFCAskPrune() string {
	return "Which squares does its prune take out? Type mark and the squares, row then column, separated by commas, as mark 2 3, 4 1; or mark none."
}

func msgFCPruned(squares string) string { return "The prune takes out: " + squares + "." }

func msgFCAskWipe() string {
	return "Does the prune leave a row without a queen with an empty domain? Type wipe yes or wipe no."
}

func msgFCAskNext() string { return "Which row does MRV fill next? Type next and the row." }

func msgModelAnswer(ask, answer string) string { return capitalFirst(ask) + ": " + answer + "." }

func msgModelPlaces(places int) string {
	return fmt.Sprintf("Model answer: the search's own prunes, wipe-outs and places, %s.", text.Amount(places, "queen"))
}

func msgSymmetryIntro(pairs int, names []string) string {
	return fmt.Sprintf("For each of %s of solutions, say which of the eight symmetries of the board maps the first onto the second, or that none does. Type symmetry and one of: %s.", text.Amount(pairs, "pair"), strings.Join(names, ", "))
}

func msgSymmetryPair(k, of int, left, right []int) string {
	return fmt.Sprintf("Pair %d of %d: the first solution has its queens on columns %s, row 0 first; the second on columns %s.", k, of, columnList(left), columnList(right))
}

func msgSymmetryAsk() string {
	return "Which symmetry maps the first onto the second? Type symmetry and its name, as symmetry rot90, or symmetry none."
}

func msgNotSymmetry(arg string, names []string) string {
	return fmt.Sprintf("%q is not a symmetry: type one of %s.", cut(arg), strings.Join(names, ", "))
}

func msgModelPairs(pairs int) string {
	return fmt.Sprintf("Model answer: the symmetry of each of %s.", text.Amount(pairs, "pair"))
}

// columnList says a solution's columns, a comma between every two.
func columnList(cols []int) string {
	parts := make([]string, len(cols))
	for i, c := range cols {
		parts[i] = strconv.Itoa(c)
	}
	return strings.Join(parts, ", ")
}

func msgBitmaskIntro(rows, n int) string {
	return fmt.Sprintf("The bitmask search keeps three words of %d binary digits, column 0 the rightmost digit: cols, the columns taken; ld and rd, the squares of the row the queens above reach along their diagonals and anti-diagonals; free is what none of them holds. For each of %s it enters, type its cols, ld, rd and free, then the column free & -free picks.", n, text.Amount(rows, "row"))
}

func msgBitmaskRow(k, of, row int) string {
	return fmt.Sprintf("Row %d of %d: the search enters row %d.", k, of, row)
}

func msgBitmaskKnown(fields []string) string { return "So far: " + strings.Join(fields, "; ") + "." }

func msgBitmaskAskWord(cmd, field string, n int) string {
	return fmt.Sprintf("Type %s and the word %s, %d binary digits with column 0 the rightmost, as %s %s.", cmd, field, n, cmd, strings.Repeat("0", n))
}

func msgBitmaskAskPick() string {
	return "Which column does free & -free pick? Type pick and the column, or pick none when free is 0."
}

func msgModelRows(rows int) string {
	return fmt.Sprintf("Model answer: the search's own words and picks, %s.", text.Amount(rows, "row"))
}

func msgModelField(field, value string) string { return "The value of " + field + ": " + value + "." }

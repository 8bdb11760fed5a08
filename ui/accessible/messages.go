package accessible

// Every sentence the accessible mode writes comes from the message
// catalogue (i18n's Acc… messages) in the session's language; those made
// of more than one message are made here, one small function each. Rows
// and columns are numbered from 0, as in the watch view, trace and the
// narration. A command word in a sentence is the command's word in the
// language (cmd), so that a sentence names a command the program takes.

import (
	"strconv"
	"strings"
	"time"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/internal/teach/exercise"
	"github.com/nqueens/nqueens/solver"
)

// cmd is a command's word in l.
func cmd(l i18n.Lang, id i18n.ID) string { return l.T(id) }

// num is a count as a reader reads it in l, its digits grouped.
func num[T ~int | ~uint64](l i18n.Lang, n T) string { return l.Number(uint64(n)) }

// amount is a count and its noun in l, by a plural message of the
// catalogue (one that takes the count and its digits).
func amount[T ~int | ~uint64](l i18n.Lang, id i18n.ID, n T) string {
	return l.Sprintf(id, n, num(l, n))
}

// quote echoes back what the user typed, cut to what a line can say, in
// l's quotation marks, its control characters escaped as Go quotes them.
func quote(l i18n.Lang, s string) string {
	q := strconv.Quote(cut(s))
	return l.Sprintf(i18n.AccQuote, q[1:len(q)-1])
}

func msgWelcome(l i18n.Lang, n int, strategy solver.Strategy) string {
	return l.Sprintf(i18n.AccWelcome, strategy.String(), strconv.Itoa(n), cmd(l, i18n.AccCmdHelp), cmd(l, i18n.AccCmdQuit))
}

func msgNumbering(l i18n.Lang) string { return l.T(i18n.AccNumbering) }

func msgStep(l i18n.Lang, step uint64, spoken string) string {
	return l.Sprintf(i18n.AccStep, num(l, step), spoken)
}

// msgSolutionName and msgSolutionOf are a solution's name in the
// narration, and the same with the total, which the narration does not
// know.
func msgSolutionName(l i18n.Lang, index uint64) string {
	return l.Sprintf(i18n.NarrSolutionName, num(l, index))
}

func msgSolutionOf(l i18n.Lang, index, total uint64) string {
	return l.Sprintf(i18n.NarrSolutionOf, num(l, index), num(l, total))
}

func msgOver(l i18n.Lang) string {
	return l.Sprintf(i18n.AccOver, cmd(l, i18n.AccCmdNext), cmd(l, i18n.AccCmdBack), cmd(l, i18n.AccCmdGo), cmd(l, i18n.AccCmdSize))
}

func msgAtStart(l i18n.Lang) string { return l.T(i18n.AccAtStart) }

func msgNoMore(l i18n.Lang, k solver.Kind) string {
	if k == solver.Solution {
		return l.T(i18n.AccNoMoreSols)
	}
	return l.T(i18n.AccNoMoreBacks)
}

func msgPlaying(l i18n.Lang, speed string) string { return l.Sprintf(i18n.AccPlaying, speed) }

func msgPaused(l i18n.Lang, step uint64) string { return l.Sprintf(i18n.AccPaused, num(l, step)) }

func msgSpeedName(l i18n.Lang, steps int) string {
	if steps <= 0 {
		return l.T(i18n.AccFullSpeed)
	}
	return amount(l, i18n.AccPerSecond, steps)
}

func msgSpeed(l i18n.Lang, speed string) string { return l.Sprintf(i18n.AccSpeed, speed) }

func msgBadSpeed(l i18n.Lang, maxSpeed int) string {
	return l.Sprintf(i18n.AccBadSpeed, strconv.Itoa(maxSpeed), cmd(l, i18n.AccWordMax))
}

func msgUnknown(l i18n.Lang, word string) string {
	return l.Sprintf(i18n.AccUnknown, quote(l, word), cmd(l, i18n.AccCmdHelp))
}

func msgGoNeedsStep(l i18n.Lang) string { return l.Sprintf(i18n.AccGoNeedsStep, cmd(l, i18n.AccCmdGo)) }

func msgBadStep(l i18n.Lang, arg string) string {
	return l.Sprintf(i18n.AccBadStep, quote(l, arg), cmd(l, i18n.AccCmdGo))
}

func msgBadSize(l i18n.Lang, arg string, maxN int) string {
	return l.Sprintf(i18n.AccBadSize, quote(l, arg), cmd(l, i18n.AccCmdSize), strconv.Itoa(maxN))
}

func msgBadStrategy(l i18n.Lang, arg string, names []string) string {
	return l.Sprintf(i18n.AccBadStrategy, quote(l, arg), orList(l, names))
}

func msgBadOnOff(l i18n.Lang) string {
	return l.Sprintf(i18n.AccBadOnOff, cmd(l, i18n.AccCmdPredict), cmd(l, i18n.AccWordOn), cmd(l, i18n.AccWordOff))
}

func msgNewRun(l i18n.Lang, n int, strategy solver.Strategy) string {
	return l.Sprintf(i18n.AccNewRun, strategy.String(), strconv.Itoa(n))
}

func msgCannot(l i18n.Lang, err error) string { return l.Sprintf(i18n.AccCannot, err.Error()) }

func msgWhere(l i18n.Lang, step uint64, done bool, row, n, queens int, strategy solver.Strategy, c solver.Counters) string {
	at := l.Sprintf(i18n.AccWhereRow, strconv.Itoa(row))
	switch {
	case done:
		at = l.T(i18n.AccWhereOver)
	case row >= n:
		at = l.T(i18n.AccWhereFull)
	}
	return l.Sprintf(i18n.AccWhere, num(l, step), strategy.String(), strconv.Itoa(n), at, amount(l, i18n.NarrQueens, queens),
		amount(l, i18n.NarrSolutions, c.Solutions), amount(l, i18n.NarrBacktracks, c.Backtracks))
}

func msgBoardHead(l i18n.Lang, n int, step uint64, queens int) string {
	return l.Sprintf(i18n.AccBoardHead, strconv.Itoa(n), num(l, step), amount(l, i18n.NarrQueens, queens))
}

func msgSquare(l i18n.Lang, sq solver.Square) string {
	return l.Sprintf(i18n.AccSquare, strconv.Itoa(sq.Row), strconv.Itoa(sq.Col))
}

func msgAttacker(l i18n.Lang, by solver.Square, line solver.Line) string {
	return l.Sprintf(i18n.AccAttacker, msgSquare(l, by), line.AlongIn(l))
}

func msgRowQueen(l i18n.Lang, r, c int, attackers []string) string {
	if len(attackers) > 0 {
		return l.Sprintf(i18n.AccRowQueenBy, strconv.Itoa(r), strconv.Itoa(c), andList(l, attackers))
	}
	return l.Sprintf(i18n.AccRowQueen, strconv.Itoa(r), strconv.Itoa(c))
}

// msgRowEmpty says a row without a queen: its attacked columns, each
// with what attacks it, then its safe columns.
func msgRowEmpty(l i18n.Lang, r int, attacked []string, safe []int) string {
	parts := append([]string{l.Sprintf(i18n.AccRowEmpty, strconv.Itoa(r))}, attacked...)
	if len(safe) == 0 {
		parts = append(parts, l.T(i18n.AccNoSafe))
	} else {
		parts = append(parts, l.Sprintf(i18n.AccSafeColumns, len(safe), ints(l, safe)))
	}
	return strings.Join(parts, l.T(i18n.AccSemicolon)) + l.T(i18n.AccFullStop)
}

func msgAttackedColumn(l i18n.Lang, c int, attackers []string) string {
	return l.Sprintf(i18n.AccAttackedCol, strconv.Itoa(c), andList(l, attackers))
}

func msgTried(l i18n.Lang, sq solver.Square) string {
	return l.Sprintf(i18n.AccTried, msgSquare(l, sq))
}

func msgStateNone(l i18n.Lang, strategy solver.Strategy) string {
	return l.Sprintf(i18n.AccStateNone, strategy.String())
}

func msgArrays(l i18n.Lang, cols, diags, antis []int) string {
	return l.Sprintf(i18n.AccArrays, orNone(l, cols), orNone(l, diags), orNone(l, antis))
}

func msgWords(l i18n.Lang, r int, cols, ld, rd, free string, freeCols []int) string {
	return l.Sprintf(i18n.AccWords, strconv.Itoa(r), cols, ld, rd, free, msgFreeColumns(l, freeCols))
}

func msgFreeColumns(l i18n.Lang, cols []int) string {
	if len(cols) == 0 {
		return l.T(i18n.AccNoFree)
	}
	return l.Sprintf(i18n.AccFreeColumns, len(cols), ints(l, cols))
}

func msgDomain(l i18n.Lang, r int, cols []int, queen int) string {
	if queen >= 0 {
		return l.Sprintf(i18n.AccDomainQueen, strconv.Itoa(r), strconv.Itoa(queen), orNone(l, cols))
	}
	return l.Sprintf(i18n.AccDomain, strconv.Itoa(r), orNone(l, cols))
}

func msgConflicts(l i18n.Lang, r, c, q int, squares []int) string {
	return l.Sprintf(i18n.AccConflicts, strconv.Itoa(r), strconv.Itoa(c), amount(l, i18n.NarrQueens, q), columnCounts(l, squares))
}

// columnCounts says a count for each column of a row, column 0 first.
func columnCounts(l i18n.Lang, counts []int) string {
	parts := make([]string, len(counts))
	for c, v := range counts {
		parts[c] = l.Sprintf(i18n.AccColumnCount, strconv.Itoa(c), strconv.Itoa(v))
	}
	return strings.Join(parts, l.T(i18n.AccComma))
}

func msgPredictOn(l i18n.Lang) string { return l.Sprintf(i18n.AccPredictOn, cmd(l, i18n.AccCmdSkip)) }

func msgPredictOff(l i18n.Lang, score string) string { return l.Sprintf(i18n.AccPredictOff, score) }

func msgQuestion(l i18n.Lang, prompt, hint string) string {
	return l.Sprintf(i18n.AccQuestion, prompt, hint)
}

func msgNotAnswer(l i18n.Lang, err error) string {
	return l.Sprintf(i18n.AccNotAnswer, err.Error(), cmd(l, i18n.AccCmdSkip), cmd(l, i18n.AccCmdPredict), cmd(l, i18n.AccWordOff))
}

func msgRight(l i18n.Lang, reason string) string { return l.Sprintf(i18n.AccRight, reason) }

func msgWrong(l i18n.Lang, answer, reason string) string {
	return l.Sprintf(i18n.AccWrong, answer, reason)
}

func msgSkipped(l i18n.Lang, answer, reason string) string {
	return l.Sprintf(i18n.AccSkipped, answer, reason)
}

func msgAnswerFirst(l i18n.Lang) string {
	return l.Sprintf(i18n.AccAnswerFirst, cmd(l, i18n.AccCmdSkip), cmd(l, i18n.AccCmdPredict), cmd(l, i18n.AccWordOff))
}

func msgNoQuestion(l i18n.Lang) string { return l.T(i18n.AccNoQuestion) }

func msgScore(l i18n.Lang, score string) string { return l.Sprintf(i18n.AccScore, score) }

func msgBye(l i18n.Lang) string { return l.T(i18n.AccBye) }

// A room's student's sentences (nqueens serve).

func msgFollowWelcome(l i18n.Lang) string {
	return l.Sprintf(i18n.AccFollowWelcome, cmd(l, i18n.AccCmdHelp), cmd(l, i18n.AccCmdQuit))
}

func msgNotRoomAnswer(l i18n.Lang, err error) string {
	return l.Sprintf(i18n.AccNotRoomAnswer, err.Error(), cmd(l, i18n.AccCmdQuestion))
}

func helpFollow(l i18n.Lang) []string {
	return []string{
		l.Sprintf(i18n.AccHelpFollow, msgNumbering(l)),
		l.T(i18n.AccHelpAnswer),
		sentences(l.Sprintf(i18n.AccHelpQuestion, cmd(l, i18n.AccCmdQuestion)), helpBoard(l)),
		helpQuit(l),
	}
}

// The lesson player's sentences.

func msgLessonHead(l i18n.Lang, title string, slides int) string {
	return l.Sprintf(i18n.AccLessonHead, title, amount(l, i18n.LessonSlides, slides),
		cmd(l, i18n.AccCmdNext), cmd(l, i18n.AccCmdBack), cmd(l, i18n.AccCmdHelp))
}

func msgSlide(l i18n.Lang, k, of int) string {
	return l.Sprintf(i18n.AccSlide, strconv.Itoa(k), strconv.Itoa(of))
}

func msgLessonEnd(l i18n.Lang) string {
	return l.Sprintf(i18n.AccLessonEnd, cmd(l, i18n.AccCmdBack), cmd(l, i18n.AccCmdQuit))
}

func msgBadSlide(l i18n.Lang, arg string, slides int) string {
	return l.Sprintf(i18n.AccBadSlide, quote(l, arg), cmd(l, i18n.AccCmdGo), strconv.Itoa(slides))
}

// The solutions view's sentences.

func msgSolutionsHead(l i18n.Lang, n int, total string) string {
	return l.Sprintf(i18n.AccSolutionsHead, strconv.Itoa(n), total, cmd(l, i18n.AccCmdNext), cmd(l, i18n.AccCmdBack), cmd(l, i18n.AccCmdGo))
}

func msgSolutionsTotal(l i18n.Lang, total uint64) string {
	return l.Sprintf(i18n.AccSolutionsTotal, amount(l, i18n.NarrSolutions, total))
}

func msgSolutionLine(l i18n.Lang, index uint64, total string, cols []int) string {
	return l.Sprintf(i18n.AccSolutionLine, num(l, index), total, columnList(l, cols))
}

func msgOfTotal(l i18n.Lang, total uint64) string { return l.Sprintf(i18n.AccOfTotal, num(l, total)) }

func msgNoSolution(l i18n.Lang, n int) string { return l.Sprintf(i18n.AccNoSolutions, strconv.Itoa(n)) }

// msgNoSuchSolution says a solution number past the board's last (the
// pager seeks among all the solutions, never the unique ones only).
func msgNoSuchSolution(l i18n.Lang, e *solver.RangeError) string {
	return l.Sprintf(i18n.AccNoSuchSolution, strconv.Itoa(e.N), amount(l, i18n.NarrSolutions, e.Total), num(l, e.K))
}

func msgBadSolution(l i18n.Lang, arg string) string {
	return l.Sprintf(i18n.AccBadSolution, quote(l, arg), cmd(l, i18n.AccCmdGo))
}

// The help texts.

func helpBoard(l i18n.Lang) string {
	return l.Sprintf(i18n.AccHelpBoard, cmd(l, i18n.AccCmdBoard), cmd(l, i18n.AccCmdState), cmd(l, i18n.AccCmdWhere))
}

func helpQuit(l i18n.Lang) string {
	return l.Sprintf(i18n.AccHelpQuit, cmd(l, i18n.AccCmdHelp), cmd(l, i18n.AccCmdQuit))
}

func helpWatch(l i18n.Lang, strategies []string) []string {
	return []string{
		l.Sprintf(i18n.AccHelpCommands, msgNumbering(l)),
		l.Sprintf(i18n.AccHelpStep, cmd(l, i18n.AccCmdNext), cmd(l, i18n.AccCmdBack)),
		l.Sprintf(i18n.AccHelpPlay, cmd(l, i18n.AccCmdPlay), cmd(l, i18n.AccCmdPause), cmd(l, i18n.AccCmdSpeed), cmd(l, i18n.AccWordMax)),
		l.Sprintf(i18n.AccHelpSeek, cmd(l, i18n.AccCmdSolution), cmd(l, i18n.AccCmdBacktrack), cmd(l, i18n.AccCmdGo)),
		l.Sprintf(i18n.AccHelpRestart, cmd(l, i18n.AccCmdStrategy), orList(l, strategies), cmd(l, i18n.AccCmdSize)),
		helpBoard(l),
		l.Sprintf(i18n.AccHelpPredict, cmd(l, i18n.AccCmdPredict), cmd(l, i18n.AccWordOn), cmd(l, i18n.AccWordOff), cmd(l, i18n.AccCmdSkip)),
		helpQuit(l),
	}
}

func helpLesson(l i18n.Lang) []string {
	return []string{
		l.Sprintf(i18n.AccHelpSlides, cmd(l, i18n.AccCmdNext), cmd(l, i18n.AccCmdBack), cmd(l, i18n.AccCmdGo)),
		l.Sprintf(i18n.AccHelpSlide, cmd(l, i18n.AccCmdAgain), cmd(l, i18n.AccCmdBoard), cmd(l, i18n.AccCmdState), cmd(l, i18n.AccCmdWhere), msgNumbering(l)),
		l.Sprintf(i18n.AccHelpQuitShort, cmd(l, i18n.AccCmdHelp), cmd(l, i18n.AccCmdQuit)),
	}
}

func helpSolutions(l i18n.Lang) []string {
	return []string{
		l.Sprintf(i18n.AccHelpSolutions, cmd(l, i18n.AccCmdNext), cmd(l, i18n.AccCmdBack), cmd(l, i18n.AccCmdGo)),
		l.Sprintf(i18n.AccHelpSolQuit, cmd(l, i18n.AccCmdHelp), cmd(l, i18n.AccCmdQuit)),
	}
}

// helpEnglish is the line that ends the help in a language other than
// English: the English words of the commands, which work as well.
func helpEnglish[T any](l i18n.Lang, cmds []command[T]) []string {
	if l == i18n.En {
		return nil
	}
	names := make([]string, len(cmds))
	for i, c := range cmds {
		names[i] = c.name
	}
	return []string{l.Sprintf(i18n.AccHelpEnglish, strings.Join(names, l.T(i18n.AccComma)))}
}

// Helpers of the sentences.

// sentences joins sentences into a line: a space between two, none in
// Chinese.
func sentences(s ...string) string { return text.TightenHan(strings.Join(s, " ")) }

func ints(l i18n.Lang, xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.Itoa(x)
	}
	return andList(l, parts)
}

func orNone(l i18n.Lang, xs []int) string {
	if len(xs) == 0 {
		return l.T(i18n.AccNone)
	}
	return ints(l, xs)
}

// andList joins items as a sentence does: "a", "a and b", "a, b and c".
func andList(l i18n.Lang, items []string) string { return joinLast(l, items, l.T(i18n.AccAnd)) }

func orList(l i18n.Lang, items []string) string { return joinLast(l, items, l.T(i18n.AccOr)) }

func joinLast(l i18n.Lang, items []string, last string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return text.TightenHan(strings.Join(items[:len(items)-1], l.T(i18n.AccComma)) + last + items[len(items)-1])
}

// columnList says a solution's columns, a comma between every two, as
// the narration says a solution's.
func columnList(l i18n.Lang, cols []int) string {
	parts := make([]string, len(cols))
	for i, c := range cols {
		parts[i] = strconv.Itoa(c)
	}
	return strings.Join(parts, l.T(i18n.AccComma))
}

// squareList says squares, a semicolon between two, or none.
func squareList(l i18n.Lang, sqs []solver.Square) string {
	if len(sqs) == 0 {
		return l.T(i18n.AccNone)
	}
	parts := make([]string, len(sqs))
	for i, sq := range sqs {
		parts[i] = msgSquare(l, sq)
	}
	return strings.Join(parts, l.T(i18n.AccSemicolon))
}

// cut shortens a word echoed back to what a line can say.
func cut(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "..."
	}
	return s
}

// The exercise program's sentences.

func msgExerciseHead(l i18n.Lang, k exercise.Kind, seed uint64, n int) string {
	return l.Sprintf(i18n.AccExerciseHead, string(k), strconv.FormatUint(seed, 10), strconv.Itoa(n), cmd(l, i18n.AccCmdHelp), cmd(l, i18n.AccCmdQuit))
}

func msgExerciseDone(l i18n.Lang, score string) string {
	return l.Sprintf(i18n.AccExerciseDone, score, cmd(l, i18n.AccCmdModel), cmd(l, i18n.AccCmdUndo), cmd(l, i18n.AccCmdNew), cmd(l, i18n.AccCmdQuit))
}

func msgExerciseScore(l i18n.Lang, right, outOf int, unit i18n.ID, wrong int, took time.Duration) string {
	secs := int(took.Round(time.Second) / time.Second)
	return l.Sprintf(i18n.AccExerciseScore, strconv.Itoa(right), amount(l, unit, outOf), amount(l, i18n.AccWrongSteps, wrong), amount(l, i18n.AccSeconds, secs))
}

func msgStepWrong(l i18n.Lang, why string) string {
	return l.Sprintf(i18n.AccStepWrong, why, cmd(l, i18n.AccCmdUndo))
}

func msgNotAnswerNow(l i18n.Lang, err error) string {
	return l.Sprintf(i18n.AccNotAnswerNow, err.Error(), cmd(l, i18n.AccCmdAgain))
}

func msgQueens(l i18n.Lang, qs []solver.Square) string {
	if len(qs) == 0 {
		return l.T(i18n.AccNoQueens)
	}
	return l.Sprintf(i18n.AccQueens, squareList(l, qs))
}

func msgOffBoard(l i18n.Lang, sq solver.Square, n int) string {
	return l.Sprintf(i18n.AccOffBoard, text.UpperFirst(msgSquare(l, sq)), strconv.Itoa(n-1))
}

func msgModelAnswer(l i18n.Lang, ask, answer string) string {
	return l.Sprintf(i18n.AccModelAnswer, text.UpperFirst(ask), answer)
}

func helpExercise[T any](l i18n.Lang, own []command[T]) []string {
	names := make([]string, len(own))
	for i, c := range own {
		names[i] = c.word(l)
	}
	return []string{
		l.Sprintf(i18n.AccHelpExercise, andList(l, names), cmd(l, i18n.AccCmdAgain), msgNumbering(l)),
		l.Sprintf(i18n.AccHelpUndo, cmd(l, i18n.AccCmdUndo), cmd(l, i18n.AccCmdModel), cmd(l, i18n.AccCmdScore)),
		sentences(l.Sprintf(i18n.AccHelpNew, cmd(l, i18n.AccCmdNew)), helpQuit(l)),
	}
}

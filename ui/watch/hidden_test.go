package watch

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
)

// attackMarks are the marks of an attacked square and of a queen's lines.
const attackMarks = "·:⋮•✗│╲╱▚▞"

// domainMarks mark a square left in an fc row's domain.
const domainMarks = "✓+"

// boardRow is the line of screen that draws row r of the board (its
// label's line), without the panels beside it: they start at the column
// of the first panel's top corner right of the board's.
func boardRow(screen string, r int) string {
	lines := strings.Split(screen, "\n")
	cut := -1
	for _, l := range lines {
		rs := []rune(l)
		for i := len(rs) - 1; i > 2; i-- {
			if rs[i] == '╭' {
				cut = i
				break
			}
		}
		if cut >= 0 {
			break
		}
	}
	label := regexp.MustCompile(`^│? *` + strconv.Itoa(r) + `[▸>]?\s`)
	for _, l := range lines {
		if label.MatchString(l) {
			rs := []rune(l)
			if cut >= 0 && cut < len(rs) {
				rs = rs[:cut]
			}
			return strings.TrimSuffix(strings.TrimRight(strings.TrimPrefix(string(rs), "│"), " "), "│")
		}
	}
	return ""
}

// answerShown says how the screen gives away the answer to q, whose
// reveal is rev (settled apart from the view), on a board whose rows empty
// have no queen: "" when it does not. Each
// kind's answer shows in its own forms — a mark on the board, words in the
// narration or a panel — and the question's own words may name its
// subject, so the checks look for the answer, not for the subject.
func answerShown(screen string, r predictRun, q predict.Question, rev predict.Reveal, empty []int) string {
	right := rev.Truth.Right
	has := func(format string, args ...any) bool {
		return regexp.MustCompile(fmt.Sprintf(format, args...)).MatchString(screen)
	}
	sq := func(s solver.Square) string { return regexp.QuoteMeta(s.String()) }
	rowShows := func(row int, marks string) bool {
		return strings.ContainsAny(boardRow(screen, row), marks)
	}
	// The search's rule picks the first square left, so a row whose
	// attacked squares show answers "where does its queen go?".
	attacksDrawn := r.s == solver.Array || r.s == solver.Bitmask
	switch q.Kind {
	case predict.SafeOrAttacked, predict.Attacker:
		// The tried square's frame is drawn with the column line's │.
		if rowShows(q.Subject.Row, strings.ReplaceAll(attackMarks, "│", "")) {
			return "the tried square's row shows its attacks"
		}
		// "by which queen?" is asked of a square known to be attacked.
		if q.Kind == predict.SafeOrAttacked && has(`%s is (attacked|safe)|attacks %s`, sq(q.Subject), sq(q.Subject)) {
			return "the narration gives the tried square's verdict"
		}
		if q.Kind == predict.Attacker && has(`queen at %s attacks|%s attacks`, sq(right.Square), sq(right.Square)) {
			return "the narration names the attacker"
		}
	case predict.Column, predict.NextColumn:
		if attacksDrawn && q.Subject.Row >= 0 && rowShows(q.Subject.Row, attackMarks) {
			return "the row shows its attacked squares"
		}
		// The call stack's executing frame lists the columns left to try.
		if has(`▶ [^\n│]*│ (left|domain)( —| \d)`) {
			return "the call stack lists the columns left to the row"
		}
		if q.Subject.Row < 0 && has(`row \d+ next`) {
			return "a panel names the row filled next"
		}
		// fc takes the first square left in the row's domain.
		if r.s == solver.FC {
			for _, g := range regexp.MustCompile(fmt.Sprintf(`(?m)(?:^|\s)\d+[▸>]?\s?([01x]{%d})(?:\s|$)`, q.N)).FindAllStringSubmatch(screen, -1) {
				if strings.Contains(g[1], "1") {
					return fmt.Sprintf("the domains panel shows a domain: %q", g[0])
				}
			}
		}
		for row := range q.N {
			if r.s == solver.FC && (q.Subject.Row < 0 || row == q.Subject.Row) && rowShows(row, domainMarks) {
				return fmt.Sprintf("row %d marks the squares left in its domain", row)
			}
		}
		if right.Square == predict.NowhereSquare {
			if has(`row %d has no (square|column) left`, q.Subject.Row) {
				return "the narration says the row has nothing left"
			}
		} else if has(`place a queen on %s|%s is (safe|the)`, sq(right.Square), sq(right.Square)) {
			return "the narration names the square"
		}
	case predict.Lifted:
		if has(`lift(ed)? the queen at %s|%s,? is lifted`, sq(right.Square), sq(right.Square)) {
			return "the narration names the lifted queen"
		}
	case predict.Pruned:
		// The lines of the queen just put down cross exactly the squares
		// it prunes.
		// So do the squares it attacks, and the domains left: what they
		// were, less what they are. A row without a queen shows no more
		// than the cursor and the squares picked.
		for _, row := range empty {
			if l := strings.TrimLeft(strings.TrimSpace(boardRow(screen, row)), "0123456789"); strings.Trim(l, " ▸>[]▢○") != "" {
				return fmt.Sprintf("row %d shows what the queen just put down attacks: %q", row, l)
			}
		}
		if has(`takes \d+ squares? (it attacks )?out|prune: the queen at %s`, sq(q.Subject)) {
			return "the narration counts the pruned squares"
		}
	case predict.WipeOut:
		if has(`wiped out|wipe-out:|keeps a square|is left empty`) {
			return "the narration says whether a domain empties"
		}
	case predict.Move:
		if has(`moves? to %s|→ ?%s`, sq(right.Square), sq(right.Square)) {
			return "the narration names the square it moves to"
		}
	case predict.SolutionNumber:
		k := strconv.FormatUint(right.Number, 10)
		if has(`solution %s\b|★ ?%s (of|found)|#%s\b`, k, k, k) {
			return "the screen numbers the solution"
		}
		// The count so far is the answer less one.
		if before := strconv.FormatUint(right.Number-1, 10); has(`★ %s\b|solutions +%s\b`, before, before) {
			return "the screen counts the solutions found before it"
		}
		// The timeline's stars are the solutions of the run, those before
		// the step among them: "run ━━★━━●" counts them too.
		if has(`[━─=-]★|★[━─=★●-]`) {
			return "the timeline shows where the solutions fall"
		}
	case predict.NewOrMirror:
		if has(`fundamental #|mirror of|\bis new\b|a class of|\bnew:`) {
			return "the screen classifies the solution"
		}
	}
	return ""
}

// TestEveryQuestionHidesItsAnswer: for every kind of question every
// search asks, with each of its kinds of answer (safe and attacked, a
// square and nowhere, new and mirror, …), at three window sizes, the
// screen while the question waits does not give the answer (answerShown).
// The questions are taken past the first row, where the board has
// something to give away.
func TestEveryQuestionHidesItsAnswer(t *testing.T) {
	t.Parallel()
	// The sort of an answer: its choice, or whether it is nowhere.
	sortOf := func(a predict.Answer) string {
		switch {
		case a.Form == predict.ChoiceForm:
			return a.Choice.String()
		case a.Form == predict.SquareForm && a.Square == predict.NowhereSquare:
			return "nowhere"
		}
		return a.Form.String()
	}
	for _, r := range predictRuns {
		for _, kind := range r.kinds {
			t.Run(r.name+"/"+kind.String(), func(t *testing.T) {
				t.Parallel()
				seen := map[string]bool{}
				// The fewest questions first: at every, the reveal of the
				// question before (the attacker of a square of the row)
				// rightly stays on the board.
				for _, d := range []predict.Density{predict.Rows, predict.Backtracks, predict.Every} {
					m := newPredictModel(t, r, d, 100, 30)
					for {
						q, ok := waitFor(m, kind)
						if !ok {
							break
						}
						rev := truthOf(t, r, d, q)
						if sort := sortOf(rev.Truth.Right); !seen[sort] {
							seen[sort] = true
							var empty []int
							for row := range r.n {
								if m.st.QueenCol(row) < 0 {
									empty = append(empty, row)
								}
							}
							for _, size := range [][2]int{{80, 24}, {100, 30}, {200, 60}} {
								m.SetSize(size[0], size[1])
								screen := ansi.Strip(m.View())
								if why := answerShown(screen, r, q, rev, empty); why != "" {
									t.Errorf("%s at %dx%d, %s at step %d (answer %s): %s\n%s", r.name, size[0], size[1], kind, q.Step, rev.Truth.Right, why, screen)
								}
							}
							m.SetSize(100, 30)
						}
						runCmds(m, press(m, ">"))
					}
					if len(seen) > 0 {
						break
					}
				}
				if len(seen) == 0 {
					t.Fatalf("%s asks no %s question", r.name, kind)
				}
				t.Logf("answers seen: %v", seen)
			})
		}
	}
}

// waitFor steps m, skipping the questions of other kinds, to a question of
// kind k past the first row's, and reports whether one came.
func waitFor(m *Model, k predict.Kind) (predict.Question, bool) {
	for i := 0; i < 5000 && !m.st.IsDone(); i++ {
		q, ok := question(m)
		if ok && q.Kind == k && (m.st.Placed() > 0 || k == predict.Move || k == predict.Attacker) {
			return q, true
		}
		if ok {
			runCmds(m, press(m, ">"))
		} else {
			runCmds(m, press(m, "l"))
		}
	}
	return predict.Question{}, false
}

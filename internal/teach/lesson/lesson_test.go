package lesson

import (
	"context"
	"errors"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/solver"
)

// codeSpan matches Markdown code spans, whose digits are checked as
// codeValues says; fence matches code blocks.
var (
	codeSpan = regexp.MustCompile("`[^`]*`")
	fence    = regexp.MustCompile("(?s)```.*?```")
	factRe   = regexp.MustCompile(`\{\{[^}]*\}\}`)
	digit    = regexp.MustCompile(`[0-9]`)
	letter   = regexp.MustCompile(`\pL`)
	// claimWord matches the words that state a fact about the board or the
	// run: symmetries, number words, comparisons and quantifiers. In a
	// built-in caption each must be inside a fact, where the solver checks
	// it, or in a phrase of claimAllowed.
	claimWord = regexp.MustCompile(`(?i)\b(quarter[- ]turns?|half[- ]turns?|turn(s|ed)?|rotat\w*|reflect\w*|mirror\w*|flip\w*|transpos\w*|symmetric\w*|` +
		`zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twice|single|` +
		`fewer|fewest|more|most|less|least|first|second|third|last|only|never|always|every|all|none|same|again|whole|nearly|smallest|lowest|largest|widest)\b`)
	// zhClaim is the same for Chinese, which has no spaces between words:
	// the characters and words of symmetries, numbers and comparisons,
	// found anywhere (一 and 每 are left out: they are in "下一行", "每一行",
	// words that claim nothing).
	zhClaim = regexp.MustCompile(`旋转|转动|对称|镜像|反射|翻折|翻转|转置|半圈|四分之一|` +
		`零|两|二|三|四|五|六|七|八|九|十|双|单个|` +
		`更少|最少|更多|最多|较少|较多|唯一|只有|仅|第一|第二|第三|最后|从不|总是|所有|全部|都|相同|同样|再次|整个|几乎|最小|最低|最大|最宽`)
	// esClaim is the same for Spanish, matched against whole words (Go's
	// \b knows ASCII letters only, and Spanish words begin with á, ú…). Un
	// and una are left out: they are the article "a" as well.
	esClaim = regexp.MustCompile(`^(giro|giros|gira\pL*|girad\pL*|rot\pL*|refle\pL*|espej\pL*|simétric\pL*|simetría\pL*|invert\pL*|traspu\pL*|transpu\pL*|media|cuarto|` +
		`cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|doble|` +
		`menos|más|mayor|menor|primer\pL*|segund\pL*|tercer\pL*|últim\pL*|únic\pL*|solo|sólo|solamente|nunca|siempre|tod\pL*|ningun\pL*|ningún|mism\pL*|nuevamente|enter\pL*|casi|mínim\pL*|máxim\pL*|menores|mayores)$`)
	esWord = regexp.MustCompile(`[\p{L}\p{N}]+`)
)

// claimAllowed are the phrases of built-in captions whose claim words state
// no fact of the slide's board or run, so no fact could check them; each
// says why it may stand. The translations' phrases are in claimAllowedIn.
var claimAllowed = []string{
	// The rules of the puzzle, true of every board.
	"no two share a row, a column or a diagonal",
	"each row holds exactly one queen",
	// The definitions of the strategies, true of every run.
	"the row with the fewest squares left, not the next one down",
	"each queen on a square attacked by the fewest queens above it",
	"the fewest conflicts, drawn at random among the squares that tie",
	// The theorem that the square's symmetries map solutions to solutions,
	// and the definition of a fundamental solution: true of every board.
	"its images under the rotations and reflections of the board are solutions too",
	"the smallest board of its class",
	// Two's complement arithmetic, true of every word.
	"keeps the lowest set bit alone",
	"in two's complement",
	"flips the bits above the lowest set one",
}

// claimAllowedIn are claimAllowed's phrases in the translations.
var claimAllowedIn = map[i18n.Lang][]string{
	i18n.Zh: {
		// The rules of the puzzle.
		"任意两个不同行、不同列、不在同一条对角线上",
		// The strategies' names and definitions.
		"最小冲突",
		"最少剩余值",
		"剩余格子最少的行，而不是下一行",
		"每个皇后放在被上方皇后攻击最少的格子上",
		"冲突最少的格子，平局时随机选取",
		// The theorem of the symmetries, the name of a class and the
		// definition of a fundamental solution.
		"它在棋盘的旋转和翻折下的像也都是解",
		"对称类",
		"其类中最小的棋盘",
		// Two's complement arithmetic.
		"只保留最低的置位",
		"在二进制补码中",
		"把最低置位以上的各位翻转",
	},
	i18n.Es: {
		// The rules of the puzzle.
		"sin que dos compartan fila, columna o diagonal",
		// The strategies' names and definitions.
		"mínimos conflictos",
		"mínimos valores restantes",
		"la fila con menos casillas restantes, no la siguiente hacia abajo",
		"cada reina en la casilla atacada por menos reinas de las filas de arriba",
		"la de menos conflictos, elegida al azar entre las casillas empatadas",
		// The theorem of the symmetries, the name of a class and the
		// definition of a fundamental solution.
		"sus imágenes por los giros y las reflexiones del tablero también son soluciones",
		"clase de simetría",
		"el tablero menor de su clase",
		// Two's complement arithmetic.
		"deja solo el bit activo más bajo",
		"en complemento a dos",
		"que invierte los bits por encima del bit activo más bajo",
	},
}

// TestBuiltinLessons reads every built-in lesson in every language, which
// checks every fact their captions quote against the solver, and checks
// that no caption quotes a number or a claim outside a fact, where nothing
// would check it.
func TestBuiltinLessons(t *testing.T) {
	for _, lang := range i18n.Langs {
		ls, err := BuiltinIn(lang)
		if err != nil {
			t.Fatal(err)
		}
		if len(ls) != 6 {
			t.Fatalf("%d built-in lessons, want 6", len(ls))
		}
		checkCaptions(t, ls)
	}
}

func checkCaptions(t *testing.T, ls []*Lesson) {
	t.Helper()
	for _, l := range ls {
		if len(l.Slides) < 6 || len(l.Slides) > 12 {
			t.Errorf("%s: %d slides, want 6 to 12", l.Name, len(l.Slides))
		}
		predicts := 0
		for _, s := range l.Slides {
			if s.State.Predict != 0 {
				predicts++
			}
			bare := fence.ReplaceAllString(s.Caption, "")
			for _, v := range codeValues(bare) {
				t.Errorf("%s (%v), slide of line %d: a number in code outside a fact: %q", l.Name, l.Lang, s.Line, v)
			}
			bare = codeSpan.ReplaceAllString(bare, "")
			bare = factRe.ReplaceAllString(bare, "")
			if d := digit.FindString(bare); d != "" {
				line := bare[strings.LastIndex(bare[:strings.Index(bare, d)], "\n")+1:]
				line, _, _ = strings.Cut(line, "\n")
				t.Errorf("%s (%v), slide of line %d: a number outside a fact: %q", l.Name, l.Lang, s.Line, line)
			}
			for _, w := range claims(bare, l.Lang) {
				t.Errorf("%s (%v), slide of line %d: a claim outside a fact: %q", l.Name, l.Lang, s.Line, w)
			}
			if strings.Contains(s.Text(), "{{") {
				t.Errorf("%s (%v), slide of line %d: facts left in the text", l.Name, l.Lang, s.Line)
			}
		}
		if predicts < 2 {
			t.Errorf("%s (%v): %d predict slides, want at least 2", l.Name, l.Lang, predicts)
		}
	}
}

// bracketed matches an innermost [...] of a code span.
var bracketed = regexp.MustCompile(`\[[^\[\]]*\]`)

// codeValues returns the code spans of caption that state a value outside
// a fact: a span, or an index in it, with a digit and no name (`anti[5]`,
// `diag[2−3+7]`, `0`). A digit next to a name is a formula's
// (`diag[row−col+N−1]`, `^free + 1`, `ld << 1`), and a fact counts as its
// name (`anti[{{anti = 5}}]` reads `anti[anti]`).
func codeValues(caption string) []string {
	var out []string
	for _, span := range codeSpan.FindAllString(caption, -1) {
		named := factRe.ReplaceAllStringFunc(span, func(f string) string {
			name, _, _ := strings.Cut(strings.Trim(f, "{}"), "=")
			return strings.TrimSpace(name)
		})
		parts := bracketed.FindAllString(named, -1)
		parts = append(parts, bracketed.ReplaceAllString(named, ""))
		for _, p := range parts {
			if digit.MatchString(p) && !letter.MatchString(p) {
				out = append(out, span)
				break
			}
		}
	}
	return out
}

// TestCodeValues: the code spans of the built-in lessons' kinds, those
// that state a value and those that are formulas.
func TestCodeValues(t *testing.T) {
	for span, claim := range map[string]bool{
		"`anti[5]`": true, "`diag[2−3+7]`": true, "`cols[3]`": true, "`0`": true, "`free` = `11000010`": true,
		"`diag[row−col+N−1]`": false, "`+N−1`": false, "`^free + 1`": false, "`ld << 1`": false, "`free & -free`": false,
		"`anti[{{anti = 5}}]`": false, "`diag[{{row = 2}}−{{col = 3}}+{{n = 8}}−1]`": false, "`cols[col]`": false,
	} {
		if got := len(codeValues("x "+span+" y")) > 0; got != claim {
			t.Errorf("%s: a value outside a fact %v, want %v", span, got, claim)
		}
	}
}

// TestTranslations: each built-in lesson has a translation in every
// language, saying so with its lang key, and a translation is the English
// lesson's slides in another language: as many, each with the same keys
// and values and the same facts, as written.
func TestTranslations(t *testing.T) {
	en, err := BuiltinIn(i18n.En)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range i18n.Langs[1:] {
		ls, err := BuiltinIn(lang)
		if err != nil {
			t.Fatal(err)
		}
		for i, l := range ls {
			e := en[i]
			if _, err := builtinFiles.Open("lessons/" + lang.String() + "/" + e.Name + ".md"); err != nil {
				t.Errorf("%s: no translation in %v", e.Name, lang)
				continue
			}
			if l.Lang != lang || l.Name != e.Name || l.Title == e.Title {
				t.Errorf("%s in %v: lang %v, name %q, title %q", e.Name, lang, l.Lang, l.Name, l.Title)
			}
			if len(l.Slides) != len(e.Slides) {
				t.Errorf("%s in %v: %d slides, English %d", e.Name, lang, len(l.Slides), len(e.Slides))
				continue
			}
			for k, s := range l.Slides {
				es := e.Slides[k]
				if s.State != es.State || s.Run != es.Run || !slices.Equal(directives(s), directives(es)) {
					t.Errorf("%s in %v, slide %d: directives %q, English %q", e.Name, lang, k+1, directives(s), directives(es))
				}
				if got, want := factRe.FindAllString(s.Caption, -1), factRe.FindAllString(es.Caption, -1); !sameSet(got, want) {
					t.Errorf("%s in %v, slide %d: facts %q, English %q", e.Name, lang, k+1, got, want)
				}
				if s.Caption == es.Caption {
					t.Errorf("%s in %v, slide %d: the caption is the English", e.Name, lang, k+1)
				}
			}
		}
	}
}

// directives are a slide's key lines as written, lang aside.
func directives(s Slide) []string {
	return slices.DeleteFunc(slices.Clone(s.front), func(line string) bool { return strings.HasPrefix(line, "lang:") })
}

func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(slices.Compact(a), slices.Compact(b))
}

// TestFactsInTheLessonsLanguage: the facts that are words are written in
// the lesson's language, and a value asserted in English is checked in
// every language.
func TestFactsInTheLessonsLanguage(t *testing.T) {
	caption := "{{line = diagonal}} · {{event}} · {{classsizes = 1 of 2}}"
	for lang, want := range map[string]string{
		"":   "diagonal · attack · 1 of 2",
		"zh": "对角线 · 攻击 · 1 个含 2 个棋盘",
		"es": "diagonal · ataque · 1 de 2",
	} {
		front := "n: 4\nstep: 6\n"
		if lang != "" {
			front = "lang: " + lang + "\n" + front
		}
		l, err := Parse("f.md", []byte("# T\n---\n"+front+"\n"+caption+"\n"))
		if err != nil {
			t.Fatalf("%s: %v", lang, err)
		}
		if got := l.Slides[0].Text(); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
	l, err := Parse("f.md", []byte("# T\n---\nlang: zh\nn: 8\nrun: solution 14\n\n{{fixedby = rotated 180°}}, {{transform}}\n"))
	if err != nil || l.Slides[0].Text() != "旋转 180°, 恒等变换" {
		t.Errorf("zh symmetry facts: %v, %q", err, l.Slides[0].Text())
	}
}

// TestCountFactsInTheLessonsLanguage: a count's digits are grouped as the
// lesson's language groups them, and a value asserted is compared as a
// number, whichever way its digits are grouped.
func TestCountFactsInTheLessonsLanguage(t *testing.T) {
	for lang, want := range map[string]string{"": "1,112 · 92", "zh": "1,112 · 92", "es": "1.112 · 92"} {
		for _, asserted := range []string{"1,112", "1.112", "1112", "1 112"} {
			front := "n: 8\nalgo: bitmask\nrun: solution 1\n"
			if lang != "" {
				front = "lang: " + lang + "\n" + front
			}
			l, err := Parse("f.md", []byte("# T\n---\n"+front+"\n{{step = "+asserted+"}} · {{total}}\n"))
			if err != nil {
				t.Fatalf("%s, %s: %v", lang, asserted, err)
			}
			if got := l.Slides[0].Text(); got != want {
				t.Errorf("%s: %q, want %q", lang, got, want)
			}
		}
	}
	for _, wrong := range []string{"1,113", "1.11.2x", "about 1,112"} {
		if _, err := Parse("f.md", []byte("# T\n---\nlang: es\nn: 8\nalgo: bitmask\nrun: solution 1\n\n{{step = "+wrong+"}}\n")); err == nil {
			t.Errorf("step = %s: taken", wrong)
		}
	}
}

// claims returns the claim words of a caption in lang (facts and code
// taken out) outside the phrases of claimAllowed or claimAllowedIn, each
// with the words around it.
func claims(caption string, lang i18n.Lang) []string {
	low := strings.Join(strings.Fields(strings.ToLower(caption)), " ")
	allowed := claimAllowed
	if lang != i18n.En {
		allowed = claimAllowedIn[lang]
	}
	for _, p := range allowed {
		low = strings.ReplaceAll(low, strings.ToLower(p), "")
	}
	var locs [][]int
	switch lang {
	case i18n.Zh:
		locs = zhClaim.FindAllStringIndex(low, -1)
	case i18n.Es:
		for _, loc := range esWord.FindAllStringIndex(low, -1) {
			if esClaim.MatchString(low[loc[0]:loc[1]]) {
				locs = append(locs, loc)
			}
		}
	default:
		locs = claimWord.FindAllStringIndex(low, -1)
	}
	var out []string
	for _, loc := range locs {
		from, to := max(loc[0]-20, 0), min(loc[1]+20, len(low))
		for from > 0 && !utf8.RuneStart(low[from]) {
			from--
		}
		for to < len(low) && !utf8.RuneStart(low[to]) {
			to++
		}
		out = append(out, low[from:to])
	}
	return out
}

// TestClaimsCaught: the check finds the false claim lesson 6 once made,
// and claims of each kind, but not the same words inside a fact.
func TestClaimsCaught(t *testing.T) {
	for _, c := range []struct {
		lang    i18n.Lang
		caption string
		want    int
	}{
		{i18n.En, "a quarter turn leaves it unchanged, so its class has only {{classsize = 4}} boards", 2},
		{i18n.En, "The half turn gives it back.", 1},
		{i18n.En, "Mirrored in the main diagonal, reflected, rotated.", 3},
		{i18n.En, "fewer than without MRV, the first solution, every one of them", 4},
		{i18n.En, "eleven of eight boards", 2},
		{i18n.En, "Solution {{solutions = 14}} is {{fixedby = rotated 180°}}.", 0},
		{i18n.En, "Each row holds exactly one queen.", 0},
		{i18n.Zh, "旋转四分之一圈后它不变，所以它的类只有 {{classsize = 4}} 个棋盘", 3},
		{i18n.Zh, "它是唯一对称的解，比不用 MRV 更少", 3},
		{i18n.Zh, "八个棋盘中的第一个", 2},
		{i18n.Zh, "第 {{solutions = 14}} 个解{{fixedby = rotated 180°}}后不变。", 0},
		{i18n.Zh, "每一行恰好放一个皇后。", 0},
		{i18n.Es, "un cuarto de giro la deja igual, así que su clase tiene solo {{classsize = 4}} tableros", 3},
		{i18n.Es, "Reflejada en la diagonal, girada, simétrica.", 3},
		{i18n.Es, "menos que sin MRV, la primera solución, única", 3},
		{i18n.Es, "once de ocho tableros", 2},
		{i18n.Es, "La solución {{solutions = 14}} queda {{fixedby = rotated 180°}}.", 0},
		{i18n.Es, "Cada fila tiene exactamente una reina.", 0},
	} {
		bare := factRe.ReplaceAllString(c.caption, "")
		if got := claims(bare, c.lang); len(got) != c.want {
			t.Errorf("%v %q: claims %q, want %d", c.lang, c.caption, got, c.want)
		}
	}
}

// TestPredictSlidesAsk: each predict slide asks, at its state, a question
// of the kind its density names, and the question settles.
func TestPredictSlidesAsk(t *testing.T) {
	ls, err := BuiltinIn(i18n.En)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range ls {
		for _, s := range l.Slides {
			if s.State.Predict == 0 {
				continue
			}
			st, err := s.State.Stepper()
			if err != nil || st.Step() != s.State.Step {
				t.Fatalf("%s line %d: stepper at %d, want %d (%v)", l.Name, s.Line, st.Step(), s.State.Step, err)
			}
			quiz := predict.NewQuiz(s.State.Predict)
			q, ok := quiz.Ask(st)
			if !ok || !s.State.Predict.Has(q.Kind) {
				t.Fatalf("%s line %d: asked %v (%v) with density %v", l.Name, s.Line, q.Kind, ok, s.State.Predict)
			}
			if rev, err := quiz.Skip(st); err != nil || rev.Truth.Reason == "" {
				t.Errorf("%s line %d: the %s question does not settle: %v", l.Name, s.Line, q.Kind, err)
			}
		}
	}
}

const small = `# A small lesson

A summary.

---
n: 4
algo: array
view: watch
layout: tree

Start: N={{n}}.

---
run: solution 2
layout: focus

Solution {{solutions = 2}} at step {{step}}.

---
algo: fc
mrv: on
step: 5
predict: every

No run: given, so step five of the fc run.

---
run: backtrack

Inherits fc with MRV from the slide before, and goes on from its step.
`

// TestSlideStates: slides resolve to plain states, inherited where not
// given, and each state's stepper is at the step the slide names, checked
// by stepping a stepper of our own.
func TestSlideStates(t *testing.T) {
	l, err := Parse("small.md", []byte(small))
	if err != nil {
		t.Fatal(err)
	}
	if l.Title != "A small lesson" || l.Summary != "A summary." || len(l.Slides) != 4 {
		t.Fatalf("title %q, summary %q, %d slides", l.Title, l.Summary, len(l.Slides))
	}
	// Our own count: the step of N=4's second solution, and of the first
	// backtrack of fc with MRV after step 5.
	arr, _ := solver.New(4, solver.Array, nil)
	for arr.Counters().Solutions < 2 {
		arr.Next()
	}
	mrv := solver.StepperOptions{MRV: true}
	fc, _ := solver.NewWith(4, solver.FC, nil, mrv)
	fc.Seek(5)
	for fc.Next().Kind != solver.Backtrack {
	}
	want := []State{
		{N: 4, Strategy: solver.Array, Step: 0, View: "watch", Layout: "tree"},
		{N: 4, Strategy: solver.Array, Step: arr.Step(), View: "watch", Layout: "focus"},
		{N: 4, Strategy: solver.FC, Options: mrv, Step: 5, View: "watch", Layout: "focus", Predict: predict.Every},
		{N: 4, Strategy: solver.FC, Options: mrv, Step: fc.Step(), View: "watch", Layout: "focus"},
	}
	for i, s := range l.Slides {
		if s.State != want[i] {
			t.Errorf("slide %d: state %+v, want %+v", i+1, s.State, want[i])
		}
		st, err := s.State.Stepper()
		if err != nil || st.Step() != want[i].Step || st.Strategy() != want[i].Strategy || st.Options() != want[i].Options {
			t.Errorf("slide %d: stepper at %d (%v), want step %d", i+1, st.Step(), err, want[i].Step)
		}
	}
	if got := l.Slides[1].Text(); got != "Solution 2 at step 86." || arr.Step() != 86 {
		t.Errorf("slide 2 text %q (second solution at step %d)", got, arr.Step())
	}
	if l.Slides[0].Run != "" || l.Slides[1].Run != "solution 2" || l.Slides[1].Line != 13 {
		t.Errorf("slide 2: run %q on line %d", l.Slides[1].Run, l.Slides[1].Line)
	}
}

// TestBadFiles: every wrong file is refused with its line and the reason.
func TestBadFiles(t *testing.T) {
	slide := func(front, caption string) string { return "# T\n---\n" + front + "\n\n" + caption + "\n" }
	bomb := "# T\n---\nn: 4\n\n" + strings.Repeat("*bold* ", 10<<20/7)
	for _, c := range []struct {
		name, file string
		line       int
		reason     string
	}{
		{"no title", "---\nn: 4\n", 1, "title"},
		{"no slides", "# T\ntext\n", 2, "no slides"},
		{"unknown key", slide("n: 4\ncolour: red", ""), 4, `"colour: red" is not a key`},
		{"caption without blank line", slide("n: 4\nThe board.", ""), 4, "caption starts after a blank line"},
		{"N too large", slide("n: 65", ""), 3, "board size from 1 to 64"},
		{"N zero", slide("n: 0", ""), 3, "board size"},
		{"N not a number", slide("n: eight", ""), 3, "board size"},
		{"misspelt strategy", slide("algo: bitmap", ""), 3, `"bitmap" is not a strategy (array, bitmask, fc, min-conflicts, construct)`},
		{"step past the end", slide("n: 4\nstep: 140", ""), 4, "step 140 is past the end of the run, which ends at step 139"},
		{"step too far", slide("step: 99999999", ""), 3, "not a step from 0 to 1,000,000"},
		{"run past the end", slide("n: 4\nrun: solution 3", ""), 4, "the run ends at step 139"},
		{"run of no event", slide("run: lunch", ""), 3, `"lunch" is not an event`},
		{"key twice", slide("n: 4\nn: 5", ""), 4, "n is set twice (first on line 3)"},
		{"mrv on array", slide("algo: array\nmrv: on", ""), 4, "mrv is an option of fc"},
		{"seed on fc", slide("algo: fc\nseed: 3", ""), 4, "seed is an option of min-conflicts"},
		{"bad view", slide("view: slides", ""), 3, "not a view"},
		{"bad layout", slide("layout: grid", ""), 3, "not a layout"},
		{"bad density", slide("predict: often", ""), 3, "not a density"},
		{"predict asks nothing", slide("n: 4\npredict: solutions", ""), 4, "asks nothing at step 0"},
		{"unknown fact", slide("n: 4", "Line one.\nThere are {{queen}} queens."), 6, `"queen" is not a fact`},
		{"wrong fact", slide("n: 4\nrun: end", "One.\nTwo.\n{{solutions = 3}} solutions."), 8, "has solutions = 2"},
		{"a quarter turn claimed", slide("n: 8\nrun: solution 14", "{{fixedby = rotated 90° clockwise}}"), 6, "has fixedby = rotated 180°"},
		{"a class size claimed", slide("n: 4", "{{classsizes = 2 of 4}}"), 5, "has classsizes = 1 of 2"},
		{"fact at the wrong event", slide("n: 4", "{{by}}"), 5, "has no attacking queen"},
		{"unclosed fact", slide("n: 4", "{{n"), 5, `without "}}"`},
		{"binary", "# T\n---\nn: 4\n\x00\x01\x02", 4, "NUL byte"},
		{"not UTF-8", "# T\n---\nn: 4\n\n\xff\xfe caption", 5, "not UTF-8"},
		{"long line", slide("n: 4", strings.Repeat("x", 2000)), 5, "a line of 2000 bytes"},
		{"caption too big", slide("n: 4", strings.Repeat(strings.Repeat("x", 99)+"\n", 50)), 2, "captions are at most"},
		{"too many slides", "# T\n" + strings.Repeat("---\nn: 4\n", 65), 130, "more than 64 slides"},
		{"a 10 MB Markdown bomb", bomb, 5, "passes 256 KiB"},
		{"unknown language", slide("n: 4\nlang: fr", ""), 4, `lang: must be en, zh or es, got "fr"`},
		{"language on a later slide", "# T\n---\nn: 4\n\n---\nlang: zh\n", 6, "set it on the first slide"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("bad.md", []byte(c.file))
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error %v, want a *lesson.Error", err)
			}
			if e.Line != c.line || !strings.Contains(e.Why.String(), c.reason) || strings.Contains(e.Error(), "\n") {
				t.Errorf("error %q on line %d, want line %d and %q", e.Error(), e.Line, c.line, c.reason)
			}
			if !strings.HasPrefix(e.Error(), fmt.Sprintf("bad.md:%d: ", c.line)) {
				t.Errorf("error %q does not start with the file and line", e.Error())
			}
		})
	}
}

// TestReadFileBounded: a file far larger than a lesson is refused after
// reading a bounded part of it, saying what a lesson is.
func TestReadFileBounded(t *testing.T) {
	path := t.TempDir() + "/bomb.md"
	if err := os.WriteFile(path, []byte("# T\n---\n\n"+strings.Repeat("a", 10<<20)), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := ReadFile(context.Background(), path)
	if want := path + ": larger than 256 KiB; is it a lesson file?"; err == nil || err.Error() != want {
		t.Fatalf("error %v, want %q", err, want)
	}
	if _, err := ReadFile(context.Background(), t.TempDir()+"/none.md"); err == nil {
		t.Fatal("read a file that is not there")
	}
}

// FuzzParse: no input makes Parse panic, and every refusal names a line
// of the input.
func FuzzParse(f *testing.F) {
	f.Add([]byte(small))
	f.Add([]byte("# T\n---\nn: 4\nrun: end\n\n{{solutions = 2}}"))
	f.Add([]byte("# T\n---\nalgo: min-conflicts\nseed: 7\npredict: move\nstep: 3\n\n{{pairs}}"))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, err := Parse("fuzz.md", data)
		if err == nil {
			return
		}
		var e *Error
		if !errors.As(err, &e) {
			t.Fatalf("error %v is not a *lesson.Error", err)
		}
		if lines := strings.Count(string(data), "\n") + 1; e.Line < 0 || e.Line > lines {
			t.Fatalf("error on line %d of %d: %v", e.Line, lines, err)
		}
	})
}

// TestREADME: the page on lessons (docs/lessons.md, where the README
// points) names every fact, and its table of the built-in lessons has
// their slide counts.
func TestREADME(t *testing.T) {
	data, err := os.ReadFile("../../../docs/lessons.md")
	if err != nil {
		t.Fatal(err)
	}
	section := string(data)
	for _, f := range factNames {
		if !strings.Contains(section, "`"+f.name+"`") {
			t.Errorf("docs/lessons.md does not name the fact %s", f.name)
		}
	}
	for _, k := range keys {
		if !strings.Contains(section, "`"+k+"`") {
			t.Errorf("docs/lessons.md names no key %s", k)
		}
	}
	_, example, ok := strings.Cut(section, "```markdown\n")
	example, _, _ = strings.Cut(example, "```")
	if _, err := Parse("docs/lessons.md example", []byte(example)); !ok || err != nil {
		t.Errorf("docs/lessons.md's example lesson (found: %v) does not read: %v", ok, err)
	}
	ls, err := BuiltinIn(i18n.En)
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range ls {
		row := regexp.MustCompile(fmt.Sprintf(`(?m)^\| %d \| .* \| (\d+) \|$`, i+1)).FindStringSubmatch(section)
		if row == nil || row[1] != fmt.Sprint(len(l.Slides)) {
			t.Errorf("docs/lessons.md's row for lesson %d (%s): %v, want %d slides", i+1, l.Name, row, len(l.Slides))
		}
	}
}

// TestFormatSlideReadsBack: a slide written from a state reads back to the
// same state, after any slide before it.
func TestFormatSlideReadsBack(t *testing.T) {
	every, _ := predict.ParseDensity("every")
	kinds, _ := predict.ParseDensity("move")
	states := []State{
		{N: 4, Strategy: solver.Array, Step: 5, View: "watch", Layout: "panels", Predict: every},
		{N: 8, Strategy: solver.FC, Options: solver.StepperOptions{MRV: true}, Step: 40, View: "watch", Layout: "tree"},
		{N: 16, Strategy: solver.MinConflicts, Options: solver.StepperOptions{Seed: 7, Start: solver.RandomStart}, Step: 3, View: "watch", Layout: "focus", Predict: kinds},
		{N: 6, Strategy: solver.Bitmask, Step: 0, View: "solutions", Layout: "panels"},
	}
	file := "# Captured\n"
	for i, st := range states {
		slide, err := FormatSlide(st, fmt.Sprintf("Slide {{step}}, written from state %c.", 'A'+i))
		if err != nil {
			t.Fatal(err)
		}
		file += slide
	}
	l, err := Parse("captured.md", []byte(file))
	if err != nil {
		t.Fatalf("%v\n%s", err, file)
	}
	for i, s := range l.Slides {
		if s.State != states[i] {
			t.Errorf("slide %d reads back as %+v, want %+v", i+1, s.State, states[i])
		}
	}
	if got := l.Slides[0].Text(); got != "Slide 5, written from state A." {
		t.Errorf("caption %q", got)
	}
	if _, err := FormatSlide(states[0], "one\n---\ntwo"); err == nil {
		t.Error("a caption with a --- line was written")
	}
}

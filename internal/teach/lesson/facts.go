package lesson

import (
	"context"
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/solver"
)

// A fact is "{{name}}" or "{{name = value}}" in a caption: the player writes
// the name's value at the slide's state in its place, and a value written
// in the file must agree with it, so that a caption cannot quote a count,
// a step or a square the solver does not produce.
type fact struct {
	raw         string // as written, braces and all
	off         int    // its byte offset in the caption
	name, value string // value "" when not asserted
}

// factError is a fact that does not parse, at an offset of the caption.
type factError struct {
	off int
	why i18n.Msg
}

func (e *factError) Error() string { return e.why.String() }

// In is the error in l (see i18n.Localized).
func (e *factError) In(l i18n.Lang) string { return e.why.In(l) }

// factNames lists the facts a caption can quote, with what they are (for
// docs/lessons.md and the errors).
var factNames = []struct{ name, what string }{
	{"n", "the board size"},
	{"algo", "the strategy"},
	{"step", "the step shown"},
	{"event", "the kind of the event shown (try, attack, place …)"},
	{"square", "its square, (row,col)"},
	{"row", "its row"},
	{"col", "its column"},
	{"diag", "row − col of its square"},
	{"anti", "row + col of its square"},
	{"by", "the attacking (attack) or pruning (prune, wipe-out) queen's square"},
	{"bydiag", "row − col of that queen's square"},
	{"byanti", "row + col of that queen's square"},
	{"line", "the line of an attack (column, diagonal, anti-diagonal)"},
	{"queens", "the columns of the queens standing, row by row"},
	{"placed", "how many queens stand"},
	{"tries", "tries so far"}, {"attacks", "attacks so far"}, {"placements", "queens put down so far"},
	{"backtracks", "backtracks so far"}, {"solutions", "solutions so far"}, {"prunes", "prunes so far"},
	{"wipeouts", "wipe-outs so far"}, {"starts", "min-conflicts starts so far"}, {"moves", "min-conflicts moves so far"},
	{"free", "bitmask: the free columns of the row being filled"},
	{"freebits", "the same as a binary word, column 0 the rightmost bit"},
	{"lowbit", "free & −free: the lowest free column"},
	{"domain", "fc: the size of the domain of the row filled next"},
	{"plain", "the queens plain backtracking puts down to reach this moment"},
	{"pairs", "min-conflicts: pairs of queens attacking each other"},
	{"total", "all the solutions of the board (N ≤ 16)"},
	{"unique", "the fundamental solutions of the board (N ≤ 16)"},
	{"class", "the solution shown's fundamental solution number (N ≤ 12)"},
	{"transform", "how that fundamental solution maps onto the one shown"},
	{"classsize", "how many solutions its symmetry class has"},
	{"fixedby", "the symmetries, other than the identity, that leave the solution shown unchanged (none, or a list)"},
	{"classsizes", "the board's symmetry classes by size, as \"11 of 8 and 1 of 4\" (N ≤ 12)"},
}

// maxCountFactN and maxClassFactN bound the facts that count or walk the
// whole board, to what takes a moment.
const (
	maxCountFactN = 16
	maxClassFactN = 12
)

// parseFacts finds the facts of a caption.
func parseFacts(caption string) ([]fact, error) {
	var facts []fact
	rest, off := caption, 0
	for {
		i := strings.Index(rest, "{{")
		if i < 0 {
			break
		}
		j := strings.Index(rest[i:], "}}")
		if j < 0 {
			return nil, &factError{off + i, i18n.NewMsg(i18n.LessonFactUnclosed)}
		}
		raw := rest[i : i+j+2]
		body := strings.TrimSpace(raw[2 : len(raw)-2])
		name, value, _ := strings.Cut(body, "=")
		f := fact{raw: raw, off: off + i, name: strings.TrimSpace(name), value: strings.TrimSpace(value)}
		if !slices.ContainsFunc(factNames, func(n struct{ name, what string }) bool { return n.name == f.name }) {
			return nil, &factError{f.off, i18n.NewMsg(i18n.LessonFactUnknown, raw, strconv.Quote(f.name), factList())}
		}
		facts = append(facts, f)
		rest, off = rest[i+j+2:], off+i+j+2
	}
	return facts, nil
}

func factList() string {
	parts := make([]string, len(factNames))
	for i, n := range factNames {
		parts[i] = n.name
	}
	return strings.Join(parts, ", ")
}

// factEnv evaluates facts at a slide's state, caching the costly ones.
// lang is the lesson's language, the one fill writes the facts in; a value
// written in the file is compared with the English one, so that a fact is
// written the same in every translation of a lesson.
type factEnv struct {
	s      *solver.Stepper
	lang   i18n.Lang
	values map[string]string
}

// wordFacts are the facts whose values are words, not numbers or squares:
// they are written in the lesson's language.
var wordFacts = []string{"line", "event", "transform", "fixedby", "classsizes"}

// isCount reports whether a fact's values are counts that can reach the
// thousands (the step, plain, total, unique and the counters): their
// digits are grouped as the lesson's language groups them, and a value
// written is compared as a number.
func isCount(name string) bool {
	_, counter := counterFacts[name]
	return counter || slices.Contains([]string{"step", "plain", "total", "unique"}, name)
}

// check evaluates the fact and compares it with the value written, if any
// (a count as a number, whichever way its digits are grouped).
func (f fact) check(env *factEnv) error {
	v, err := env.in(i18n.En, f.name)
	if err != nil {
		return i18n.Errorf(i18n.ErrAt, f.raw, err)
	}
	same := strings.ReplaceAll(f.value, ",", "") == strings.ReplaceAll(v, ",", "")
	if isCount(f.name) {
		same = sameCount(f.value, v)
	}
	if f.value != "" && !same {
		return i18n.Errorf(i18n.LessonFactDiffers, f.raw, f.name, v)
	}
	return nil
}

// digitGroups are the marks a language puts between a count's groups of
// digits: "1,112", "1.112", "1 112".
var digitGroups = strings.NewReplacer(",", "", ".", "", " ", "", "\u00a0", "", "\u202f", "")

// sameCount reports whether two counts written with grouped digits are
// the same number.
func sameCount(a, b string) bool {
	x, errA := strconv.ParseUint(digitGroups.Replace(a), 10, 64)
	y, errB := strconv.ParseUint(digitGroups.Replace(b), 10, 64)
	return errA == nil && errB == nil && x == y
}

// fill writes the facts' values in place of the facts.
func fill(caption string, facts []fact, env *factEnv) string {
	var b strings.Builder
	last := 0
	for _, f := range facts {
		v, _ := env.value(f.name) // checked before, in English
		b.WriteString(caption[last:f.off])
		b.WriteString(v)
		last = f.off + len(f.raw)
	}
	b.WriteString(caption[last:])
	return b.String()
}

// value is the fact's value in the lesson's language.
func (env *factEnv) value(name string) (string, error) { return env.in(env.lang, name) }

// in is the fact's value in lang: words are lang's, counts grouped as
// lang groups digits; other numbers and squares read the same in every
// language.
func (env *factEnv) in(lang i18n.Lang, name string) (string, error) {
	if !slices.Contains(wordFacts, name) && !isCount(name) {
		lang = i18n.En
	}
	key := lang.String() + " " + name
	if v, ok := env.values[key]; ok {
		return v, nil
	}
	v, err := env.compute(name, lang)
	if err == nil {
		if env.values == nil {
			env.values = map[string]string{}
		}
		env.values[key] = v
	}
	return v, err
}

func (env *factEnv) compute(name string, lang i18n.Lang) (string, error) {
	s := env.s
	ev := s.Event()
	c := ev.Counters
	num := func(v uint64) (string, error) { return lang.Number(v), nil }
	onSquare := func() error {
		if ev.Row < 0 || ev.Col < 0 {
			return i18n.Errorf(i18n.LessonFactNoSquare, ev.Kind.String(), strconv.FormatUint(c.Steps, 10))
		}
		return nil
	}
	switch name {
	case "n":
		return strconv.Itoa(s.N()), nil
	case "algo":
		return s.Strategy().String(), nil
	case "step":
		return num(c.Steps)
	case "event":
		return lang.T(i18n.ID("fact.event." + ev.Kind.String())), nil
	case "row":
		if ev.Row < 0 {
			return "", i18n.Errorf(i18n.LessonFactNoRow, ev.Kind.String(), strconv.FormatUint(c.Steps, 10))
		}
		return strconv.Itoa(ev.Row), nil
	case "square", "col", "diag", "anti":
		if err := onSquare(); err != nil {
			return "", err
		}
		if name == "square" {
			return solver.Square{Row: ev.Row, Col: ev.Col}.String(), nil
		}
		return strconv.Itoa(map[string]int{"col": ev.Col, "diag": ev.Row - ev.Col, "anti": ev.Row + ev.Col}[name]), nil
	case "by", "bydiag", "byanti":
		if ev.Kind != solver.Attack && ev.Kind != solver.Prune && ev.Kind != solver.WipeOut {
			return "", i18n.Errorf(i18n.LessonFactNoBy, ev.Kind.String(), strconv.FormatUint(c.Steps, 10))
		}
		switch name {
		case "bydiag":
			return strconv.Itoa(ev.By.Row - ev.By.Col), nil
		case "byanti":
			return strconv.Itoa(ev.By.Row + ev.By.Col), nil
		}
		return ev.By.String(), nil
	case "line":
		if ev.Kind != solver.Attack {
			return "", i18n.Errorf(i18n.LessonFactNotAttack, ev.Kind.String(), strconv.FormatUint(c.Steps, 10))
		}
		return lang.T(i18n.ID("fact.line." + ev.Line.String())), nil
	case "queens":
		return columns(s.Queens()), nil
	case "placed":
		return strconv.Itoa(s.Placed()), nil
	case "free", "freebits", "lowbit":
		return env.free(name)
	case "domain":
		fv, ok := s.FC()
		if !ok || s.Row() >= s.N() {
			return "", i18n.Errorf(i18n.LessonFactDomain)
		}
		return strconv.Itoa(bits.OnesCount64(fv.Domain(s.Row()))), nil
	case "plain":
		v, ok := s.PlainNodes(MaxStep)
		if !ok || v > MaxStep {
			return "", i18n.Errorf(i18n.LessonFactPlain, strconv.FormatUint(c.Steps, 10), text.Thousands(MaxStep))
		}
		return num(v)
	case "pairs":
		mv, ok := s.MC()
		if !ok {
			return "", i18n.Errorf(i18n.LessonFactPairs)
		}
		return strconv.Itoa(mv.ConflictPairs()), nil
	case "total", "unique":
		if s.N() > maxCountFactN {
			return "", i18n.Errorf(i18n.LessonFactCounted, name, strconv.Itoa(maxCountFactN))
		}
		v, err := solver.Count(context.Background(), s.N(), solver.CountOptions{Unique: name == "unique", Workers: 1})
		if err != nil {
			return "", err
		}
		return num(v)
	case "class", "transform", "classsize":
		if ev.Kind != solver.Solution || s.N() > maxClassFactN {
			return "", i18n.Errorf(i18n.LessonFactAtSolutionN, name, strconv.Itoa(maxClassFactN))
		}
		cl, err := solver.Classify(context.Background(), s.N(), s.Queens())
		if err != nil {
			return "", err
		}
		return map[string]string{"class": strconv.FormatUint(cl.Index, 10), "transform": transformIn(lang, cl.Transform), "classsize": strconv.Itoa(cl.Size)}[name], nil
	case "fixedby":
		if ev.Kind != solver.Solution {
			return "", i18n.Errorf(i18n.LessonFactFixedBy)
		}
		var names []string
		for _, t := range solver.Symmetries(s.Queens()) {
			names = append(names, transformIn(lang, t))
		}
		return andList(lang, names), nil
	case "classsizes":
		return classSizes(s.N(), lang)
	}
	if k, ok := counterFacts[name]; ok {
		return num(c.Of(k))
	}
	return "", i18n.Errorf(i18n.LessonFactNotFact, strconv.Quote(name))
}

// counterFacts are the facts that are one of the run's counters, by the
// kind of event it counts: Counters.Of is the one place that pairs kinds
// with counters.
var counterFacts = map[string]solver.Kind{
	"tries": solver.Try, "attacks": solver.Attack, "placements": solver.Place,
	"backtracks": solver.Backtrack, "solutions": solver.Solution, "prunes": solver.Prune,
	"wipeouts": solver.WipeOut, "starts": solver.Start, "moves": solver.Move,
}

// free evaluates the bitmask facts of the row being filled.
func (env *factEnv) free(name string) (string, error) {
	s := env.s
	if _, ok := s.Bitmask(); !ok || s.Row() >= s.N() {
		return "", i18n.Errorf(i18n.LessonFactBitmask, name)
	}
	free := s.Remaining(s.Row())
	switch name {
	case "freebits":
		return fmt.Sprintf("%0*b", s.N(), free), nil
	case "lowbit":
		if free == 0 {
			return "", i18n.Errorf(i18n.LessonFactLowbit, strconv.Itoa(s.Row()))
		}
		return strconv.Itoa(bits.TrailingZeros64(free & -free)), nil
	}
	var cols []int
	for c := range s.N() {
		if free&(1<<uint(c)) != 0 {
			cols = append(cols, c)
		}
	}
	return columns(cols), nil
}

// classSizes counts the board's symmetry classes of each size, largest
// size first: "11 of 8 and 1 of 4".
func classSizes(n int, lang i18n.Lang) (string, error) {
	if n > maxClassFactN {
		return "", i18n.Errorf(i18n.LessonFactClassSizes, strconv.Itoa(maxClassFactN))
	}
	e, err := solver.NewUniqueEnumerator(n)
	if err != nil {
		return "", err
	}
	bySize := map[int]int{}
	for e.Next() {
		bySize[solver.ClassSize(e.Queens())]++
	}
	var parts []string
	for _, size := range []int{8, 4, 2, 1} {
		if k := bySize[size]; k > 0 {
			parts = append(parts, lang.Sprintf(i18n.FactClassSize, strconv.Itoa(k), strconv.Itoa(size)))
		}
	}
	return andList(lang, parts), nil
}

// andList joins "a", "b" and "c" as "a, b and c" in lang; "none" when
// there are none.
func andList(lang i18n.Lang, parts []string) string {
	switch len(parts) {
	case 0:
		return lang.T(i18n.FactNone)
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], lang.T(i18n.FactComma)) + lang.T(i18n.FactAnd) + parts[len(parts)-1]
}

// transformIn names a symmetry in lang, by its place in solver.Transforms.
func transformIn(lang i18n.Lang, t solver.Transform) string { return t.In(lang) }

func columns(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.Itoa(x)
	}
	return strings.Join(parts, " ")
}

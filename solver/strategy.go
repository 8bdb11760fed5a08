package solver

import (
	"context"
	"fmt"
	"github.com/nqueens/nqueens/internal/kit/i18n"
)

// Strategy selects how the stepper searches. Array and Bitmask explore the
// same backtracking tree in the same order and differ in the data they keep,
// and so in the events a row produces; FC prunes that tree by forward
// checking; MinConflicts is a local search, with no tree at all.
//
// A Strategy is an index into specs, the one table that says everything
// that differs from one strategy to the next; the rest of the package asks
// the table (or the engine it makes) instead of comparing strategies.
type Strategy uint8

const (
	// Array is the classic explanation: a column array and two diagonal
	// arrays indexed by row-col and row+col; every column of a row is tried.
	Array Strategy = iota
	// Bitmask keeps cols, ld and rd words; free = mask &^ (cols|ld|rd) and
	// only free squares are tried, lowest bit (leftmost column) first.
	Bitmask
	// FC is backtracking with forward checking: every row keeps a domain,
	// the squares no queen attacks; a queen put down prunes the squares it
	// attacks from the domains of the rows without a queen, and a domain
	// left empty (a wipe-out) lifts that queen at once. Rows are filled top
	// down, or with StepperOptions.MRV the row with the fewest squares left
	// first.
	FC
	// MinConflicts puts a queen on every row, then repeatedly moves an
	// attacked queen, drawn at random, to a square of its row attacked by
	// the fewest queens (Minton et al., 1992). It finds one solution, or
	// gives up; it cannot tell that a board has none.
	MinConflicts
	// Construct writes down the explicit solution of N mod 6 (Hoffman,
	// Loessi and Moore, 1969), one queen per row from the top: no search,
	// one solution, none for N=2 and N=3 (engine_construct.go).
	Construct
)

// spec is everything a strategy is, beside its engine: the one place a
// new strategy is added (with its engine file).
type spec struct {
	name string // the flag value
	// watched: the watch view has a lens for it, so the views draw it and
	// list it in Strategies (the visualizer's --algo, the a key).
	watched bool
	// method says what the strategy is, after "it is" ("a local search").
	method i18n.ID
	// title names it in a report, as a noun ("plain backtracking").
	title i18n.ID
	// exhaustive: it searches a tree, all of it, finding every solution in
	// turn; otherwise it finds one solution (and has no tree).
	exhaustive bool
	// enumerates: its solutions come in lexicographic order, so that the
	// Enumerator lists, seeks and reduces them (solve --from, --unique).
	enumerates bool
	// placesOnly: it never tries a square it cannot keep, so the nodes of
	// its tree are the queens placed rather than the squares tried.
	placesOnly bool
	// triesAttacked: it tries every square of a row in turn, attacked or
	// not, and checks each after its try (an attack or a place follows);
	// a strategy with tries that is not tries only the free squares.
	triesAttacked bool
	// options are the StepperOptions it reads.
	options []Option
	// anyRowOrder tells whether, with opt, rows may be filled in an order
	// other than top down; nil: never.
	anyRowOrder func(opt StepperOptions) bool
	// kinds are the kinds of the events its runs make.
	kinds []Kind
	// fields appends to dst the fields of ev, an event of one of its own
	// kinds that s has just made (Stepper.EventFields); nil: its events
	// have none beyond those every strategy's have.
	fields     func(s *Stepper, ev Event, dst []Field) []Field
	pseudocode []string
	// lines maps each event kind to the pseudocode lines it stands for.
	lines *[numKinds]span
	// newEngine makes the engine of a stepper whose common state New has
	// set (the queens given on rows 0..base-1); it refuses what the
	// strategy cannot run.
	newEngine func(s *Stepper) (engine, error)
	// solveOne finds the one solution of a strategy that is not
	// exhaustive, on boards of up to maxSolveN rows (see SolveOne).
	solveOne  func(ctx context.Context, n int, opt StepperOptions) (Columns, error)
	maxSolveN int
	// profileMaxN is the largest board whose whole run RunProfile walks in
	// a few seconds (ProfileMaxN).
	profileMaxN int
	// playScript makes the engine of a stepper that plays a Script, for a
	// strategy whose run n and the options do not determine (it draws at
	// random); nil: the run is determined, and NewScripted plays the
	// reference engine up to the script's end (scripted.go).
	playScript func(s *Stepper, sc *Script) (engine, error)
}

// specs is the table of strategies, indexed by Strategy.
var specs = [...]spec{
	Array: {
		name: "array", watched: true, method: i18n.MethodArray, title: i18n.TitleArray, exhaustive: true, enumerates: true,
		triesAttacked: true, kinds: plainKinds, fields: plainFields,
		pseudocode: arrayPseudocode, lines: &arrayLines, newEngine: newArrayEngine, maxSolveN: MaxN, profileMaxN: 15,
	},
	Bitmask: {
		name: "bitmask", watched: true, method: i18n.MethodBitmask, title: i18n.TitleBitmask, exhaustive: true, enumerates: true, kinds: plainKinds, fields: plainFields,
		pseudocode: bitmaskPseudocode, lines: &bitmaskLines, newEngine: newBitmaskEngine, maxSolveN: MaxN, profileMaxN: 15,
	},
	FC: {
		name: "fc", watched: true, method: i18n.MethodFC, title: i18n.TitleFC, exhaustive: true, placesOnly: true,
		kinds:       []Kind{Place, Backtrack, Solution, Done, Prune, WipeOut},
		fields:      fcFields,
		options:     []Option{OptionMRV},
		anyRowOrder: func(opt StepperOptions) bool { return opt.MRV },
		pseudocode:  fcPseudocode, lines: &fcLines, newEngine: newFCEngine, maxSolveN: MaxN, profileMaxN: 13,
	},
	MinConflicts: {
		name: "min-conflicts", watched: true, method: i18n.MethodMinConflicts, title: i18n.TitleMinConflicts, options: []Option{OptionSeed, OptionStart},
		kinds:      []Kind{Solution, Done, Start, Pick, Evaluate, Move, GiveUp},
		fields:     mcFields,
		pseudocode: minConflictsPseudocode, lines: &minConflictsLines, newEngine: newMCEngine,
		solveOne: solveMinConflicts, maxSolveN: MaxMinConflictsN, profileMaxN: MaxN,
		playScript: newScriptedMCEngine,
	},
	Construct: {
		name: "construct", watched: true, method: i18n.MethodConstruct, title: i18n.TitleConstruct, kinds: []Kind{Place, Solution, Done},
		pseudocode: constructPseudocode, lines: &constructLines, newEngine: newConstructEngine,
		solveOne: solveConstruct, maxSolveN: MaxConstructN, profileMaxN: MaxN,
	},
}

// plainKinds are the kinds of plain backtracking's events.
var plainKinds = []Kind{Try, Attack, Place, Backtrack, Solution, Done}

// produces reports whether the strategy's runs make events of kind k.
func (sp *spec) produces(k Kind) bool {
	for _, have := range sp.kinds {
		if have == k {
			return true
		}
	}
	return false
}

// Produces reports whether the strategy's runs make events of kind k: a
// strategy with prune events prunes, one with try events tries squares.
func (s Strategy) Produces(k Kind) bool { return s.spec().produces(k) }

// Kinds returns the kinds of the events the strategy's runs make (a run
// need not make all of them: a board without solutions has no solution
// event). The caller must not modify it.
func (s Strategy) Kinds() []Kind { return s.spec().kinds }

// AllStrategies lists every strategy of the table, for the command line.
var AllStrategies = func() []Strategy {
	all := make([]Strategy, len(specs))
	for i := range specs {
		all[i] = Strategy(i)
	}
	return all
}()

// DefaultStrategy is the strategy the program starts with, and every
// command's --algo when it is not given.
const DefaultStrategy = Array

// StrategyNamed returns the strategy of Strategies whose String is name.
func StrategyNamed(name string) (Strategy, bool) {
	for _, s := range Strategies {
		if s.String() == name {
			return s, true
		}
	}
	return 0, false
}

// StrategyNames returns the names of list's strategies, in its order, for
// the help and the error texts that list them.
func StrategyNames(list []Strategy) []string {
	names := make([]string, len(list))
	for i, s := range list {
		names[i] = s.String()
	}
	return names
}

// Strategies lists the strategies the views draw, in the order a UI cycles
// through them: those of the table whose spec says watched.
var Strategies = func() []Strategy {
	var drawn []Strategy
	for _, s := range AllStrategies {
		if specs[s].watched {
			drawn = append(drawn, s)
		}
	}
	return drawn
}()

// spec returns the strategy's entry of the table; an unknown strategy
// reads as Array's, for the functions that cannot fail (New refuses it).
func (s Strategy) spec() *spec {
	if int(s) < len(specs) {
		return &specs[s]
	}
	return &specs[Array]
}

// known reports whether the strategy is in the table.
func (s Strategy) known() bool { return int(s) < len(specs) }

// String returns the name the command line uses: "array", "bitmask", "fc",
// "min-conflicts" or "construct".
func (s Strategy) String() string {
	if !s.known() {
		return fmt.Sprintf("Strategy(%d)", uint8(s))
	}
	return specs[s].name
}

// Method says what the strategy is, as it reads after "it is": "plain
// backtracking", "a local search", in the reader's language.
func (s Strategy) Method() i18n.Msg { return i18n.NewMsg(s.spec().method) }

// Exhaustive reports whether the strategy searches a tree, all of it,
// finding every solution in turn (array, bitmask, fc); min-conflicts, a
// local search, has no tree and finds one.
func (s Strategy) Exhaustive() bool { return s.known() && specs[s].exhaustive }

// Enumerates reports whether the strategy finds the solutions in
// lexicographic order, those the Enumerator lists, seeks (SeekSolution) and
// reduces to one per symmetry class: array and bitmask.
func (s Strategy) Enumerates() bool { return s.known() && specs[s].enumerates }

// PlacesOnly reports whether the strategy never tries a square it cannot
// keep (fc): the nodes of its tree are then the queens placed, not the
// squares tried.
func (s Strategy) PlacesOnly() bool { return s.known() && specs[s].placesOnly }

// TriesAttacked reports whether the strategy tries every square of a row,
// left to right, attacked or not, and checks each after its try (array):
// an attack or a place follows the try.
func (s Strategy) TriesAttacked() bool { return s.known() && specs[s].triesAttacked }

// TriesFreeOnly reports whether the strategy tries only the squares no
// queen attacks, so that a try always places (bitmask): it reports the
// attacked squares of a row as it enters the row, before its tries.
func (s Strategy) TriesFreeOnly() bool { return s.Produces(Try) && !s.TriesAttacked() }

// Determined reports whether n and the options determine the strategy's
// run, so that a trace of it is checked in lockstep with the stepper; one
// that draws at random (min-conflicts) is checked by its rules.
func (s Strategy) Determined() bool { return s.spec().playScript == nil }

// Title names the strategy in a report, as a noun: "plain backtracking",
// "bitmask backtracking", "forward checking", "min-conflicts", in the
// reader's language.
func (s Strategy) Title() i18n.Msg { return i18n.NewMsg(s.spec().title) }

// MaxSolveN is the largest board whose solutions the strategy finds outside
// the stepper: MaxN for the exhaustive ones; for one that is not, the
// largest n SolveOne takes.
func (s Strategy) MaxSolveN() int { return s.spec().maxSolveN }

// Option names an option of StepperOptions, as the command line does.
type Option uint8

const (
	OptionMRV   Option = iota // StepperOptions.MRV
	OptionSeed                // StepperOptions.Seed
	OptionStart               // StepperOptions.Start
)

// Options lists every option.
var Options = []Option{OptionMRV, OptionSeed, OptionStart}

// String returns the option's flag name: "mrv", "seed", "start".
func (o Option) String() string {
	return [...]string{OptionMRV: "mrv", OptionSeed: "seed", OptionStart: "start"}[o]
}

// Takes reports whether the strategy reads option o.
func (s Strategy) Takes(o Option) bool {
	for _, have := range s.spec().options {
		if have == o {
			return true
		}
	}
	return false
}

// OptionOf returns the strategy that takes option o (each option belongs to
// one).
func OptionOf(o Option) Strategy {
	for _, s := range AllStrategies {
		if s.Takes(o) {
			return s
		}
	}
	return Array
}

package cmd

// Typed flag values: every flag checks its value while the command line is
// parsed and says in words what it takes, so a command's RunE starts from
// values that are known to be good, and every bad value gets the same kind
// of one-line error (see flagError).

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/spf13/pflag"
)

// flagValueError is what the Set of a flag value returns: the rest of a
// sentence that starts with the flag's name ("must be …, got …"). The root
// command's flag error function puts the name in front. It is a message
// of the catalogue, put into words once the language of the command line
// is known: a flag is parsed before a --lang that comes after it.
type flagValueError struct{ i18n.Msg }

func (e flagValueError) Error() string { return e.String() }

func flagValueErrorf(id i18n.ID, args ...any) error {
	return flagValueError{i18n.NewMsg(id, args...)}
}

// flagError turns an error of the flag parser into a usage error of one
// line that names the flag and says what it takes.
func flagError(err error) error {
	var invalid *pflag.InvalidValueError
	if !errors.As(err, &invalid) {
		return usageError{err} // pflag's words: an unknown flag, a missing value
	}
	name := "--" + invalid.GetFlag().Name
	var bad flagValueError
	switch {
	case errors.As(err, &bad):
		return usageErrorf(i18n.CmdFlagValue, name, bad)
	case invalid.GetFlag().Value.Type() == "bool":
		return usageErrorf(i18n.CmdFlagBool, name, quoted(invalid.GetValue()))
	}
	return usageErrorf(i18n.CmdFlagBadValue, name, quoted(invalid.GetValue()))
}

// enumValue is a flag that takes one of a fixed list of values, named as
// fmt.Print prints them (a string type's own text, a Stringer's String):
// --algo, --format, --mode, --theme.
type enumValue[T comparable] struct {
	p      *T
	values []T
}

// enumVar defines the flag name (with an optional one-letter shorthand) on
// fs, storing into p, which holds the default.
func enumVar[T comparable](fs *pflag.FlagSet, p *T, name, shorthand string, values []T, usage string) {
	fs.VarP(&enumValue[T]{p: p, values: values}, name, shorthand, usage)
}

func (e *enumValue[T]) String() string { return fmt.Sprint(*e.p) }

// Type names the values in the help, as in `--algo array|bitmask`.
func (e *enumValue[T]) Type() string { return strings.Join(e.names(), "|") }

func (e *enumValue[T]) Set(s string) error {
	for _, v := range e.values {
		if fmt.Sprint(v) == s {
			*e.p = v
			return nil
		}
	}
	return flagValueErrorf(i18n.CmdMustBe, i18n.OrList(e.names()), quoted(s))
}

func (e *enumValue[T]) names() []string {
	names := make([]string, len(e.values))
	for i, v := range e.values {
		names[i] = fmt.Sprint(v)
	}
	return names
}

// intValue is a whole-number flag in decimal only (pflag's own integers
// also read 0x10, 0b10 and 010 as octal, which nobody means by a board
// size), from min to max.
type intValue[T int | int64] struct {
	p        *T
	min, max int64 // max: unbounded for no upper bound
	// minMeans says what the smallest value stands for, when it is special
	// (0: no limit), or is "".
	minMeans i18n.ID
}

// unbounded is the max of an intValue without an upper bound.
const unbounded = math.MaxInt64

// intVar defines a decimal flag from min to max on fs, storing into p, which
// holds the default. minMeans, if not empty, says what min stands for.
func intVar[T int | int64](fs *pflag.FlagSet, p *T, name, shorthand string, min, max int64, minMeans i18n.ID, usage string) {
	fs.VarP(&intValue[T]{p: p, min: min, max: max, minMeans: minMeans}, name, shorthand, usage)
}

func (v *intValue[T]) String() string { return strconv.FormatInt(int64(*v.p), 10) }
func (v *intValue[T]) Type() string   { return "int" }

func (v *intValue[T]) Set(s string) error {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return flagValueErrorf(i18n.CmdMustBeWhole, v.bounds(), quoted(s))
	}
	if err != nil && s[0] != '-' && v.max == unbounded {
		return flagValueErrorf(i18n.CmdTooLarge, cutValue(s), strconv.FormatInt(v.max, 10))
	}
	if err != nil || n < v.min || n > v.max || int64(T(n)) != n {
		return flagValueErrorf(i18n.CmdMustBeIn, v.bounds(), cutValue(s))
	}
	*v.p = T(n)
	return nil
}

// bounds says which values the flag takes, in words.
func (v *intValue[T]) bounds() i18n.Msg {
	lo := strconv.FormatInt(v.min, 10)
	m := i18n.NewMsg(i18n.CmdFromTo, lo, strconv.FormatInt(v.max, 10))
	if v.max == unbounded {
		m = i18n.NewMsg(i18n.CmdOrMore, lo)
		if v.min == 1 {
			m = i18n.NewMsg(i18n.CmdAtLeast1)
		}
	}
	if v.minMeans != "" {
		m = i18n.NewMsg(i18n.CmdMinMeans, m, lo, i18n.NewMsg(v.minMeans))
	}
	return m
}

// durationValue is a duration flag: Go's durations (900ms, 1.5s, 2m)
// without a sign, from 0 to max, or of any length but 0 (positive).
type durationValue struct {
	p        *time.Duration
	max      time.Duration
	positive bool
}

func durationVar(fs *pflag.FlagSet, p *time.Duration, name string, max time.Duration, usage string) {
	fs.Var(&durationValue{p: p, max: max}, name, usage)
}

// positiveDurationVar defines a duration flag that takes any length but 0.
func positiveDurationVar(fs *pflag.FlagSet, p *time.Duration, name, usage string) {
	fs.Var(&durationValue{p: p, max: math.MaxInt64, positive: true}, name, usage)
}

func (v *durationValue) String() string { return v.p.String() }
func (v *durationValue) Type() string   { return "duration" }

func (v *durationValue) Set(s string) error {
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 || d > v.max || v.positive && d == 0 {
		return flagValueErrorf(i18n.CmdMustBeDuration, v.bounds(), quoted(s))
	}
	*v.p = d
	return nil
}

// bounds says which durations the flag takes, in words.
func (v *durationValue) bounds() i18n.Msg {
	if v.positive {
		return i18n.NewMsg(i18n.CmdLongerThan0)
	}
	return i18n.NewMsg(i18n.CmdFrom0To, fmt.Sprintf("%gs", v.max.Seconds()))
}

// sizeVar defines -n/--size, the board size of the visualizer and of gif.
func sizeVar(fs *pflag.FlagSet, p *int, max int, l i18n.Lang) {
	intVar(fs, p, "size", "n", 1, int64(max), "", l.Sprintf(i18n.FlagSize, strconv.Itoa(max)))
}

// bytesValue is a flag of a size in bytes: a whole number with an
// optional binary unit, K, M, G or T (KiB … TiB; "4G", "512MiB", "1e9" is
// not one). 0 means the default its user documents.
type bytesValue struct{ p *uint64 }

// bytesVar defines a flag of a size in bytes (see bytesValue).
func bytesVar(fs *pflag.FlagSet, p *uint64, name, usage string) {
	fs.Var(&bytesValue{p}, name, usage)
}

func (v *bytesValue) String() string {
	if *v.p == 0 {
		return "0"
	}
	return strconv.FormatUint(*v.p>>20, 10) + "MiB"
}
func (v *bytesValue) Type() string { return "size" }

func (v *bytesValue) Set(s string) error {
	num := strings.TrimSuffix(strings.TrimSuffix(s, "iB"), "B")
	shift := 0
	if k := len(num); k > 0 {
		if i := strings.IndexByte("KMGT", num[k-1]); i >= 0 {
			shift, num = 10*(i+1), num[:k-1]
		}
	}
	n, err := strconv.ParseUint(num, 10, 64)
	if err != nil || n > (1<<(64-shift)-1) {
		return flagValueErrorf(i18n.CmdMustBeBytes, quoted(s))
	}
	*v.p = n << shift
	return nil
}

// envAnnotation is the annotation of a flag that an environment variable
// sets too (see envFlags); its value is the variable's name.
const envAnnotation = "nqueens_env"

// envSetAnnotation marks a flag whose value came from its variable.
const envSetAnnotation = "nqueens_env_set"

// envFlags lets an environment variable set each flag of fs defined so
// far, named prefix and the flag's name in capitals with _ for -
// (NQUEENS_SERVE_LISTEN for --listen), the way soft-serve reads
// SOFT_SERVE_*: a service manager or a container sets a variable more
// easily than it edits a command line. Each flag's help names its
// variable; flagsFromEnv reads them.
func envFlags(fs *pflag.FlagSet, prefix string) {
	fs.VisitAll(func(f *pflag.Flag) {
		name := prefix + strings.ToUpper(strings.ReplaceAll(f.Name, "-", "_"))
		if err := fs.SetAnnotation(f.Name, envAnnotation, []string{name}); err == nil {
			f.Usage += " [$" + name + "]"
		}
	})
}

// flagsFromEnv sets each flag of fs that envFlags gave a variable, unless
// the command line gave the flag: the command line beats the environment,
// which beats the default. A bad value is a usage error that names the
// variable, as a bad flag's names the flag. An empty variable counts as
// unset, as a unit's Environment=NAME= means.
func flagsFromEnv(fs *pflag.FlagSet, getenv func(string) string) error {
	var err error
	fs.VisitAll(func(f *pflag.Flag) {
		names := f.Annotations[envAnnotation]
		if err != nil || f.Changed || len(names) == 0 {
			return
		}
		v := getenv(names[0])
		if v == "" {
			return
		}
		if serr := f.Value.Set(v); serr != nil {
			var bad flagValueError
			switch {
			case errors.As(serr, &bad):
				err = usageErrorf(i18n.CmdEnvValue, names[0], f.Name, bad)
			case f.Value.Type() == "bool":
				err = usageErrorf(i18n.CmdEnvBool, names[0], f.Name, quoted(v))
			default:
				err = usageErrorf(i18n.CmdEnvBadValue, names[0], f.Name, quoted(v))
			}
			return
		}
		fs.SetAnnotation(f.Name, envSetAnnotation, []string{"true"})
	})
	return err
}

// flagSource names where a flag's value came from, for an error about
// the value: its variable (see flagsFromEnv) or the flag.
func flagSource(fs *pflag.FlagSet, name string) string {
	f := fs.Lookup(name)
	if f != nil && len(f.Annotations[envSetAnnotation]) > 0 {
		return f.Annotations[envAnnotation][0]
	}
	return "--" + name
}

// cspFlags are the options of fc and min-conflicts.
type cspFlags struct {
	mrv   bool
	seed  int64
	start solver.StartMode
}

// optionHelp is the help in l of the flag of option o: the strategy that
// takes it, then what it does.
func optionHelp(l i18n.Lang, o solver.Option, what i18n.ID) string {
	return l.Sprintf(i18n.FlagOption, solver.OptionOf(o).String(), l.T(what))
}

// add defines --mrv, --seed and --start, their help in l.
func (c *cspFlags) add(f *pflag.FlagSet, l i18n.Lang) {
	c.addMRV(f, l)
	c.seed = 1
	intVar(f, &c.seed, "seed", "", 0, unbounded, "", optionHelp(l, solver.OptionSeed, i18n.FlagSeed))
	enumVar(f, &c.start, "start", "", solver.StartModes, optionHelp(l, solver.OptionStart, i18n.FlagStart))
}

// addMRV defines --mrv alone, for a command that has no min-conflicts
// (tree).
func (c *cspFlags) addMRV(f *pflag.FlagSet, l i18n.Lang) {
	f.BoolVar(&c.mrv, "mrv", false, optionHelp(l, solver.OptionMRV, i18n.FlagMRV))
}

// options returns the stepper's options, refusing those of another strategy.
func (c *cspFlags) options(f *pflag.FlagSet, s solver.Strategy) (solver.StepperOptions, error) {
	for _, o := range solver.Options {
		if f.Changed(o.String()) && !s.Takes(o) {
			return solver.StepperOptions{}, usageErrorf(i18n.CmdOptionOf, o.String(), solver.OptionOf(o).String())
		}
	}
	return solver.StepperOptions{MRV: c.mrv, Seed: uint64(c.seed), Start: c.start}, nil
}

// parserErrors are pflag's and cobra's own complaints about a command
// line, which they write in English: the runner words them in the line's
// language (errorText). Each pattern's groups are the message's
// arguments.
var parserErrors = []struct {
	re *regexp.Regexp
	id i18n.ID
}{
	{regexp.MustCompile(`^unknown flag: (\S+)$`), i18n.CmdUnknownFlag},
	{regexp.MustCompile(`^unknown shorthand flag: '(.)' in (\S+)$`), i18n.CmdUnknownShorthand},
	{regexp.MustCompile(`^flag needs an argument: (\S+)$`), i18n.CmdFlagNeedsArgument},
	{regexp.MustCompile(`^flag needs an argument: '(.)' in (\S+)$`), i18n.CmdUnknownShorthandArg},
	{regexp.MustCompile(`^bad flag syntax: (\S+)$`), i18n.CmdBadFlagSyntax},
	{regexp.MustCompile(`^requires at least (\d+) arg\(s\), only received (\d+)$`), i18n.CmdArgsAtLeast},
	{regexp.MustCompile(`^accepts at most (\d+) arg\(s\), received (\d+)$`), i18n.CmdArgsAtMost},
	{regexp.MustCompile(`^unknown command "(.*)" for "(.*)"$`), i18n.CmdNoSuchSubcommand},
}

// errorText is err's line in l: the catalogue's words where err has them,
// the parsers' complaints put into l's words, and any other error's own
// text.
func errorText(err error, l i18n.Lang) string {
	if _, ok := err.(i18n.Localized); !ok {
		for _, p := range parserErrors {
			if m := p.re.FindStringSubmatch(err.Error()); m != nil {
				args := make([]any, len(m)-1)
				for i, g := range m[1:] {
					args[i] = g
				}
				return l.Sprintf(p.id, args...)
			}
		}
	}
	return i18n.ErrorText(err, l)
}

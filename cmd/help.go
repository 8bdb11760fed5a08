package cmd

// The help in the language of the command line: cobra's usage template
// with its words from the catalogue, the flags' list with pflag's and
// cobra's words from it too, and the completion command cobra defines.

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

func init() {
	// The template names its language itself (usageTemplate), so one
	// function serves trees built in every language.
	cobra.AddTemplateFunc("flagUsages", flagUsages)
}

// usageTemplate is cobra's usage template (cobra's defaultUsageTemplate,
// which its default usage function also follows) with its headings and
// closing line in l, and the flags listed by flagUsages in l.
func usageTemplate(l i18n.Lang) string {
	flags := func(set string) string {
		return `{{flagUsages . ` + set + ` "` + l.String() + `" | trimTrailingWhitespaces}}`
	}
	return l.T(i18n.UsageUsage) + `{{if .Runnable}}
  {{.UseLine}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} [command]{{end}}{{if gt (len .Aliases) 0}}

` + l.T(i18n.UsageAliases) + `
  {{.NameAndAliases}}{{end}}{{if .HasExample}}

` + l.T(i18n.UsageExamples) + `
{{.Example}}{{end}}{{if .HasAvailableSubCommands}}{{$cmds := .Commands}}{{if eq (len .Groups) 0}}

` + l.T(i18n.UsageCommands) + `{{range $cmds}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{else}}{{range $group := .Groups}}

{{.Title}}{{range $cmds}}{{if (and (eq .GroupID $group.ID) (or .IsAvailableCommand (eq .Name "help")))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{if not .AllChildCommandsHaveGroup}}

` + l.T(i18n.UsageMoreCommands) + `{{range $cmds}}{{if (and (eq .GroupID "") (or .IsAvailableCommand (eq .Name "help")))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

` + l.T(i18n.UsageFlags) + `
` + flags(".LocalFlags") + `{{end}}{{if .HasAvailableInheritedFlags}}

` + l.T(i18n.UsageGlobalFlags) + `
` + flags(".InheritedFlags") + `{{end}}{{if .HasHelpSubCommands}}

` + l.T(i18n.UsageTopics) + `{{range .Commands}}{{if .IsAdditionalHelpTopicCommand}}
  {{rpad .CommandPath .CommandPathPadding}} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableSubCommands}}

` + l.Sprintf(i18n.UsageMore, "{{.CommandPath}}") + `{{end}}
`
}

// flagUsages lists the flags fs of the command c as pflag's FlagUsages
// does, column for column, in the language whose code is lang: pflag
// writes its own words ("(default …)") in English, and cobra its --help
// and --version's usages. TestFlagUsagesAsPflag holds the English to
// pflag's, byte for byte. The usages are not wrapped, as cobra leaves
// them; the first column is the flags' names and the names of their
// values, which stay as typed, so its width is the same in every language.
func flagUsages(c *cobra.Command, fs *pflag.FlagSet, lang string) string {
	l, _ := i18n.Parse(lang)
	var lines []string
	column := 0
	fs.VisitAll(func(f *pflag.Flag) {
		if f.Hidden { // deprecated flags are hidden too
			return
		}
		line := "      --" + f.Name
		if f.Shorthand != "" && f.ShorthandDeprecated == "" {
			line = "  -" + f.Shorthand + ", --" + f.Name
		}
		name, usage := pflag.UnquoteUsage(f)
		usage = cobraUsage(c, f, l, usage)
		if name != "" {
			line += " " + name
		}
		line += noOptDefault(f)
		column = max(column, ansi.StringWidth(line))
		line += "\x00" + usage
		if def, shown := defaultShown(f); shown {
			line += l.Sprintf(i18n.UsageDefault, def)
		}
		lines = append(lines, line)
	})
	var b strings.Builder
	for _, line := range lines {
		flag, usage, _ := strings.Cut(line, "\x00")
		// pflag's layout: the names, padded to one past the widest, a
		// space either side of the padding, and each further line of a
		// usage under its first.
		indent := strings.Repeat(" ", column+3)
		fmt.Fprintln(&b, flag, strings.Repeat(" ", column+1-ansi.StringWidth(flag)), strings.ReplaceAll(usage, "\n", "\n"+indent))
	}
	return b.String()
}

// cobraUsage is the usage in l of the flag f of the command c if cobra
// defined it (--help, --version), else usage. cobra adds them as it runs
// a command, in English, and they are not in the tree before: the manual
// page, which lists the tree's flags, never listed them.
func cobraUsage(c *cobra.Command, f *pflag.Flag, l i18n.Lang, usage string) string {
	if len(f.Annotations[cobra.FlagSetByCobraAnnotation]) == 0 {
		return usage
	}
	switch f.Name {
	case "help":
		return l.Sprintf(i18n.FlagHelp, c.DisplayName())
	case "version":
		return l.Sprintf(i18n.FlagVersion, c.DisplayName())
	}
	return usage
}

// noOptDefault is what pflag writes after a flag that takes an optional
// value (--predict[=every]): the value it takes when given none.
func noOptDefault(f *pflag.Flag) string {
	switch def := f.NoOptDefVal; {
	case def == "":
		return ""
	case f.Value.Type() == "string":
		return `[="` + def + `"]`
	case def == "true" && (f.Value.Type() == "bool" || f.Value.Type() == "boolfunc"),
		def == "+1" && f.Value.Type() == "count":
		return ""
	}
	return "[=" + f.NoOptDefVal + "]"
}

// defaultShown is the default pflag shows after a flag's usage, and
// whether it shows one: not for the zero value of the flag's type. For
// pflag's bool, int and string flags and for every value type of
// flags.go, that is "", "0", "false" or "<nil>" (a string flag's only "").
func defaultShown(f *pflag.Flag) (string, bool) {
	if f.Value.Type() == "string" {
		return strconv.Quote(f.DefValue), f.DefValue != ""
	}
	switch f.DefValue {
	case "", "0", "false", "<nil>":
		return "", false
	}
	return f.DefValue, true
}

// completionTexts are the texts of cobra's completion command for each
// shell, as cobra writes them: the program's name is their argument.
var completionTexts = map[string]i18n.ID{
	"bash":       i18n.CmdBashLong,
	"zsh":        i18n.CmdZshLong,
	"fish":       i18n.CmdFishLong,
	"powershell": i18n.CmdPowerShellLong,
}

// translateCompletion puts the help of cobra's completion command comp in l.
func translateCompletion(comp *cobra.Command, l i18n.Lang) {
	name := comp.Root().Name()
	comp.Short = l.T(i18n.CmdCompletionShort)
	comp.Long = l.Sprintf(i18n.CmdCompletionLong, name)
	for _, shell := range comp.Commands() {
		shell.Short = l.Sprintf(i18n.CmdShellShort, shell.Name())
		args := []any{name}
		if shell.Name() == "zsh" {
			// zsh's ${fpath[1]} goes in as an argument: the catalogue
			// would read it as a variable of its own.
			args = append(args, "${fpath[1]}")
		}
		if id, ok := completionTexts[shell.Name()]; ok {
			shell.Long = l.Sprintf(id, args...)
		}
		if f := shell.Flags().Lookup("no-descriptions"); f != nil {
			f.Usage = l.T(i18n.FlagNoDescriptions)
		}
	}
}

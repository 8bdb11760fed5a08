package cmd

import (
	"fmt"
	"github.com/nqueens/nqueens/cmd/serve"
	"io"
	"slices"
	"strings"
	"syscall"
	"unicode/utf8"

	mcobra "github.com/muesli/mango-cobra"
	"github.com/muesli/roff"
	"github.com/nqueens/nqueens/internal/count/shard"
	"github.com/nqueens/nqueens/internal/kit/earlysignal"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/ui"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// newManCommand returns the hidden `nqueens man`, which writes the manual
// page nqueens(1) on standard output for the release archives and
// packages (scripts/release-files.sh), as glow and soft-serve make theirs.
// Its own help is in l; the page is English whatever the locale or --lang:
// a manual page is installed once, for everyone on the machine, so it is
// made from a tree of its own in English, not from the running one.
func newManCommand(l i18n.Lang) *cobra.Command {
	return &cobra.Command{
		Use:    "man",
		Short:  l.T(i18n.CmdManShort),
		Hidden: true,
		Args:   cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			root := newRootCommand(i18n.En, io.Discard, io.Discard)
			root.InitDefaultHelpCmd() // as running it does: the page lists help
			page, err := manPage(root)
			if err != nil {
				return err
			}
			_, err = io.WriteString(cmd.OutOrStdout(), page)
			return err
		},
	}
}

// manPage is the manual of the command tree of root: its commands and
// flags (mango-cobra), then the keys, the environment, the exit statuses
// and the files, each drawn from where the program keeps them.
func manPage(root *cobra.Command) (string, error) {
	page, err := mcobra.NewManPage(1, root)
	if err != nil {
		return "", err
	}
	page.WithLongDescription(unwrap(root.Long))
	doc := roff.NewDocument()
	page.Build(doc)

	doc.Section("Keys")
	doc.Text("In the visualizer, ? shows the keys that apply at the moment; these are all of them.")
	for _, g := range ui.KeyHelp() {
		name := "Every view"
		if g.View != "" {
			name = "The " + g.View + " view"
		}
		defs := make([][2]string, len(g.Keys))
		for i, h := range g.Keys {
			defs[i] = [2]string{h.Key, h.Desc}
		}
		manList(doc, name, defs)
	}

	doc.Section("Environment")
	manList(doc, "", manEnvironment(root))

	doc.Section("Exit status")
	statuses := [][2]string{
		{fmt.Sprint(exitOK), "success (also when the reader of a pipe went away: nqueens solve 16 | head)"},
		{fmt.Sprint(exitFailure), "the work failed: a file could not be read or written, a count to merge is incomplete, min-conflicts gave up"},
		{fmt.Sprint(exitUsage), "the command line is wrong (an unknown command or flag, a bad value, a bad environment variable of serve)"},
	}
	var sigs []syscall.Signal
	for _, s := range earlysignal.Stop {
		sigs = append(sigs, s.(syscall.Signal))
	}
	slices.Sort(sigs)
	for _, sig := range sigs {
		text := "stopped by the signal " + sig.String() + " (128 + its number): the output is left as it was"
		// earlysignal.Caught: what nohup or a background job ignores stays so.
		switch sig {
		case syscall.SIGHUP:
			text += "; under nohup, which starts the program with it ignored, it stays ignored"
		case syscall.SIGINT:
			text += "; in a script's background job, which starts with it ignored, it stays ignored"
		}
		statuses = append(statuses, [2]string{fmt.Sprint(128 + int(sig)), text})
	}
	manList(doc, "", statuses)

	doc.Section("Files")
	manList(doc, "", [][2]string{
		{"$XDG_CONFIG_HOME/" + serve.DefaultHostKeyPath, "the host key of nqueens serve, created on its first start unless --host-key names another (~/.config on Linux when XDG_CONFIG_HOME is unset)"},
		{"/usr/lib/systemd/system/nqueens-serve.service", "the unit that runs nqueens serve as a service (the packages install it; see docs/serve.md)"},
	})
	doc.Paragraph()
	doc.Text("Nothing else is written but the files a command is told to write (count --checkpoint, gif --output, --lesson-out).")

	doc.Section("See also")
	doc.Text("ssh(1), systemd.exec(5); https://github.com/nqueens/nqueens")
	text := manEscape(doc.String())
	// mango's heading has the description where the manual's name goes.
	head, body, _ := strings.Cut(text, "\n")
	date := strings.Fields(head)[3]
	head = fmt.Sprintf(`.TH NQUEENS 1 %s "nqueens %s" "User Commands"`, date, manEscape(version()))
	return head + "\n" + manWrap(body), nil
}

// manWrap breaks the text lines of a roff document at spaces to lines of
// at most 80 bytes, where one word allows, as mandoc's lint asks. A line
// that would start with a control character is made text with \&.
func manWrap(doc string) string {
	const most = 80
	var b strings.Builder
	for _, line := range strings.Split(doc, "\n") {
		if strings.HasPrefix(line, ".") {
			b.WriteString(line + "\n")
			continue
		}
		for len(line) > most {
			i := strings.LastIndexByte(line[:most+1], ' ')
			if i <= 0 {
				i = strings.IndexByte(line, ' ')
			}
			if i <= 0 {
				break
			}
			b.WriteString(line[:i] + "\n")
			line = line[i+1:]
			if strings.HasPrefix(line, ".") || strings.HasPrefix(line, "'") {
				line = `\&` + line
			}
		}
		b.WriteString(line + "\n")
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// manList writes a list of terms and their definitions under an optional
// heading in bold.
func manList(doc *roff.Document, heading string, defs [][2]string) {
	if heading != "" {
		doc.Paragraph()
		doc.TextBold(heading)
		doc.EndSection()
	}
	for _, d := range defs {
		doc.TaggedParagraph(-1)
		doc.TextBold(d[0])
		doc.EndSection()
		doc.Text(d[1])
	}
}

// manEnvironment lists the variables nqueens reads, each with what it
// does: the terminal's, the batch engines' of count --shard auto/M, and
// the ones that set a flag (see envFlags), in the order of the commands.
func manEnvironment(root *cobra.Command) [][2]string {
	env := [][2]string{
		{"NO_COLOR", "set and not empty: the visualizer, lesson and gif draw without colours; bold, underline and reverse stay (gif --no-color does the same)"},
		{"TERM, COLORTERM", "the colours the terminal shows; TERM=dumb: no styling at all"},
		{strings.Join(localeVariables, ", "), "the first one set says whether the terminal takes UTF-8; without it the views draw with ASCII (--unicode overrides)"},
		{strings.Join(i18n.LocaleVariables, ", "), "the first one set chooses the language of the messages, zh_CN.UTF-8 Chinese, es_ES Spanish, anything else English (--lang overrides)"},
		{shard.EnvKubernetes, "count --shard auto/M in a Kubernetes Indexed Job: the shard is this index + 1"},
		{shard.EnvSlurm, "count --shard auto/M in a Slurm job array submitted as --array=1-M (SLURM_ARRAY_TASK_MIN and SLURM_ARRAY_TASK_MAX are checked against it)"},
		{shard.EnvParallel, "count --shard auto/M under GNU parallel: the job's sequence number"},
	}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		c.Flags().VisitAll(func(f *pflag.Flag) {
			if names := f.Annotations[envAnnotation]; len(names) > 0 {
				env = append(env, [2]string{names[0], c.Name() + " --" + f.Name + " where the command line does not give it"})
			}
		})
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	return env
}

// unwrap joins the lines of each paragraph of a help text (paragraphs end
// at a blank line): roff fills the lines itself, and mango starts a
// paragraph at every newline.
func unwrap(s string) string {
	paras := strings.Split(s, "\n\n")
	for i, p := range paras {
		paras[i] = strings.Join(strings.Fields(p), " ")
	}
	return strings.Join(slices.DeleteFunc(paras, func(p string) bool { return p == "" }), "\n")
}

// manEscape writes every character past ASCII as a roff escape (\[u2192]
// for →): groff reads its input as Latin-1 unless told otherwise, and
// both groff and mandoc take the escape.
func manEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r < utf8.RuneSelf {
			b.WriteRune(r)
		} else {
			fmt.Fprintf(&b, `\[u%04X]`, r)
		}
	}
	return b.String()
}

package cmd

import (
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/spf13/cobra"
)

// langValue is --lang, the language of the messages. Left out, the
// locale chooses (i18n.FromEnv), which is why it names no default: the
// help would claim English for a user whose LANG is zh_CN.UTF-8.
type langValue struct {
	l    i18n.Lang
	set  bool
	tree i18n.Lang // the language the command tree was built in (langOf)
}

func (v *langValue) String() string {
	if !v.set {
		return ""
	}
	return v.l.String()
}

func (v *langValue) Type() string { return "en|zh|es" }

func (v *langValue) Set(s string) error {
	l, err := i18n.Parse(s)
	if err != nil {
		return flagValueErrorf(i18n.CmdMustBe, i18n.Codes(), quoted(s))
	}
	v.l, v.set = l, true
	return nil
}

// langOf is the language the command line asks for: the last --lang x or
// --lang=x before "--", else the locale's. It is read from the arguments
// before the command tree is built, because cobra prints a command's help
// (--help, help, a bare completion) before any hook of ours runs, and the
// help is built with the tree. A value that is not a language is left to
// the flag, which refuses it as cobra parses the line (a usage error).
func langOf(args []string, getenv func(string) string) i18n.Lang {
	value, given := "", false
	for i := 0; i < len(args); i++ {
		if args[i] == "--" {
			break
		}
		if v, ok := strings.CutPrefix(args[i], "--lang="); ok {
			value, given = v, true
		} else if args[i] == "--lang" && i+1 < len(args) {
			value, given = args[i+1], true
			i++
		}
	}
	if l, err := i18n.Parse(value); given && err == nil {
		return l
	}
	return i18n.FromEnv(getenv)
}

// addLangFlag gives every command --lang, and makes l, the language the
// tree is built in (see langOf), the process's before any of them runs.
func addLangFlag(root *cobra.Command, l i18n.Lang) {
	root.PersistentFlags().Var(&langValue{tree: l}, "lang", l.T(i18n.FlagLang))
	root.PersistentPreRunE = func(*cobra.Command, []string) error {
		// The process's language is for what reads no command: the
		// narration of trace's text lines (solver.Stepper.Narrate).
		i18n.Set(l)
		return nil
	}
}

// rootLang is the --lang of the command line root is the root of.
func rootLang(root *cobra.Command) *langValue {
	if f := root.PersistentFlags().Lookup("lang"); f != nil {
		if v, ok := f.Value.(*langValue); ok {
			return v
		}
	}
	return &langValue{}
}

// commandLang is the language of cmd's messages: the one its tree was
// built in (langOf: its --lang, else the locale's). A command reads it,
// and passes it to what it calls, rather than i18n.Current: in-process
// tests run commands of several languages at once.
func commandLang(cmd *cobra.Command) i18n.Lang {
	return rootLang(cmd.Root()).tree
}

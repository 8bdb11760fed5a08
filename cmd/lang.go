package cmd

import (
	"os"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/spf13/cobra"
)

// langValue is --lang, the language of the messages. Left out, the
// locale chooses (i18n.FromEnv), which is why it names no default: the
// help would claim English for a user whose LANG is zh_CN.UTF-8.
type langValue struct {
	l   i18n.Lang
	set bool
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

// language is the language the command line asks for: --lang, else the
// locale's.
func (v *langValue) language(getenv func(string) string) i18n.Lang {
	if v.set {
		return v.l
	}
	return i18n.FromEnv(getenv)
}

// addLangFlag gives every command --lang, and sets the language before
// any of them runs.
func addLangFlag(root *cobra.Command) {
	v := &langValue{}
	root.PersistentFlags().Var(v, "lang", "the language of the messages: en, zh (Simplified Chinese) or es (Spanish); without it, LC_ALL, LC_MESSAGES or LANG chooses")
	root.PersistentPreRunE = func(cmd *cobra.Command, _ []string) error {
		// The process's language is for what reads no command: the
		// narration of trace's text lines (solver.Stepper.Narrate).
		i18n.Set(commandLang(cmd))
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

// commandLang is the language of cmd's messages: its --lang, else the
// locale's. A command reads it, and passes it to what it calls, rather
// than i18n.Current: in-process tests run commands of several languages
// at once.
func commandLang(cmd *cobra.Command) i18n.Lang {
	return rootLang(cmd.Root()).language(os.Getenv)
}

// errorLang is the language of the error line of the command line args,
// run by root: its --lang where the parser got to it; where the parser
// stopped at an earlier mistake, a good --lang further on counts all the
// same (the user said it), else the locale's.
func errorLang(root *cobra.Command, args []string, getenv func(string) string) i18n.Lang {
	v := rootLang(root)
	if !v.set {
		v = langInArgs(args)
	}
	return v.language(getenv)
}

// langInArgs is the last good --lang of args, before "--" (after it
// every argument is positional).
func langInArgs(args []string) *langValue {
	v := &langValue{}
	for i := 0; i < len(args) && args[i] != "--"; i++ {
		value, ok := strings.CutPrefix(args[i], "--lang=")
		if !ok && args[i] == "--lang" && i+1 < len(args) {
			value, ok = args[i+1], true
			i++
		}
		if ok {
			if l, err := i18n.Parse(value); err == nil {
				v.l, v.set = l, true
			}
		}
	}
	return v
}

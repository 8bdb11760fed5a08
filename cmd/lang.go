package cmd

import (
	"os"

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
		return flagValueErrorf("must be en, zh or es, got %s", quoted(s))
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
	root.PersistentPreRunE = func(*cobra.Command, []string) error {
		i18n.Set(v.language(os.Getenv))
		return nil
	}
}

package cmd

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/lessonplay"
	"github.com/nqueens/nqueens/ui/watch"
	"github.com/spf13/cobra"
)

// TestStepFlagNamesThePermalinkKey: --step's help names the key that shows
// a screen's permalink, as the watch view binds it (the help is written
// before any view exists, so this test keeps the two together).
func TestStepFlagNamesThePermalinkKey(t *testing.T) {
	key := ""
	for _, g := range ui.KeyHelp() {
		for _, h := range g.Keys {
			if g.View == string(ui.Watch) && h.Desc == "permalink" {
				key = h.Key
			}
		}
	}
	if key == "" {
		t.Fatal("the watch view binds no permalink key")
	}
	f := newRootCommand(i18n.En, nil, nil).Flags().Lookup("step")
	if f == nil || !strings.Contains(f.Usage, "the key "+key+" shows") {
		t.Errorf("--step's help %q does not name the permalink key %q", f.Usage, key)
	}
}

// TestFlagsNameTheWatchKeys: the flags' help that names a key of the
// watch view names the one it binds (the help is written before any view
// exists; the key help of the views is the bindings').
func TestFlagsNameTheWatchKeys(t *testing.T) {
	want := map[string]string{}
	for _, g := range ui.KeyHelp() {
		for _, h := range g.Keys {
			if g.View == string(ui.Watch) {
				want[h.Desc] = h.Key
			}
		}
	}
	lesson := newRootCommand(i18n.En, nil, nil)
	lessonCmd, _, err := lesson.Find([]string{"lesson"})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		cmd        *cobra.Command
		flag, desc string
		says       string
	}{
		{newRootCommand(i18n.En, nil, nil), "lesson-out", "add slide", "the key %s adds"},
		{lessonCmd, "lesson-out", "add slide", "the key %s adds"},
		{newRootCommand(i18n.En, nil, nil), "predict", "predict", "(%s inside"},
	} {
		k := want[c.desc]
		f := c.cmd.Flags().Lookup(c.flag)
		if k == "" || f == nil || !strings.Contains(f.Usage, fmt.Sprintf(c.says, k)) {
			t.Errorf("%s --%s: the help %q does not name the key %q of %q", c.cmd.Name(), c.flag, f.Usage, k, c.desc)
		}
	}
}

// TestLessonHelpNamesTheSlideKeys: `lesson --help` names every key of
// the lesson player's own, the go-to-slide key among them, as its
// bindings do (the help is written before any player exists).
func TestLessonHelpNamesTheSlideKeys(t *testing.T) {
	c, _, err := newRootCommand(i18n.En, nil, nil).Find([]string{"lesson"})
	if err != nil {
		t.Fatal(err)
	}
	long := strings.Join(strings.Fields(c.Long), " ")
	keys := reflect.ValueOf(lessonplay.CommandKeyNames())
	for i := range keys.NumField() {
		k := keys.Field(i).String()
		if k == "" || !strings.Contains(long, k+" ") {
			t.Errorf("lesson --help does not name the %s key %q:\n%s", keys.Type().Field(i).Name, k, c.Long)
		}
	}
	// Inside a slide, the visualizer's own play and step keys.
	w := watch.CommandKeyNames()
	for _, k := range []string{w.LessonPlay + " plays", w.LessonStep + " steps"} {
		if !strings.Contains(long, k) {
			t.Errorf("lesson --help does not say %q:\n%s", k, c.Long)
		}
	}
}

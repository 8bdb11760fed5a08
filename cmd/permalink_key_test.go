package cmd

import (
	"strings"
	"testing"

	"github.com/nqueens/nqueens/ui"
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
	f := newRootCommand(nil, nil).Flags().Lookup("step")
	if f == nil || !strings.Contains(f.Usage, "the key "+key+" shows") {
		t.Errorf("--step's help %q does not name the permalink key %q", f.Usage, key)
	}
}

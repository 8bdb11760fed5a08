package compare

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui/common"
	"github.com/nqueens/nqueens/ui/theme"
	"github.com/nqueens/nqueens/ui/uitest"
)

// TestNotesNameTheBindings: the compare view's hints name keys from the
// bindings in force (rebound here to keys the default map lacks).
func TestNotesNameTheBindings(t *testing.T) {
	com := &common.Common{N: 4, Styles: theme.NewFor(lipgloss.DefaultRenderer(), theme.Dark, false), Keys: common.DefaultGlobalKeys(i18n.En)}
	m, err := New(com, Side{Strategy: solver.Array}, Side{Strategy: solver.FC})
	if err != nil {
		t.Fatal(err)
	}
	m.SetSize(100, 30)
	m.keys.Smaller.SetKeys("{")
	m.keys.Close.SetKeys("ctrl+g")
	m.keys.Restart.SetKeys("R")
	if v := m.tooSmall(40, 10); !strings.Contains(v, "{ smaller N · ctrl+g one board") {
		t.Errorf("too small:\n%s", v)
	}
	for i := 0; i < 10000 && !strings.Contains(m.note, "over"); i++ {
		m.Update(uitest.Key("right"))
	}
	if !strings.Contains(m.note, "R starts them again") {
		t.Errorf("at the end: note %q", m.note)
	}
}

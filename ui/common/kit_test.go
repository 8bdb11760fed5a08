package common

import (
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/ui/theme"
)

// TestTooSmallNamesTheBindings: "window too small" names the view's key to
// a smaller board and the quit key from the bindings in force, and no
// smaller key when the view has none.
func TestTooSmallNamesTheBindings(t *testing.T) {
	com := &Common{Styles: theme.NewFor(lipgloss.DefaultRenderer(), theme.Dark, false),
		Keys: GlobalKeys{Quit: key.NewBinding(key.WithKeys("Z"))}}
	smaller := key.NewBinding(key.WithKeys("{"))
	if v := TooSmall(com, 9, 40, 20, 30, 10, smaller); !strings.Contains(v, "{ smaller N · Z quits") {
		t.Errorf("with a smaller key:\n%s", v)
	}
	if v := TooSmall(com, 9, 40, 20, 30, 10, key.Binding{}); !strings.Contains(v, "Z quits") || strings.Contains(v, "smaller") {
		t.Errorf("without one:\n%s", v)
	}
	if v := TooSmall(com, 9, 40, 20, 20, 10, smaller); !strings.Contains(v, "Z quits") {
		t.Errorf("narrow:\n%s", v)
	}
	if got := KeyName(key.NewBinding(key.WithKeys(" ", "enter"))); got != "space" {
		t.Errorf("KeyName of space: %q", got)
	}
}

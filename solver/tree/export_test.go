package tree

import "strings"

// Text returns the outline as lines of text ending in newlines (for the
// tests: the command writes the whole tree with Lines).
func (t *Tree) Text(o Options) string {
	var b strings.Builder
	for _, r := range t.Outline(o) {
		b.WriteString(r.Text)
		b.WriteByte('\n')
	}
	return b.String()
}

package board

import (
	"slices"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/nqueens/nqueens/internal/kit/i18n"
)

// Entry is one item of a legend: the look of a square with these flags, and
// what it means, in the renderer's language.
type Entry struct {
	Flags Flag
	Label i18n.ID
}

// Legend entries of every state the renderer draws, in the order a legend
// lists them. Present picks from these, so a legend built from it names
// exactly what the board shows.
var (
	EntryQueen    = Entry{Queen, i18n.LegendQueen}
	EntrySafe     = Entry{0, i18n.LegendSafe}
	EntryTint1    = Entry{AttackColumn, i18n.LegendTint1}
	EntryTint2    = Entry{AttackColumn | AttackDiagonal, i18n.LegendTint2}
	EntryTint3    = Entry{Attacked, i18n.LegendTint3}
	EntryFocus    = Entry{FocusColumn | AttackColumn, i18n.LegendFocus}
	EntryTried    = Entry{Tried, i18n.LegendTried}
	EntryRejected = Entry{Rejected | AttackColumn, i18n.LegendRejected}
	EntryAttacker = Entry{Attacker | Queen, i18n.LegendAttacker}
	EntryPath     = Entry{OnLine | AttackColumn, i18n.LegendPath}
	EntryLifted   = Entry{Lifted, i18n.LegendLifted}
	EntryDead     = Entry{Dead | AttackColumn, i18n.LegendDead}
	EntryExplored = Entry{Dead, i18n.LegendExplored}
	EntrySolved   = Entry{Solved | Queen, i18n.LegendSolved}
	EntryRuledOut = Entry{RuledOut, i18n.LegendRuledOut}
	EntryConflict = Entry{Conflict | Queen, i18n.LegendConflict}
	EntryCursor   = Entry{Cursor, i18n.LegendCursor}
	EntryDomain   = Entry{Domain, i18n.LegendDomain}
	EntryPruned   = Entry{Pruned | AttackColumn, i18n.LegendPruned}
	EntryPicked   = Entry{Picked | Queen, i18n.LegendPicked}
	EntryHeat0    = Entry{HeatMap(0), i18n.LegendHeat0}
	EntryHeat1    = Entry{HeatMap(1), i18n.LegendHeat1}
	EntryHeat2    = Entry{HeatMap(2), i18n.LegendHeat2}
	EntryHeat3    = Entry{HeatMap(3), i18n.LegendHeat3}
	EntryMoved    = Entry{MovedRight, i18n.LegendMoved}
)

// allEntries is every entry, in legend order.
var allEntries = []Entry{
	EntryQueen, EntrySafe, EntryTint1, EntryTint2, EntryTint3, EntryFocus, EntryDomain, EntryPruned,
	EntryTried, EntryRejected, EntryAttacker, EntryPath, EntryLifted,
	EntryDead, EntryExplored, EntrySolved, EntryRuledOut, EntryConflict,
	EntryPicked, EntryHeat0, EntryHeat1, EntryHeat2, EntryHeat3, EntryMoved, EntryCursor,
}

// WatchLegend lists every state the search view shows, in every strategy
// (every entry but the play view's pencil mark and cursor), for a legend
// that keeps its size from one step to the next.
var WatchLegend = slices.DeleteFunc(slices.Clone(allEntries), func(e Entry) bool {
	return e == EntryRuledOut || e == EntryCursor
})

// The legend IDs (see legendID): the four tint levels of an empty square,
// then a dead square some line attacks, the four colours of the heat map,
// one per kind, and the cursor last.
const (
	deadLinesID = 4
	heatID      = deadLinesID + 1
	kindsID     = heatID + 4
	cursorID    = kindsID + int(numKinds)
)

// legendID names the look a legend entry stands for: the kind, and for
// empty squares the tint level, for dead ones whether a line attacks them,
// for the heat map its colour. The cursor, drawn over any kind, has its
// own, cursorID.
func legendID(key cacheKey) int {
	switch key.k {
	case kEmpty:
		return int(key.level)
	case kDead:
		if key.lines != 0 {
			return deadLinesID
		}
	case kHeat:
		return heatID + min(max(int(key.heat)-1, 0), 3)
	}
	return kindsID + int(key.k)
}

// entryID is the legendID of the look an entry's flags get.
func entryID(e Entry) int {
	if e.Flags&Cursor != 0 {
		return cursorID
	}
	return legendID(swatchKey(e.Flags))
}

// Present returns the entries of the looks board b shows with the current
// display, in legend order: the legend of exactly this board.
func (r *Renderer) Present(b Board) []Entry {
	var seen [cursorID + 1]bool
	solved := b.has(Solved)
	for i, f := range b.Flags {
		row := i / max(b.N, 1)
		key := r.keyOf(f, row, i%max(b.N, 1), b.ahead(row), solved)
		seen[legendID(key)] = true
		if key.cursor {
			seen[cursorID] = true
		}
		if key.stroke != 0 {
			// The line of attack runs into the squares at its ends,
			// also when they touch and no square lies between.
			seen[entryID(EntryPath)] = true
		}
	}
	var out []Entry
	for _, e := range allEntries {
		if seen[entryID(e)] {
			out = append(out, e)
		}
	}
	return out
}

// swatchKey is the look of a legend swatch: the flags' look on a light
// square, or its tint.
func swatchKey(f Flag) cacheKey {
	key := lookKey(f)
	if !key.k.filled() {
		key.level = uint8((f & Attacked).count())
	}
	return key
}

// swatchW is the width of a legend swatch: a square three cells wide, so
// that its tint shows around its glyph.
const swatchW = 3

// Swatch returns a square with flags f as the board draws it three cells
// wide, for legends: the same glyph on the same checker, tint or fill.
func (r *Renderer) Swatch(f Flag) string {
	key := swatchKey(f)
	if s, ok := r.swatch[key]; ok {
		return s
	}
	s := r.draw(key, Cell{swatchW, 1})[0]
	r.swatch[key] = s
	return s
}

// legendItem is an entry as a legend shows it: its swatch and its label,
// styled, and the label's width.
type legendItem struct {
	text   string
	labelW int
}

// legendItem returns the entry as a legend shows it, styled and measured
// once: the watch view draws its legend on every frame.
func (r *Renderer) legendItem(e Entry) legendItem {
	if it, ok := r.items[e]; ok {
		return it
	}
	label := r.lang.T(e.Label)
	it := legendItem{r.Swatch(e.Flags) + " " + r.st.Muted.Render(label), lipgloss.Width(label)}
	r.items[e] = it
	return it
}

// Legend lays the entries out in as many columns as fit in width and
// returns the lines, each at most width wide; nil if not even one column
// fits.
func (r *Renderer) Legend(entries []Entry, width int) []string {
	colW := 0
	for _, e := range entries {
		colW = max(colW, swatchW+1+r.legendItem(e).labelW)
	}
	const gap = 2
	cols := (width + gap) / (colW + gap)
	if cols < 1 || len(entries) == 0 {
		return nil
	}
	rows := (len(entries) + cols - 1) / cols
	// Balance the columns: as few as the row count needs.
	cols = (len(entries) + rows - 1) / rows
	lines := make([]string, rows)
	for i, e := range entries {
		row, col := i%rows, i/rows
		item := r.legendItem(e)
		lines[row] += item.text
		if col < cols-1 {
			lines[row] += strings.Repeat(" ", colW+gap-swatchW-1-item.labelW)
		}
	}
	return lines
}

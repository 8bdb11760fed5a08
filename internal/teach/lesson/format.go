package lesson

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"

	"github.com/nqueens/nqueens/solver"
)

// FormatSlide writes a slide showing the state, every key explicit, with
// the caption: what a capture key appends to a lesson file, so that the
// slide reads back (Parse) to the same state whatever comes before it. The
// state's Predict must be 0, a named density or one ParseDensity returns.
// It refuses a caption that would not read back as one caption.
func FormatSlide(st State, caption string) (string, error) {
	caption = strings.TrimSpace(caption)
	for i, line := range strings.Split(caption, "\n") {
		if isRule(line) {
			return "", i18n.Errorf(i18n.LessonFileCaptionRule, strconv.Itoa(i+1))
		}
	}
	if len(caption) > MaxCaptionSize {
		return "", i18n.Errorf(i18n.LessonFileCaption, strconv.Itoa(len(caption)), strconv.Itoa(MaxCaptionSize))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "---\nn: %d\nalgo: %s\n", st.N, st.Strategy)
	if st.Strategy.Takes(solver.OptionMRV) {
		fmt.Fprintf(&b, "mrv: %s\n", map[bool]string{true: "on", false: "off"}[st.Options.MRV])
	}
	if st.Strategy.Takes(solver.OptionSeed) {
		fmt.Fprintf(&b, "seed: %d\n", st.Options.Seed)
	}
	if st.Strategy.Takes(solver.OptionStart) {
		fmt.Fprintf(&b, "start: %s\n", st.Options.Start)
	}
	fmt.Fprintf(&b, "step: %d\nview: %s\nlayout: %s\n", st.Step, st.View, st.Layout)
	if st.Panels != "" {
		fmt.Fprintf(&b, "panels: %s\n", st.Panels)
	}
	if st.Predict != 0 {
		fmt.Fprintf(&b, "predict: %s\n", st.Predict)
	}
	b.WriteString("\n")
	if caption != "" {
		b.WriteString(caption + "\n")
	}
	return b.String(), nil
}

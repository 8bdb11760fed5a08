package browse

// How long a count of a board too large to count would take.

import (
	"math"
	"strconv"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
)

// estimateProbes are the probes of the estimate: a few milliseconds at
// N=32, within a few per cent.
const estimateProbes = 4000

// roughDuration says a number of seconds in the largest unit it makes at
// least one of, to two significant digits: "50 minutes", "3.1 days",
// "40,000 years", in l.
func roughDuration(l i18n.Lang, seconds float64) string {
	units := []struct {
		name i18n.ID
		secs float64
	}{{i18n.DurYears, 365.25 * 86400}, {i18n.DurDays, 86400}, {i18n.DurHours, 3600}, {i18n.DurMinutes, 60}, {i18n.DurSeconds, 1}}
	for _, u := range units {
		if v := seconds / u.secs; v >= 1 || u.secs == 1 {
			// The unit's plural form is chosen by a whole count: one
			// only for exactly 1.
			count := 2
			if v == 1 {
				count = 1
			}
			return l.Sprintf(u.name, count, twoDigits(l, v))
		}
	}
	return ""
}

// twoDigits rounds v to two significant digits, with thousands separated.
func twoDigits(l i18n.Lang, v float64) string {
	if v < 10 {
		return strconv.FormatFloat(math.Round(v*10)/10, 'f', -1, 64)
	}
	mag := math.Pow(10, math.Floor(math.Log10(v))-1)
	if math.IsInf(v, 0) || v > 1e18 {
		return l.T(i18n.WordCountless)
	}
	return text.Thousands(uint64(math.Round(v/mag) * mag))
}

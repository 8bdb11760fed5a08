package browse

// How long a count of a board too large to count would take.

import (
	"math"
	"strconv"

	"github.com/nqueens/nqueens/internal/kit/text"
)

// estimateProbes are the probes of the estimate: a few milliseconds at
// N=32, within a few per cent.
const estimateProbes = 4000

// roughDuration says a number of seconds in the largest unit it makes at
// least one of, to two significant digits: "50 minutes", "3.1 days",
// "40,000 years".
func roughDuration(seconds float64) string {
	units := []struct {
		name string
		secs float64
	}{{"year", 365.25 * 86400}, {"day", 86400}, {"hour", 3600}, {"minute", 60}, {"second", 1}}
	for _, u := range units {
		if v := seconds / u.secs; v >= 1 || u.secs == 1 {
			return twoDigits(v) + " " + u.name + plural(v)
		}
	}
	return ""
}

// twoDigits rounds v to two significant digits, with thousands separated.
func twoDigits(v float64) string {
	if v < 10 {
		return strconv.FormatFloat(math.Round(v*10)/10, 'f', -1, 64)
	}
	mag := math.Pow(10, math.Floor(math.Log10(v))-1)
	if math.IsInf(v, 0) || v > 1e18 {
		return "countless"
	}
	return text.Thousands(uint64(math.Round(v/mag) * mag))
}

func plural(v float64) string {
	if v == 1 {
		return ""
	}
	return "s"
}

package cmd

import (
	"strings"
	"testing"
)

// TestCompareFlag: --compare takes a tree search other than --algo's and
// says in one line what is wrong otherwise (status 2); a good pair gets as
// far as the terminal check.
func TestCompareFlag(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--compare", "fc", "--algo", "fc"}, "the run is fc already"},
		{[]string{"--compare", "min-conflicts"}, "--compare must be"},
		{[]string{"--algo", "min-conflicts", "--compare", "fc"}, "two tree searches"},
		{[]string{"--compare", "fc"}, "needs a terminal"},
		{[]string{"--compare", "fc", "--algo", "fc", "--mrv"}, "needs a terminal"},
	} {
		_, stderr, code := execute(t, c.args...)
		if code != exitUsage || !strings.Contains(stderr, c.want) || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
			t.Errorf("%q: exit %d, %q; want status 2 and %q in one line", c.args, code, stderr, c.want)
		}
	}
}

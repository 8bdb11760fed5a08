package watch

import (
	"reflect"
	"testing"
)

// TestOptionsCarryNoTestKnobs: the clock of the per-frame budget is a
// test's to fix (FixClock), not a field of the production Options.
func TestOptionsCarryNoTestKnobs(t *testing.T) {
	t.Parallel()
	if _, ok := reflect.TypeFor[Options]().FieldByName("Clock"); ok {
		t.Errorf("watch.Options has a Clock field: tests fix the clock with FixClock")
	}
}

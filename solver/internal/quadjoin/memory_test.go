package quadjoin

import (
	"runtime/debug"
	"testing"
)

// TestCollectWithin: the runtime's soft memory limit is lowered to a
// count's limit, never raised by a larger one.
func TestCollectWithin(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	debug.SetMemoryLimit(1 << 40)
	CollectWithin(1 << 35)
	if got := debug.SetMemoryLimit(-1); got != 1<<35 {
		t.Errorf("after CollectWithin(1<<35) from 1<<40: %d", got)
	}
	CollectWithin(1 << 38)
	if got := debug.SetMemoryLimit(-1); got != 1<<35 {
		t.Errorf("after CollectWithin(1<<38) from 1<<35: %d, want it kept", got)
	}
}

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

// TestDefaultLimit: a quarter of the RAM, 2 GiB if it is unknown, and
// within a container no more than three quarters of its limit.
func TestDefaultLimit(t *testing.T) {
	const gib = 1 << 30
	for _, c := range []struct{ ram, container, want uint64 }{
		{64 * gib, 0, 16 * gib},
		{0, 0, 2 * gib},
		{64 * gib, 64 << 20, 48 << 20},
		{64 * gib, 4 * gib, 3 * gib},
		{8 * gib, 64 * gib, 2 * gib}, // a limit above the RAM holds nothing back
		{0, 1 * gib, 768 << 20},
	} {
		if got := defaultLimit(c.ram, c.container); got != c.want {
			t.Errorf("RAM %d, container %d: %d, want %d", c.ram, c.container, got, c.want)
		}
	}
}

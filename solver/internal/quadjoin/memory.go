package quadjoin

import (
	"math"
	"runtime/debug"
)

// DefaultMemoryLimit is the memory a count may take by default: a quarter
// of the machine's RAM (the machine may be shared), or 2 GiB where the RAM
// is unknown.
func DefaultMemoryLimit() uint64 {
	if m := physicalMemory(); m > 0 {
		return m / 4
	}
	return 2 << 30
}

// Budget splits limit bytes between the tables and workers counters: the
// most half placements each counter may hold, or ErrMemory if not even a
// small task would fit.
func (t *Tables) Budget(limit uint64, workers int) (maxHalves int, err error) {
	fixed := t.bytes + uint64(workers)*CounterBytes(0)
	if limit <= fixed {
		return 0, ErrMemory
	}
	per := (limit - fixed) / uint64(workers) / (CounterBytes(1) - CounterBytes(0))
	// More than every half of the board never helps; and an int must hold it.
	return int(min(per, 1<<40)), nil
}

// CollectWithin lowers the Go runtime's soft memory limit to limit bytes
// (never raises it), for a count that is to stay within limit. By default
// the collector lets the heap grow to twice what is live before it
// collects: where the tables are most of the limit (N=24), the buffers a
// counter outgrows would take as much again before they were freed. The
// tables hold no pointers, so the collections this adds near the limit do
// not scan them.
func CollectWithin(limit uint64) {
	l := int64(min(limit, math.MaxInt64))
	if debug.SetMemoryLimit(-1) > l {
		debug.SetMemoryLimit(l)
	}
}

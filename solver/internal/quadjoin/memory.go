package quadjoin

import (
	"math"
	"runtime/debug"
)

// DefaultMemoryLimit is the memory a count may take by default: a quarter
// of the machine's RAM (the machine may be shared), or 2 GiB where the RAM
// is unknown; in a container (a control group with a memory limit) no
// more than three quarters of its limit. The container's limit is the
// job's own, but the kernel ends a process that passes it, and the
// machine's RAM says nothing of it: a pod of 64 MiB on a node of 64 GiB
// would otherwise build 16 GiB of tables. The quarter left is for what
// the limit does not count (the program, its stacks, the runtime).
func DefaultMemoryLimit() uint64 {
	return defaultLimit(physicalMemory(), containerMemory())
}

// defaultLimit is DefaultMemoryLimit for ram bytes of RAM (0: unknown) and
// a container limit of container bytes (0: none).
func defaultLimit(ram, container uint64) uint64 {
	limit := uint64(2 << 30)
	if ram > 0 {
		limit = ram / 4
	}
	if container > 0 {
		limit = min(limit, container/4*3)
	}
	return limit
}

// Budget splits limit bytes between the tables and workers counters: the
// most half placements each counter may hold, or a *MemoryError if not
// even a small task would fit.
func (t *Tables) Budget(limit uint64, workers int) (maxHalves int, err error) {
	fixed := t.bytes + uint64(workers)*CounterBytes(0)
	if limit <= fixed {
		return 0, &MemoryError{Need: fixed + uint64(workers)*(CounterBytes(1)-CounterBytes(0))}
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

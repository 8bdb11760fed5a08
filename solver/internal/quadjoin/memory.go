package quadjoin

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

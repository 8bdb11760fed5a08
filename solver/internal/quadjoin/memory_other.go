//go:build !linux

package quadjoin

// physicalMemory is the machine's RAM in bytes, 0 if unknown.
func physicalMemory() uint64 { return 0 }

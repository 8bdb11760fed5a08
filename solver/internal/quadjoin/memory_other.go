//go:build !linux

package quadjoin

// physicalMemory is the machine's RAM in bytes, 0 if unknown.
func physicalMemory() uint64 { return 0 }

// containerMemory is the memory limit of the process's control group, a
// Linux notion: 0, none.
func containerMemory() uint64 { return 0 }

package quadjoin

import "syscall"

// physicalMemory is the machine's RAM in bytes, 0 if unknown.
func physicalMemory() uint64 {
	var info syscall.Sysinfo_t
	if syscall.Sysinfo(&info) != nil {
		return 0
	}
	return uint64(info.Totalram) * uint64(info.Unit)
}

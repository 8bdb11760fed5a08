package quadjoin

import (
	"io/fs"
	"os"
	"path"
	"strconv"
	"strings"
	"syscall"
)

// physicalMemory is the machine's RAM in bytes, 0 if unknown.
func physicalMemory() uint64 {
	var info syscall.Sysinfo_t
	if syscall.Sysinfo(&info) != nil {
		return 0
	}
	return uint64(info.Totalram) * uint64(info.Unit)
}

// containerMemory is the memory limit of the process's control group in
// bytes (a container's, a Kubernetes pod's, a Slurm job's), 0 if none.
func containerMemory() uint64 {
	self, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return 0
	}
	return cgroupLimit(os.DirFS("/sys/fs/cgroup"), string(self))
}

// cgroupLimit is the lowest memory limit on the way from the process's
// control groups (self: /proc/self/cgroup) up to the root of the cgroup
// file system sys, version 2 (memory.max) or 1 (memory/…/
// memory.limit_in_bytes); 0 if none is set. A group's limit holds for
// everything below it, so the lowest on the way is the one that holds.
func cgroupLimit(sys fs.FS, self string) uint64 {
	var lowest uint64
	for _, line := range strings.Split(self, "\n") {
		// hierarchy-ID:controllers:path
		_, rest, ok := strings.Cut(line, ":")
		controllers, group, ok2 := strings.Cut(rest, ":")
		if !ok || !ok2 || !strings.HasPrefix(group, "/") {
			continue
		}
		var dir, file string
		switch {
		case controllers == "": // version 2
			dir, file = ".", "memory.max"
		case hasController(controllers, "memory"):
			dir, file = "memory", "memory.limit_in_bytes"
		default:
			continue
		}
		for g := path.Clean(group); ; g = path.Dir(g) {
			if v := readLimit(sys, path.Join(dir, strings.TrimPrefix(g, "/"), file)); v > 0 && (lowest == 0 || v < lowest) {
				lowest = v
			}
			if g == "/" {
				break
			}
		}
	}
	return lowest
}

func hasController(list, name string) bool {
	for c := range strings.SplitSeq(list, ",") {
		if c == name {
			return true
		}
	}
	return false
}

// readLimit reads a limit file: bytes, or 0 for "max", a missing or
// unreadable file, and version 1's "unlimited" (a page-rounded 2^63-1).
func readLimit(sys fs.FS, name string) uint64 {
	b, err := fs.ReadFile(sys, name)
	if err != nil {
		return 0
	}
	v, err := strconv.ParseUint(strings.TrimSpace(string(b)), 10, 64)
	if err != nil || v >= 1<<62 {
		return 0
	}
	return v
}

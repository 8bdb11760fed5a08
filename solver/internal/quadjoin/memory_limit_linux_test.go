package quadjoin

import (
	"testing"
	"testing/fstest"
)

// TestCgroupLimit: the lowest limit on the way from the process's groups
// up to the root, in either version of control groups; "max", v1's
// unlimited and missing files are no limit.
func TestCgroupLimit(t *testing.T) {
	file := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(s)} }
	v1unlimited := "9223372036854771712\n"
	for _, c := range []struct {
		name string
		sys  fstest.MapFS
		self string
		want uint64
	}{
		{"v2, a pod's limit", fstest.MapFS{"kubepods/pod1/memory.max": file("67108864\n")}, "0::/kubepods/pod1\n", 64 << 20},
		{"v2, a parent's lower limit holds", fstest.MapFS{"a/memory.max": file("1000\n"), "a/b/memory.max": file("5000\n")}, "0::/a/b\n", 1000},
		{"v2, max", fstest.MapFS{"a/memory.max": file("max\n")}, "0::/a\n", 0},
		{"v2, in its own namespace", fstest.MapFS{"memory.max": file("4294967296\n")}, "0::/\n", 4 << 30},
		{"v1, a job's limit", fstest.MapFS{"memory/slurm/job_7/memory.limit_in_bytes": file("2147483648\n"), "memory/memory.limit_in_bytes": file(v1unlimited)},
			"12:cpu,cpuacct:/slurm/job_7\n4:memory:/slurm/job_7\n", 2 << 30},
		{"v1, unlimited", fstest.MapFS{"memory/process_api/x/memory.limit_in_bytes": file(v1unlimited), "memory/memory.limit_in_bytes": file(v1unlimited)},
			"9:name=systemd:/\n4:memory:/process_api/x\n0::/\n", 0},
		{"no control groups", fstest.MapFS{}, "", 0},
		{"garbage", fstest.MapFS{"memory.max": file("lots\n")}, "0::/\nnonsense\n::\n", 0},
	} {
		if got := cgroupLimit(c.sys, c.self); got != c.want {
			t.Errorf("%s: %d, want %d", c.name, got, c.want)
		}
	}
}

package countestimate

import "syscall"

// cpuTime returns the CPU time the process has used, in seconds: its
// kernel and user times, as Windows counts them (GetProcessTimes; Windows
// has no getrusage).
func cpuTime() float64 {
	self, err := syscall.GetCurrentProcess()
	if err != nil {
		return 0
	}
	var creation, exit, kernel, user syscall.Filetime
	if err := syscall.GetProcessTimes(self, &creation, &exit, &kernel, &user); err != nil {
		return 0
	}
	// A Filetime here is a length of time in 100 ns ticks, not a date:
	// its Nanoseconds method would subtract the epoch.
	ticks := func(ft syscall.Filetime) float64 {
		return float64(uint64(ft.HighDateTime)<<32 | uint64(ft.LowDateTime))
	}
	return (ticks(kernel) + ticks(user)) * 100e-9
}

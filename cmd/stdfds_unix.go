//go:build unix

package cmd

import "golang.org/x/sys/unix"

// guardClosedStdout makes every write to a closed standard output fail
// (EBADF), so that `nqueens solve 8 >&-` reports the loss and exits 1
// instead of 0.
//
// The Go runtime, before any of our code runs, opens /dev/null read-write
// in place of a closed descriptor 0, 1 or 2 (runtime.checkfds), so writes
// to a closed stdout would vanish without an error. What it leaves is
// recognisable: /dev/null open for reading and writing, which no shell
// redirection (`>/dev/null` is write-only) gives. Only where stdin is not
// such a /dev/null too: a daemon (daemon(3)) puts /dev/null read-write on
// all three, and its output is meant to go nowhere. The descriptor is then
// replaced by /dev/null opened read-only, which refuses every write.
func guardClosedStdout() {
	if !isReadWriteNull(1) || isReadWriteNull(0) {
		return
	}
	null, err := unix.Open("/dev/null", unix.O_RDONLY|unix.O_CLOEXEC, 0)
	if err != nil {
		return
	}
	unix.Dup2(null, 1)
	unix.Close(null)
}

// isReadWriteNull reports whether descriptor fd is /dev/null opened for
// reading and writing.
func isReadWriteNull(fd int) bool {
	flags, err := unix.FcntlInt(uintptr(fd), unix.F_GETFL, 0)
	if err != nil || flags&unix.O_ACCMODE != unix.O_RDWR {
		return false
	}
	var st, null unix.Stat_t
	if unix.Fstat(fd, &st) != nil || unix.Stat("/dev/null", &null) != nil {
		return false
	}
	return st.Mode&unix.S_IFMT == unix.S_IFCHR && st.Rdev == null.Rdev
}

//go:build !windows

package checkpoint

import (
	"errors"
	"io/fs"
	"os"
	"syscall"
)

// openNoFollow opens name never through a symbolic link (the error is then
// syscall.ELOOP) and without waiting for a FIFO's other end.
func openNoFollow(name string, flag int, perm fs.FileMode) (*os.File, error) {
	return os.OpenFile(name, flag|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, perm)
}

// linksAndOwner returns the number of names of the open file f and the
// uid of its owner.
func linksAndOwner(_ *os.File, info fs.FileInfo) (links uint64, uid int) {
	st := info.Sys().(*syscall.Stat_t)
	return uint64(st.Nlink), int(st.Uid)
}

// tryLock locks f for this process without waiting; busy says that
// another process holds the lock.
func tryLock(f *os.File) (busy bool, err error) {
	err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	return errors.Is(err, syscall.EWOULDBLOCK), err
}

//go:build !windows

package checkpoint

import (
	"errors"
	"os"
	"syscall"
)

// tryLock locks f for this process without waiting; busy says that
// another process holds the lock.
func tryLock(f *os.File) (busy bool, err error) {
	err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	return errors.Is(err, syscall.EWOULDBLOCK), err
}

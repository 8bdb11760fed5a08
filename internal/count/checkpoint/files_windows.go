package checkpoint

import (
	"errors"
	"os"

	"golang.org/x/sys/windows"
)

// tryLock locks f for this process without waiting; busy says that
// another process holds the lock.
func tryLock(f *os.File) (busy bool, err error) {
	err = windows.LockFileEx(windows.Handle(f.Fd()), windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, new(windows.Overlapped))
	return errors.Is(err, windows.ERROR_LOCK_VIOLATION), err
}

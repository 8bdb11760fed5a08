//go:build !windows

package safefile

import (
	"errors"
	"io/fs"
	"os"
	"syscall"
)

// oNoFollow makes the open of the temporary name fail on a link, as
// O_EXCL already does on a POSIX system.
const oNoFollow = syscall.O_NOFOLLOW

// syncDir syncs the folder, so that a rename in it survives a crash.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if errors.Is(err, syscall.EINVAL) {
		// Some file systems cannot sync a folder; the rename is as safe
		// there as they make it.
		err = nil
	}
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}

// OpenNoFollow opens name (to read it, or to write it in place) never
// through a symbolic link (the error is then syscall.ELOOP) and without
// waiting for a FIFO's other end.
func OpenNoFollow(name string, flag int, perm fs.FileMode) (*os.File, error) {
	return os.OpenFile(name, flag|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, perm)
}

// linksAndOwner returns the number of names of the open file f and the
// uid of its owner.
func linksAndOwner(_ *os.File, info fs.FileInfo) (links uint64, uid int) {
	st := info.Sys().(*syscall.Stat_t)
	return uint64(st.Nlink), int(st.Uid)
}

//go:build !windows

package safefile

import (
	"errors"
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

package safefile

import (
	"io/fs"
	"os"
	"syscall"
)

// Windows has no O_NOFOLLOW. Nothing is lost: O_EXCL opens with
// CREATE_NEW, which fails on any name that exists, a link included, and
// Create refuses a target that is a link (Lstat) before it opens anything.
const oNoFollow = 0

// syncDir does nothing: Windows cannot flush a folder (FlushFileBuffers
// refuses a directory handle opened for reading), and NTFS journals the
// rename itself.
func syncDir(string) error { return nil }

// OpenNoFollow opens name, refusing a symbolic link with syscall.ELOOP as
// O_NOFOLLOW does elsewhere. Windows has no O_NOFOLLOW, so the link is
// looked for (Lstat) before the open; making a link there in between takes
// a privilege (SeCreateSymbolicLinkPrivilege) an ordinary user lacks. A
// FIFO is no worry: Windows has none in its folders.
func OpenNoFollow(name string, flag int, perm fs.FileMode) (*os.File, error) {
	if info, err := os.Lstat(name); err == nil && info.Mode()&fs.ModeSymlink != 0 {
		return nil, &fs.PathError{Op: "open", Path: name, Err: syscall.ELOOP}
	}
	return os.OpenFile(name, flag, perm)
}

// linksAndOwner returns the number of names of the open file f and, for
// its owner, -1: Windows has no uid (an ACL says who may use the file),
// and os.Geteuid is -1 there too.
func linksAndOwner(f *os.File, _ fs.FileInfo) (links uint64, uid int) {
	var d syscall.ByHandleFileInformation
	if err := syscall.GetFileInformationByHandle(syscall.Handle(f.Fd()), &d); err != nil {
		return 0, -1 // refused as a file of more than one name
	}
	return uint64(d.NumberOfLinks), -1
}

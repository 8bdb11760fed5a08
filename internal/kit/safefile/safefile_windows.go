package safefile

// Windows has no O_NOFOLLOW. Nothing is lost: O_EXCL opens with
// CREATE_NEW, which fails on any name that exists, a link included, and
// Create refuses a target that is a link (Lstat) before it opens anything.
const oNoFollow = 0

// syncDir does nothing: Windows cannot flush a folder (FlushFileBuffers
// refuses a directory handle opened for reading), and NTFS journals the
// rename itself.
func syncDir(string) error { return nil }

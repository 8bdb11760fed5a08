// Package safefile replaces a file atomically in a folder other users may
// write to (a shared cluster volume, /tmp): readers of the file see its old
// content or its new content, whole, never a part, and no name that someone
// else can create beforehand is ever opened or followed.
//
// The new content goes to a temporary file in the target's folder, created
// exclusively (O_EXCL|O_NOFOLLOW: a file or link already at that name is
// never opened, another name is drawn) under an unpredictable name, synced,
// and renamed over the target; then the folder is synced so that the rename
// survives a crash. rename(2) replaces the name itself, never what a link at
// that name points to.
//
// A target that is itself a symbolic link is refused (ErrSymlink), not
// resolved. In a folder that others can write to, a link at the target's
// name may be theirs: following it would let them choose which file this
// process (perhaps root) replaces; and replacing the link with a file would
// quietly move the data away from where the link's owner wanted it. The
// caller who means the link's target names it.
package safefile

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
	"unicode/utf8"

	"github.com/nqueens/nqueens/internal/kit/i18n"
)

// ErrSymlink is returned (wrapped) by Create for a target that is a
// symbolic link.
var ErrSymlink = i18n.Errorf(i18n.SafeSymlink)

// ErrNotRegular is returned (wrapped) by Create and OpenOwn for a target
// that exists and is not a regular file (a folder, a FIFO, a device).
var ErrNotRegular = i18n.Errorf(i18n.SafeNotRegular)

// ErrLinked is returned (wrapped) by OpenOwn for a file with other names
// (hard links).
var ErrLinked = i18n.Errorf(i18n.SafeLinked)

// ErrNotOwned is matched (errors.Is) by OpenOwn's error for a file of
// another user.
var ErrNotOwned = i18n.Errorf(i18n.SafeNotOwned)

// notOwnedError names the file's owner and this process's user.
type notOwnedError struct {
	path      string
	uid, euid uint32
}

func (e *notOwnedError) Error() string { return e.In(i18n.En) }

// In is the error in l (see i18n.Localized).
func (e *notOwnedError) In(l i18n.Lang) string {
	return l.Sprintf(i18n.SafeOwnedBy, e.path, strconv.FormatUint(uint64(e.uid), 10), strconv.FormatUint(uint64(e.euid), 10))
}

func (e *notOwnedError) Is(target error) bool { return target == ErrNotOwned }

// File is a replacement of a file under way: what is written to it becomes
// the target's content at Commit, and is thrown away by Abort.
type File struct {
	f      *os.File
	target string
	done   bool
}

// maxPrefix bounds the part of the target's name kept in the temporary
// name, so that a target name of up to NAME_MAX (255 bytes) never makes a
// temporary name past it: "." + 100 + "." + 16 + ".tmp" is 122 bytes.
const maxPrefix = 100

// randomName returns the random part of a temporary name: 64 bits, so that
// nobody can plant a file or link at the name beforehand. (A variable so
// that a test can know the names in advance and plant links at them.)
var randomName = func() string {
	var b [8]byte
	rand.Read(b[:]) // never fails (crypto/rand)
	return hex.EncodeToString(b[:])
}

// tempName returns the temporary name for a target called base.
func tempName(base string) string {
	if len(base) > maxPrefix {
		cut := maxPrefix
		for cut > 0 && !utf8.RuneStart(base[cut]) {
			cut-- // keep whole characters
		}
		base = base[:cut]
	}
	return "." + base + "." + randomName() + ".tmp"
}

// Create starts replacing the file at path. The new file gets the
// permissions of the file it replaces, or perm less the umask for a new
// one. It fails, without creating anything, if path is a symbolic link
// (ErrSymlink), exists but is not a regular file (ErrNotRegular), or its
// folder does not exist.
func Create(path string, perm fs.FileMode) (*File, error) {
	dir := filepath.Dir(path)
	if info, err := os.Stat(dir); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, i18n.Errorf(i18n.SafeNoFolder, dir)
		}
		return nil, err
	} else if !info.IsDir() {
		return nil, i18n.Errorf(i18n.SafeNotFolder, dir)
	}
	switch info, err := os.Lstat(path); {
	case err == nil && info.Mode()&fs.ModeSymlink != 0:
		return nil, i18n.Errorf(i18n.SafePathIs, path, ErrSymlink)
	case err == nil && !info.Mode().IsRegular():
		return nil, i18n.Errorf(i18n.SafePathIs, path, ErrNotRegular)
	case err == nil:
		perm = info.Mode().Perm()
	case !errors.Is(err, fs.ErrNotExist):
		return nil, err
	}
	base := filepath.Base(path)
	for range 100 {
		name := filepath.Join(dir, tempName(base))
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL|oNoFollow, perm)
		if errors.Is(err, fs.ErrExist) {
			continue // someone's file or link: draw another name
		}
		if err != nil {
			return nil, err
		}
		return &File{f: f, target: path}, nil
	}
	return nil, i18n.Errorf(i18n.SafeNoTempName, dir)
}

// OpenOwn opens (flag's os.O_CREATE: or creates) a file this process goes
// on writing in place — a lock file, a log it appends to — in a folder
// others may write to, as safely as Create replaces one: it never follows
// a symbolic link (ErrSymlink), never opens anything but a regular file
// (ErrNotRegular; a FIFO is refused without waiting for its other end, a
// device without reading it), never a file with other names (ErrLinked: a
// hard link planted at the name would have this process write into the
// file it names), never a file of another user (ErrNotOwned: planted in a
// folder everyone may write to, such as /tmp, it would have this process,
// perhaps root, write into a file they own and read). A file refused is
// left as it was.
func OpenOwn(path string, flag int, perm fs.FileMode) (*os.File, error) {
	f, err := OpenNoFollow(path, flag, perm)
	switch {
	case errors.Is(err, syscall.ELOOP):
		return nil, i18n.Errorf(i18n.SafePathIs, path, ErrSymlink)
	case errors.Is(err, syscall.ENXIO):
		// Opened to write without blocking, a FIFO with no reader (or a
		// socket) fails so.
		return nil, i18n.Errorf(i18n.SafePathIs, path, ErrNotRegular)
	case err != nil:
		return nil, err
	}
	info, err := f.Stat()
	if err == nil {
		links, uid := linksAndOwner(f, info)
		switch {
		case !info.Mode().IsRegular():
			err = i18n.Errorf(i18n.SafePathIs, path, ErrNotRegular)
		case links != 1:
			err = i18n.Errorf(i18n.SafePathIs, path, ErrLinked)
		case uid != os.Geteuid():
			err = &notOwnedError{path, uint32(uid), uint32(os.Geteuid())}
		}
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// Write writes to the new content.
func (f *File) Write(p []byte) (int, error) { return f.f.Write(p) }

// Commit makes what was written the target's content: it syncs the
// temporary file, renames it over the target and syncs the folder. On an
// error the temporary file is removed and the target is as it was (or, if
// only the folder's sync failed, already replaced).
func (f *File) Commit() error {
	if f.done {
		return errors.New("safefile: Commit after Commit or Abort")
	}
	err := f.f.Sync()
	if cerr := f.f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.f.Name(), f.target)
	}
	f.done = true
	if err != nil {
		os.Remove(f.f.Name()) // ours, and incomplete
		return err
	}
	return syncDir(filepath.Dir(f.target))
}

// Abort throws the new content away: the temporary file is removed, the
// target stays as it was. After Commit it does nothing, so it can be
// deferred.
func (f *File) Abort() {
	if f.done {
		return
	}
	f.done = true
	f.f.Close()
	os.Remove(f.f.Name())
}

// WriteFile replaces the file at path with data, as Create, Write and
// Commit do.
func WriteFile(path string, data []byte, perm fs.FileMode) error {
	f, err := Create(path, perm)
	if err != nil {
		return err
	}
	defer f.Abort()
	if _, err := f.Write(data); err != nil {
		return err
	}
	return f.Commit()
}

package checkpoint

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/safefile"
)

// A checkpoint is replaced by renaming a new file over it, so a lock on the
// checkpoint itself would be on a file that the next write throws away.
// The lock is taken on a file of its own instead, FILE.lock, which stays
// (removing it would let a third process lock a new file while a second
// one holds the old). It holds the holder's pid, for the message.

// ErrHeld is what errors.Is finds in the error of TakeLock when another
// process holds the checkpoint.
var ErrHeld = errors.New("checkpoint held by another process")

// heldError says who holds the checkpoint: the process pid, or one it
// cannot tell (0).
type heldError struct {
	path string
	pid  int
}

func (e *heldError) Error() string { return e.In(i18n.En) }

// In is the error in l (see i18n.Localized).
func (e *heldError) In(l i18n.Lang) string {
	holder := i18n.NewMsg(i18n.CkptAnotherProcess)
	if e.pid > 0 {
		holder = i18n.NewMsg(i18n.CkptPID, strconv.Itoa(e.pid))
	}
	return l.Sprintf(i18n.CkptHeld, e.path, holder)
}

func (e *heldError) Is(target error) bool { return target == ErrHeld }

// ErrNotCheckpoint is what errors.Is finds in the error of TakeLock for a
// path that holds something Load refuses (a link, a FIFO, a device, a file
// too large or not a checkpoint): no lock file is made beside it.
var ErrNotCheckpoint = errors.New("not a checkpoint")

// notCheckpointError says why the file at path is no checkpoint.
type notCheckpointError struct {
	path string
	err  error
}

func (e *notCheckpointError) Error() string { return e.In(i18n.En) }

// In is the error in l (see i18n.Localized).
func (e *notCheckpointError) In(l i18n.Lang) string {
	return l.Sprintf(i18n.RunCheckpointAt, e.path, e.err)
}

func (e *notCheckpointError) Is(target error) bool { return target == ErrNotCheckpoint }

func (e *notCheckpointError) Unwrap() error { return e.err }

// lockPoll is how often a waiting Lock tries again. flock(2) that waits
// cannot be interrupted here (Go restarts it after a signal), so waiting is
// a poll that watches the context.
const lockPoll = 100 * time.Millisecond

// Lock is a held lock on a checkpoint.
type Lock struct{ f *os.File }

// lockName returns the lock file of the checkpoint at path: path.lock, or,
// if that name would pass NAME_MAX (255 bytes), a shorter one made from a
// cut of the name and a digest of the whole.
func lockName(path string) string {
	base := filepath.Base(path)
	if len(base)+len(".lock") <= 255 {
		return path + ".lock"
	}
	sum := sha256.Sum256([]byte(base))
	cut := 100
	for cut > 0 && !utf8.RuneStart(base[cut]) {
		cut--
	}
	return filepath.Join(filepath.Dir(path), "."+base[:cut]+"."+hex.EncodeToString(sum[:8])+".lock")
}

// TakeLock takes the advisory lock of the checkpoint at path. If another
// process holds it, TakeLock fails with ErrHeld and the holder's pid, or
// with wait tries again until it is free or ctx is done (then ctx's
// error). The lock file is opened with safefile.OpenOwn: never through a
// symbolic link, never a FIFO or a device, never a file with other names
// (a hard link planted there would have this process truncate the file it
// points to), never a file of another user.
//
// The checkpoint itself is read first (Load) and a path that holds no
// checkpoint is refused (ErrNotCheckpoint) before a lock file is made
// beside it: a count refused for `--checkpoint /dev/null` left a
// /dev/null.lock behind.
func TakeLock(ctx context.Context, path string, wait bool) (*Lock, error) {
	if _, err := Load(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, &notCheckpointError{path, err}
	}
	name := lockName(path)
	f, err := safefile.OpenOwn(name, os.O_RDWR|os.O_CREATE, 0o644)
	switch {
	case errors.Is(err, safefile.ErrSymlink):
		return nil, i18n.Errorf(i18n.CkptLockSymlink, name)
	case errors.Is(err, safefile.ErrNotRegular), errors.Is(err, safefile.ErrLinked):
		return nil, i18n.Errorf(i18n.CkptLockNotRegular, name)
	case errors.Is(err, safefile.ErrNotOwned):
		return nil, i18n.Errorf(i18n.CkptLockNotOwned, err)
	case err != nil:
		return nil, err
	}
	for {
		busy, err := tryLock(f)
		if err == nil {
			break
		}
		if !busy {
			f.Close()
			return nil, i18n.Errorf(i18n.CkptLock, name, err)
		}
		if !wait {
			f.Close()
			return nil, &heldError{path, holder(name)}
		}
		select {
		case <-ctx.Done():
			f.Close()
			return nil, ctx.Err()
		case <-time.After(lockPoll):
		}
	}
	// Ours now: say who holds it.
	if err := f.Truncate(0); err == nil {
		f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	}
	return &Lock{f: f}, nil
}

// holder is the pid in the lock file, or 0 where it holds none.
func holder(name string) int {
	b := make([]byte, 32)
	f, err := safefile.OpenNoFollow(name, os.O_RDONLY, 0)
	if err != nil {
		return 0
	}
	defer f.Close()
	n, _ := f.Read(b)
	pid, err := strconv.Atoi(strings.TrimSpace(string(b[:n])))
	if err != nil || pid <= 0 {
		return 0
	}
	return pid
}

// Release gives the lock up.
func (l *Lock) Release() { l.f.Close() }

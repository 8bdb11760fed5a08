package checkpoint

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

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

// heldError says who holds the checkpoint.
type heldError struct{ path, holder string }

func (e *heldError) Error() string {
	return fmt.Sprintf("checkpoint %s held by %s (another count is using it); wait for it to end, or pass --wait", e.path, e.holder)
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

func (e *notCheckpointError) Error() string { return fmt.Sprintf("checkpoint %s: %v", e.path, e.err) }

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
		return nil, fmt.Errorf("the lock file %s is a symbolic link, so it is not this program's; remove it", name)
	case errors.Is(err, safefile.ErrNotRegular), errors.Is(err, safefile.ErrLinked):
		return nil, fmt.Errorf("the lock file %s is not a regular file of one name, so it is not this program's; remove it", name)
	case errors.Is(err, safefile.ErrNotOwned):
		return nil, fmt.Errorf("the lock file %w, so it is not this program's; remove it", err)
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
			return nil, fmt.Errorf("lock %s: %w", name, err)
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

// holder names the process in the lock file.
func holder(name string) string {
	b := make([]byte, 32)
	f, err := safefile.OpenNoFollow(name, os.O_RDONLY, 0)
	if err != nil {
		return "another process"
	}
	defer f.Close()
	n, _ := f.Read(b)
	pid, err := strconv.Atoi(strings.TrimSpace(string(b[:n])))
	if err != nil || pid <= 0 {
		return "another process"
	}
	return "pid " + strconv.Itoa(pid)
}

// Release gives the lock up.
func (l *Lock) Release() { l.f.Close() }

package checkpoint

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

var id = Identity{N: 16, Shard: 3, Shards: 7, Tasks: 1112, TaskList: "9c1e5a1f0b7d3e42", Version: "v1.2.0"}

// sample is a state with some tasks finished, the last one among them
// (the bitmap's last byte is partly used). Each task's all is 1 to 8 times
// its unique, as in a real count (Decode checks it of the sums).
func sample(t *testing.T) *State {
	s := New(id)
	for _, k := range []int{0, 1, 7, 8, 500, 1111} {
		if err := s.Mark(k, uint64(500+k), uint64(100+k)); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func TestRoundTrip(t *testing.T) {
	s := sample(t)
	got, err := Decode(s.Encode())
	if err != nil {
		t.Fatalf("Decode(Encode()): %v", err)
	}
	if got.Identity != id || got.Finished() != 6 || got.All != 3000+1627 || got.Unique != 600+1627 {
		t.Errorf("decoded %+v, %d finished, %d, %d; want %+v, 6, %d, %d", got.Identity, got.Finished(), got.All, got.Unique, id, 3000+1627, 600+1627)
	}
	left := got.Remaining()
	if len(left) != 1112-6 || slices.Contains(left, 500) || !slices.Contains(left, 2) || left[len(left)-1] != 1110 {
		t.Errorf("remaining: %d tasks, ending %v", len(left), left[len(left)-3:])
	}
	if err := got.Mark(500, 1, 1); err == nil {
		t.Error("task 500 marked twice without an error")
	}
	if err := got.Check(id); err != nil {
		t.Errorf("Check of its own identity: %v", err)
	}
}

// TestRefusesCutOrDamaged: every cut of the file short of its end, and
// every change of one byte, is refused.
func TestRefusesCutOrDamaged(t *testing.T) {
	b := sample(t).Encode()
	for k := 0; k < len(b); k++ {
		if _, err := Decode(b[:k]); err == nil {
			t.Fatalf("a checkpoint cut to %d of %d bytes was accepted", k, len(b))
		}
	}
	for k := 0; k < len(b); k++ {
		for _, flip := range []byte{0x01, 0x20, 0x80} {
			c := bytes.Clone(b)
			c[k] ^= flip
			if _, err := Decode(c); err == nil {
				t.Fatalf("a checkpoint with byte %d changed (%q to %q) was accepted", k, b[k], c[k])
			}
		}
	}
	if _, err := Decode(b[:len(b)/2]); !errors.Is(err, ErrTruncated) {
		t.Errorf("half a checkpoint: %v, want ErrTruncated", err)
	}
	c := bytes.Clone(b)
	c[10] ^= 1
	if _, err := Decode(c); !errors.Is(err, ErrDamaged) {
		t.Errorf("a changed byte: %v, want ErrDamaged", err)
	}
	if _, err := Decode(append(bytes.Clone(b), "more\n"...)); !errors.Is(err, ErrDamaged) {
		t.Errorf("a checkpoint with a line added: %v, want ErrDamaged", err)
	}
}

// TestRefusesInconsistent: a file whose checksum matches but whose fields
// disagree (not made by Encode) is refused.
func TestRefusesInconsistent(t *testing.T) {
	good := string(sample(t).Encode())
	line := good[:strings.IndexByte(good, '\n')]
	for _, edit := range []struct{ old, new string }{
		{`"finished":6`, `"finished":7`},
		{`"tasks":1112`, `"tasks":1200`},
		{`"tasks":1112`, `"tasks":1105`}, // task 1111 finished, beyond the list
		{`"shard":3`, `"shard":8`},
		{`"format":"nqueens-count-checkpoint/1"`, `"format":"nqueens-count-checkpoint/2"`},
		{`"n":16`, `"n":16,"extra":1`},
		{`"done":"`, `"done":"!`},
		// Strict decoding: the same values spelt otherwise.
		{`"n":16`, `"n":16,"n":16`},
		{`"n":16`, `"N":16`},
		{`"all":4627`, `"ALL":4627`},
		{`,"unique":2227`, ``},
		{`"unique":2227`, `"unique":null`},
		{`"n":16,`, `"n":16 ,`},
		// Sums that no count gives: all past 8 times unique. (unique above
		// all is a share of Burnside's sum in the join's task lists: see
		// internal/count/shard's check, which knows the list.)
		{`"all":4627`, `"all":17817`},
	} {
		bad := strings.Replace(line, edit.old, edit.new, 1)
		if bad == line {
			t.Fatalf("%q not in %s", edit.old, line)
		}
		sum := sha256.Sum256([]byte(bad))
		if _, err := Decode([]byte(bad + "\nsha256 " + hex.EncodeToString(sum[:]) + "\n")); err == nil {
			t.Errorf("a checkpoint with %s accepted", edit.new)
		}
	}
}

func TestCheckRefusesOtherWork(t *testing.T) {
	s := sample(t)
	for _, tc := range []struct {
		edit func(*Identity)
		want string
	}{
		{func(i *Identity) { i.N = 17 }, "it is for N=16, not N=17"},
		{func(i *Identity) { i.Shard = 4 }, "it is for shard 3/7, not shard 4/7"},
		{func(i *Identity) { i.Shard, i.Shards = 1, 1 }, "it is for shard 3/7, not the whole count"},
		{func(i *Identity) { i.Version = "v1.3.0" }, "written by version v1.2.0, this is v1.3.0"},
		{func(i *Identity) { i.TaskList = "0000000000000000" }, "another task list"},
	} {
		want := id
		tc.edit(&want)
		err := s.Check(want)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Check(%+v) = %v, want an error containing %q", want, err, tc.want)
		}
	}
}

func TestWriteAndLoad(t *testing.T) {
	path := filepath.Join(t.TempDir(), "count.ckpt")
	if _, err := Load(path); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Load of no file: %v, want fs.ErrNotExist", err)
	}
	s := New(id)
	for k := range 3 {
		if err := s.Mark(k, 1, 1); err != nil {
			t.Fatal(err)
		}
		if err := Write(path, s.Encode()); err != nil {
			t.Fatalf("Write: %v", err)
		}
		got, err := Load(path)
		if err != nil || got.Finished() != k+1 {
			t.Fatalf("Load after %d tasks: %v, %v", k+1, got, err)
		}
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("the folder holds %d files after the writes, want the checkpoint alone", len(entries))
	}
	if err := Write(filepath.Join(t.TempDir(), "no", "such", "folder"), s.Encode()); err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Errorf("Write into a missing folder: %v, want the folder named as missing", err)
	}
}

func TestMarkRefusesOverflow(t *testing.T) {
	s := New(id)
	if err := s.Mark(0, math.MaxUint64-1, 1); err != nil {
		t.Fatal(err)
	}
	if err := s.Mark(1, 2, 1); err == nil || !strings.Contains(err.Error(), "passes 2^64") {
		t.Errorf("a sum past 2^64: %v, want an error", err)
	}
	if s.All != math.MaxUint64-1 || s.Finished() != 1 {
		t.Errorf("the refused mark changed the state: all %d, %d finished", s.All, s.Finished())
	}
}

// TestLoadRefusesWithoutWaiting: what cannot be a checkpoint is refused
// before it is read — a device that never ends, a FIFO that would wait for
// a writer, a link, a file past MaxSize — at once and in bounded memory.
func TestLoadRefusesWithoutWaiting(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	good := filepath.Join(dir, "good")
	if err := Write(good, sample(t).Encode()); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link")
	if err := os.Symlink(good, link); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big")
	if err := os.WriteFile(big, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(big, MaxSize+1); err != nil { // sparse: no disk used
		t.Fatal(err)
	}
	for _, tc := range []struct{ path, want string }{
		{"/dev/zero", "not a regular file"},
		{fifo, "not a regular file"},
		{link, "is a symbolic link"},
		{big, "larger than any checkpoint"},
	} {
		done := make(chan error, 1)
		go func() { _, err := Load(tc.path); done <- err }()
		select {
		case err := <-done:
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Load(%s): %v, want an error with %q", tc.path, err, tc.want)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("Load(%s) still waiting after 10 s", tc.path)
		}
	}
	// The largest checkpoint the format allows fits the bound.
	longest := New(Identity{N: 32, Shard: MaxTasks, Shards: MaxTasks, Tasks: MaxTasks,
		TaskList: strings.Repeat("f", 64), Version: strings.Repeat("v", maxVersion)})
	for k := range MaxTasks {
		longest.done[k/8] |= 1 << (k % 8)
	}
	longest.finished = MaxTasks
	longest.All, longest.Unique = math.MaxUint64, math.MaxUint64
	if b := longest.Encode(); len(b) > MaxSize {
		t.Errorf("the largest checkpoint is %d bytes, past MaxSize %d", len(b), MaxSize)
	}
}

func TestLock(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "c.ckpt")
	l, err := TakeLock(context.Background(), path, false)
	if err != nil {
		t.Fatal(err)
	}
	// A second lock, as a second process would take it (flock locks are
	// per open file, so one process shows it too).
	_, err = TakeLock(context.Background(), path, false)
	want := fmt.Sprintf("checkpoint %s held by pid %d", path, os.Getpid())
	if !errors.Is(err, ErrHeld) || !strings.Contains(err.Error(), want) {
		t.Errorf("second lock: %v, want ErrHeld with %q", err, want)
	}
	// Waiting ends with the context.
	ctx, cancel := context.WithTimeout(context.Background(), 250*time.Millisecond)
	defer cancel()
	start := time.Now()
	if _, err := TakeLock(ctx, path, true); !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > 5*time.Second {
		t.Errorf("waiting lock: %v after %v, want the context's end", err, time.Since(start))
	}
	// And gets the lock once it is free.
	time.AfterFunc(150*time.Millisecond, l.Release)
	l2, err := TakeLock(context.Background(), path, true)
	if err != nil {
		t.Fatalf("waiting for a released lock: %v", err)
	}
	l2.Release()
}

// TestLockRefusesPlantedFiles: a link or a hard link planted at the lock
// file's name is refused, and the file it points to left alone.
func TestLockRefusesPlantedFiles(t *testing.T) {
	dir := t.TempDir()
	victim := filepath.Join(dir, "victim")
	if err := os.WriteFile(victim, []byte("victim"), 0o644); err != nil {
		t.Fatal(err)
	}
	soft, hard := filepath.Join(dir, "soft.ckpt"), filepath.Join(dir, "hard.ckpt")
	if err := os.Symlink(victim, lockName(soft)); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(victim, lockName(hard)); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{soft, hard} {
		if l, err := TakeLock(context.Background(), path, false); err == nil || !strings.Contains(err.Error(), "not this program's") {
			t.Errorf("lock of %s over a planted link: %v, want it refused", path, err)
			if l != nil {
				l.Release()
			}
		}
	}
	if got, _ := os.ReadFile(victim); string(got) != "victim" {
		t.Errorf("the victim now holds %q", got)
	}
	// A name at NAME_MAX gets a lock file of a name short enough.
	long := filepath.Join(dir, strings.Repeat("x", 255))
	l, err := TakeLock(context.Background(), long, false)
	if err != nil {
		t.Fatalf("lock of a 255-byte name: %v", err)
	}
	l.Release()
}

// TestLockRefusesNoCheckpoint: a path Load refuses — a device, a FIFO, a
// link, a file too large, a file that is no checkpoint — is refused by
// TakeLock before it makes a lock file beside it (`--checkpoint /dev/null`
// left /dev/null.lock), and a missing one is locked.
func TestLockRefusesNoCheckpoint(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	good := filepath.Join(dir, "good")
	if err := Write(good, sample(t).Encode()); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link")
	if err := os.Symlink(good, link); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big")
	if err := os.WriteFile(big, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(big, MaxSize+1); err != nil { // sparse
		t.Fatal(err)
	}
	junk := filepath.Join(dir, "junk")
	if err := os.WriteFile(junk, []byte("not a checkpoint\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	paths := []string{fifo, link, big, junk}
	if _, err := os.Stat("/dev/null.lock"); errors.Is(err, fs.ErrNotExist) {
		paths = append(paths, "/dev/null")
		t.Cleanup(func() { os.Remove("/dev/null.lock") }) // if the test fails
	}
	for _, path := range paths {
		l, err := TakeLock(context.Background(), path, false)
		if !errors.Is(err, ErrNotCheckpoint) || !strings.HasPrefix(err.Error(), "checkpoint "+path+": ") {
			t.Errorf("lock of %s: %v, want ErrNotCheckpoint naming the path", path, err)
		}
		if l != nil {
			l.Release()
		}
		if _, err := os.Lstat(lockName(path)); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("lock of %s: the refusal left %s (%v)", path, lockName(path), err)
		}
	}
	l, err := TakeLock(context.Background(), filepath.Join(dir, "new.ckpt"), false)
	if err != nil {
		t.Fatalf("lock of a checkpoint not yet written: %v", err)
	}
	l.Release()
}

// TestLockRefusesOtherUsersFile: a lock file another user planted (in a
// folder everyone may write to) is refused and left as it was: root wrote
// its pid into it. The tests run as root, so the file is chowned to nobody.
func TestLockRefusesOtherUsersFile(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("needs root to give a file to another user")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "c.ckpt")
	planted := []byte("planted\n")
	if err := os.WriteFile(lockName(path), planted, 0o666); err != nil {
		t.Fatal(err)
	}
	const nobody = 65534
	if err := os.Chown(lockName(path), nobody, nobody); err != nil {
		t.Fatal(err)
	}
	l, err := TakeLock(context.Background(), path, false)
	if err == nil || !strings.Contains(err.Error(), "belongs to uid 65534") {
		t.Errorf("lock over a file of uid %d: %v, want it refused", nobody, err)
	}
	if l != nil {
		l.Release()
	}
	if got, _ := os.ReadFile(lockName(path)); !bytes.Equal(got, planted) {
		t.Errorf("the planted lock file now holds %q", got)
	}
}

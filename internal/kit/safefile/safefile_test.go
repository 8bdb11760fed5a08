package safefile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/nqueens/nqueens/internal/kit/testkit"
)

// TestMain lets the cross-user test run this binary as another user that
// plants links: with SAFEFILE_PLANT set it creates the symbolic links
// named in its arguments (link=target pairs) and exits.
func TestMain(m *testing.M) {
	if os.Getenv("SAFEFILE_PLANT") == "1" {
		for _, arg := range os.Args[1:] {
			link, target, _ := strings.Cut(arg, "=")
			if err := os.Symlink(target, link); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func TestWriteFileReplaces(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "f")
	if err := WriteFile(path, []byte("one"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, 0o640); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(path, []byte("two"), 0o600); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(path)
	info, _ := os.Stat(path)
	if err != nil || string(got) != "two" || info.Mode().Perm() != 0o640 {
		t.Errorf("after two writes: %q, %v, mode %v; want \"two\" and the mode it had (0640)", got, err, info.Mode())
	}
	if names, _ := os.ReadDir(dir); len(names) != 1 {
		t.Errorf("the folder holds %d files after the writes, want 1 (no temporary file left)", len(names))
	}
}

func TestAbortLeavesTheTarget(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "f")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := Create(path, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(f, "new, cut short")
	f.Abort()
	f.Abort() // twice: nothing
	if err := f.Commit(); err == nil {
		t.Error("Commit after Abort succeeded")
	}
	got, _ := os.ReadFile(path)
	names, _ := os.ReadDir(dir)
	if string(got) != "old" || len(names) != 1 {
		t.Errorf("after Abort: %q and %d files, want \"old\" alone", got, len(names))
	}
}

func TestCreateRefuses(t *testing.T) {
	dir := t.TempDir()
	victim := filepath.Join(dir, "victim")
	if err := os.WriteFile(victim, []byte("victim"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link")
	dangling := filepath.Join(dir, "dangling")
	fifo := filepath.Join(dir, "fifo")
	for _, err := range []error{os.Symlink(victim, link), os.Symlink(filepath.Join(dir, "none"), dangling), syscall.Mkfifo(fifo, 0o644)} {
		if err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		path string
		want error
		text string
	}{
		{link, ErrSymlink, "is a symbolic link"},
		{dangling, ErrSymlink, "is a symbolic link"},
		{fifo, ErrNotRegular, "is not a regular file"},
		{dir, ErrNotRegular, "is not a regular file"},
		{filepath.Join(dir, "newdir", "x"), nil, "the folder " + filepath.Join(dir, "newdir") + " does not exist"},
		{filepath.Join(victim, "x"), nil, victim + " is not a folder"},
	} {
		err := WriteFile(tc.path, []byte("data"), 0o644)
		if err == nil || (tc.want != nil && !errors.Is(err, tc.want)) || !strings.Contains(err.Error(), tc.text) {
			t.Errorf("WriteFile(%s): %v, want an error with %q", tc.path, err, tc.text)
		}
	}
	if got, _ := os.ReadFile(victim); string(got) != "victim" {
		t.Errorf("the link's target now holds %q", got)
	}
	if _, err := os.Readlink(link); err != nil {
		t.Errorf("the link was replaced: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "none")); err == nil {
		t.Error("the dangling link's target was created")
	}
}

// TestLongName: a name of 255 bytes (NAME_MAX), in characters of several
// bytes, is written; the temporary name stays short enough.
func TestLongName(t *testing.T) {
	dir := t.TempDir()
	name := strings.Repeat("é", 127) + "x" // 255 bytes
	path := filepath.Join(dir, name)
	if err := WriteFile(path, []byte("data"), 0o644); err != nil {
		t.Fatalf("a 255-byte name: %v", err)
	}
	if got, err := os.ReadFile(path); err != nil || string(got) != "data" {
		t.Errorf("read back %q, %v", got, err)
	}
	if n := len(tempName(name)); n > 255 {
		t.Errorf("temporary name of %d bytes", n)
	}
	if !strings.HasPrefix(tempName(name), "."+strings.Repeat("é", 50)+".") {
		t.Errorf("temporary name %q does not keep whole characters of the name", tempName(name))
	}
}

// TestPlantedLinks plants, as another user, a symbolic link at every name
// the writer could use — the target, the old predictable FILE.tmp, and the
// first temporary names the writer will draw (its random source made
// predictable for the test) — each pointing at a file of this user's
// elsewhere, in a folder both may write to, as a shared volume is. The
// writer must not write through any of them, nor replace the target's
// link; with the target left free it writes under a further name. It runs
// the planter as uid nobody, so it needs root; as another user it skips.
func TestPlantedLinks(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("plants the links as uid nobody (65534), which needs root; run the tests as root to check this")
	}
	shared, err := os.MkdirTemp("", "safefile-shared-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(shared) })
	// A folder anyone may write to, without the sticky bit (a shared
	// volume's usual mode), so the kernel's protected_symlinks does not
	// apply: the writer alone must refuse the links.
	if err := os.Chmod(shared, 0o777); err != nil {
		t.Fatal(err)
	}
	victims := t.TempDir()
	bin := testkit.CopySelf(t, shared, "planter")

	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	draw := func() func() string {
		rng := rand.New(rand.NewPCG(seed, 1))
		return func() string { return fmt.Sprintf("%016x", rng.Uint64()) }
	}
	defer func(f func() string) { randomName = f }(randomName)

	for _, linkTarget := range []bool{true, false} {
		path := filepath.Join(shared, fmt.Sprintf("job-%v.ckpt", linkTarget))
		next := draw()
		names := []string{path + ".tmp"}
		for range 20 {
			names = append(names, filepath.Join(shared, "."+filepath.Base(path)+"."+next()+".tmp"))
		}
		if linkTarget {
			names = append(names, path)
		}
		var args []string
		for k, name := range names {
			victim := filepath.Join(victims, fmt.Sprint(k))
			if err := os.WriteFile(victim, []byte("victim"), 0o644); err != nil {
				t.Fatal(err)
			}
			args = append(args, name+"="+victim)
		}
		cmd := exec.Command(bin, args...)
		cmd.Env = append(os.Environ(), "SAFEFILE_PLANT=1")
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("planting the links as nobody: %v, %s", err, out)
		}
		if info, err := os.Lstat(names[1]); err != nil || info.Sys().(*syscall.Stat_t).Uid != 65534 {
			t.Fatalf("the planted link %s: %v, not nobody's", names[1], err)
		}

		randomName = draw() // the writer draws the names planted
		err := WriteFile(path, []byte("checkpoint"), 0o644)
		switch {
		case linkTarget && !errors.Is(err, ErrSymlink):
			t.Errorf("a link planted at the target: %v, want it refused", err)
		case !linkTarget && err != nil:
			t.Errorf("links at FILE.tmp and the first 20 temporary names: %v, want the write to use another name", err)
		case !linkTarget:
			if got, _ := os.ReadFile(path); string(got) != "checkpoint" {
				t.Errorf("the target holds %q", got)
			}
			if info, _ := os.Lstat(path); !info.Mode().IsRegular() {
				t.Errorf("the target is %v, want a regular file", info.Mode())
			}
		}
		for k, name := range names {
			victim := filepath.Join(victims, fmt.Sprint(k))
			if got, _ := os.ReadFile(victim); !bytes.Equal(got, []byte("victim")) {
				t.Errorf("the write went through the link %s: %s now holds %q", name, victim, got)
			}
			if _, err := os.Readlink(name); err != nil {
				t.Errorf("the planted link %s was replaced: %v", name, err)
			}
		}
	}
}

// TestOpenOwnRefuses: OpenOwn refuses a symbolic link (dangling too), a
// FIFO (without waiting for a reader), a folder, a file of two names and
// (as root) a file of another user, and leaves each as it was; it creates
// and opens a file of its own.
func TestOpenOwnRefuses(t *testing.T) {
	dir := t.TempDir()
	victim := filepath.Join(dir, "victim")
	if err := os.WriteFile(victim, []byte("victim"), 0o644); err != nil {
		t.Fatal(err)
	}
	link, dangling, fifo, hard := filepath.Join(dir, "link"), filepath.Join(dir, "dangling"), filepath.Join(dir, "fifo"), filepath.Join(dir, "hard")
	for _, err := range []error{os.Symlink(victim, link), os.Symlink(filepath.Join(dir, "none"), dangling), syscall.Mkfifo(fifo, 0o644), os.Link(victim, hard)} {
		if err != nil {
			t.Fatal(err)
		}
	}
	cases := []struct {
		path string
		want error
	}{{link, ErrSymlink}, {dangling, ErrSymlink}, {fifo, ErrNotRegular}, {dir, ErrNotRegular}, {hard, ErrLinked}}
	if os.Geteuid() == 0 {
		theirs := filepath.Join(dir, "theirs")
		if err := os.WriteFile(theirs, []byte("theirs"), 0o666); err != nil {
			t.Fatal(err)
		}
		if err := os.Chown(theirs, 65534, 65534); err != nil {
			t.Fatal(err)
		}
		cases = append(cases, struct {
			path string
			want error
		}{theirs, ErrNotOwned})
	}
	for _, tc := range cases {
		flag := os.O_WRONLY | os.O_APPEND | os.O_CREATE
		if tc.path == dir {
			flag = os.O_RDONLY // a folder cannot be opened to write
		}
		f, err := OpenOwn(tc.path, flag, 0o600)
		if !errors.Is(err, tc.want) || !strings.HasPrefix(err.Error(), tc.path+" ") {
			t.Errorf("OpenOwn(%s): %v, want %v naming the file", tc.path, err, tc.want)
		}
		if f != nil {
			f.Close()
		}
	}
	if got, _ := os.ReadFile(victim); string(got) != "victim" {
		t.Errorf("the victim now holds %q", got)
	}
	if _, err := os.Lstat(filepath.Join(dir, "none")); err == nil {
		t.Error("the dangling link's target was created")
	}
	own := filepath.Join(dir, "own")
	f, err := OpenOwn(own, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		t.Fatalf("OpenOwn of a new file: %v", err)
	}
	f.Close()
}

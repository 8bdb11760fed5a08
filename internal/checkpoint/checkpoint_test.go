package checkpoint

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var id = Identity{N: 16, Shard: 3, Shards: 7, Tasks: 1112, TaskList: "9c1e5a1f0b7d3e42", Version: "v1.2.0"}

// sample is a state with some tasks finished, the last one among them
// (the bitmap's last byte is partly used).
func sample(t *testing.T) *State {
	s := New(id)
	for _, k := range []int{0, 1, 7, 8, 500, 1111} {
		if err := s.Mark(k, uint64(1000+k), uint64(k)); err != nil {
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
	if got.Identity != id || got.Finished() != 6 || got.All != 6000+1627 || got.Unique != 1627 {
		t.Errorf("decoded %+v, %d finished, %d, %d; want %+v, 6, %d, 1627", got.Identity, got.Finished(), got.All, got.Unique, id, 6000+1627)
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
	if err := Write(filepath.Join(t.TempDir(), "no", "such", "folder"), s.Encode()); err == nil {
		t.Error("Write into a missing folder gave no error")
	}
}

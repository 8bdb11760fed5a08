// Package checkpoint records which tasks of a long count are finished, in
// a file that survives the process being killed at any moment, so that the
// same command resumes where it stopped.
//
// The file is two lines: a JSON object (what is counted, a bitmap of the
// finished tasks, the sums of their counts) and the SHA-256 of that line.
// It is replaced as a whole by package safefile (a temporary file of an
// unpredictable name, synced, renamed over FILE, the folder synced), so FILE
// is always a complete checkpoint, the last one or the one before. A file
// whose checksum does not match (cut short, damaged, the halves of two
// files) is refused, never trusted: resuming from a wrong count would print
// a wrong total with no sign of it. The checksum has no key: it catches
// accident, not forgery — anyone who can write the file can write another
// count with its checksum.
//
// FILE.lock, next to it, carries the advisory lock (flock) that keeps two
// processes off one checkpoint (see Lock).
package checkpoint

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/bits"
	"os"
	"strconv"
	"strings"
	"syscall"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/safefile"
)

// format names the file format; a change to it changes the name.
const format = "nqueens-count-checkpoint/1"

// Identity names the work a checkpoint records. A checkpoint is only
// resumed by a count with the same identity.
type Identity struct {
	N int `json:"n"`
	// Shard is shard Shard/Shards, 1/1 for a whole count.
	Shard  int `json:"shard"`
	Shards int `json:"shards"`
	// Tasks is the number of tasks of the shard.
	Tasks int `json:"tasks"`
	// TaskList is the fingerprint of the board's task list.
	TaskList string `json:"task_list"`
	Version  string `json:"version"`
}

// State is the progress of a count: which of its tasks are finished, and
// the sums of their counts. Its methods are not safe for concurrent use.
type State struct {
	Identity
	done        []byte // bit k: task k of the shard is finished
	finished    int
	All, Unique uint64
}

// New returns the state of a count of id with no task finished.
func New(id Identity) *State {
	return &State{Identity: id, done: make([]byte, (id.Tasks+7)/8)}
}

// Done reports whether task k (0 ≤ k < Tasks) is finished.
func (s *State) Done(k int) bool { return s.done[k/8]&(1<<(k%8)) != 0 }

// Mark records task k as finished with the given counts. A task marked
// twice would be added twice, so the second mark is refused; so is a sum
// that would pass 2^64 (a wrapped sum would be a wrong count).
func (s *State) Mark(k int, all, unique uint64) error {
	if s.Done(k) {
		return i18n.Errorf(i18n.CkptTwice, strconv.Itoa(k))
	}
	sumAll, c1 := bits.Add64(s.All, all, 0)
	sumUnique, c2 := bits.Add64(s.Unique, unique, 0)
	if c1 != 0 || c2 != 0 {
		return i18n.Errorf(i18n.CkptOverflow, strconv.Itoa(k))
	}
	s.done[k/8] |= 1 << (k % 8)
	s.finished++
	s.All, s.Unique = sumAll, sumUnique
	return nil
}

// Complete reports whether every task is finished.
func (s *State) Complete() bool { return s.finished == s.Tasks }

// Finished returns the number of finished tasks.
func (s *State) Finished() int { return s.finished }

// Remaining returns the tasks not finished, in order.
func (s *State) Remaining() []int {
	left := make([]int, 0, s.Tasks-s.finished)
	for k := 0; k < s.Tasks; k++ {
		if !s.Done(k) {
			left = append(left, k)
		}
	}
	return left
}

// Check returns an error saying how the checkpoint's count differs from
// want, if it does.
func (s *State) Check(want Identity) error {
	got := s.Identity
	switch {
	case got.N != want.N:
		return i18n.Errorf(i18n.CkptOtherN, strconv.Itoa(got.N), strconv.Itoa(want.N))
	case got.Shard != want.Shard || got.Shards != want.Shards:
		return i18n.Errorf(i18n.CkptOtherShard, shardName(got), shardName(want))
	case got.Version != want.Version:
		return i18n.Errorf(i18n.CkptOtherVersion, got.Version, want.Version)
	case got.TaskList != want.TaskList || got.Tasks != want.Tasks:
		return i18n.Errorf(i18n.CkptOtherTasks, strconv.Itoa(got.N), strconv.Itoa(got.Tasks), got.TaskList, strconv.Itoa(want.Tasks), want.TaskList)
	}
	return nil
}

func shardName(id Identity) i18n.Msg {
	if id.Shards == 1 {
		return i18n.NewMsg(i18n.CkptWholeCount)
	}
	return i18n.NewMsg(i18n.CkptShard, strconv.Itoa(id.Shard), strconv.Itoa(id.Shards))
}

// file is the JSON line of the file.
type file struct {
	Format string `json:"format"`
	Identity
	Finished int    `json:"finished"`
	Done     string `json:"done"` // the bitmap, base64
	All      uint64 `json:"all"`
	Unique   uint64 `json:"unique"`
}

// checksumPrefix starts the file's second line.
const checksumPrefix = "sha256 "

// Encode returns the file's bytes for the state as it is now.
func (s *State) Encode() []byte {
	line, err := json.Marshal(file{
		Format: format, Identity: s.Identity,
		Finished: s.finished, Done: base64.StdEncoding.EncodeToString(s.done),
		All: s.All, Unique: s.Unique,
	})
	if err != nil {
		panic(err) // plain numbers and strings always marshal
	}
	sum := sha256.Sum256(line)
	return fmt.Appendf(line, "\n%s%s\n", checksumPrefix, hex.EncodeToString(sum[:]))
}

// Errors of Decode.
var (
	ErrTruncated = i18n.Errorf(i18n.CkptTruncated)
	ErrDamaged   = i18n.Errorf(i18n.CkptDamaged)
)

// Decode reads a file's bytes, refusing any that Encode did not make.
func Decode(b []byte) (*State, error) {
	line, rest, ok := bytes.Cut(b, []byte("\n"))
	if !ok {
		return nil, ErrTruncated
	}
	sum := sha256.Sum256(line)
	want := checksumPrefix + hex.EncodeToString(sum[:]) + "\n"
	switch {
	case len(rest) < len(want) && strings.HasPrefix(want, string(rest)):
		return nil, ErrTruncated
	case string(rest) != want:
		return nil, ErrDamaged
	}
	// The checksum matches: what follows only fails for a file made by
	// something other than Encode — by hand, or by another program.
	if len(b) > MaxSize {
		return nil, errTooLarge
	}
	var f file
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, i18n.Errorf(i18n.CkptNotJSON, err)
	}
	if f.Format != format {
		return nil, i18n.Errorf(i18n.CkptFormat, strconv.Quote(f.Format), strconv.Quote(format))
	}
	done, err := base64.StdEncoding.DecodeString(f.Done)
	id := f.Identity
	if err != nil || id.N < 1 || id.Shards < 1 || id.Shard < 1 || id.Shard > id.Shards ||
		id.Tasks < 0 || id.Tasks > MaxTasks || len(id.Version) > maxVersion || len(done) != (id.Tasks+7)/8 || f.Finished != bitsSet(done) ||
		(id.Tasks%8 != 0 && done[len(done)-1]>>(id.Tasks%8) != 0) {
		return nil, i18n.Errorf(i18n.CkptFields, strconv.Itoa(id.Tasks), strconv.Itoa(f.Finished))
	}
	if f.Unique < f.All/8+(f.All%8+7)/8 {
		// Each fundamental solution stands for at most 8 boards; a share
		// of Burnside's sum (the join's task lists) is at least the boards
		// it counts, so there is no upper bound common to both.
		return nil, i18n.Errorf(i18n.CkptCounts, strconv.FormatUint(f.All, 10), strconv.FormatUint(f.Unique, 10))
	}
	s := &State{Identity: id, done: done, finished: f.Finished, All: f.All, Unique: f.Unique}
	if !bytes.Equal(s.Encode(), b) {
		// Missing, null, repeated or mis-cased fields, or another
		// spelling of the same values: not a file Encode wrote.
		return nil, i18n.Errorf(i18n.CkptForm)
	}
	return s, nil
}

func bitsSet(b []byte) int {
	n := 0
	for _, x := range b {
		n += bits.OnesCount8(x)
	}
	return n
}

// MaxTasks bounds the tasks of a checkpoint: 4 times the longest task
// list today (the join's 970,289 at N=21), and few enough to bound the
// file's size.
const MaxTasks = 1 << 22

// MaxSize bounds a checkpoint's size, from the format: the bitmap of
// MaxTasks in base64, and 2 KiB for the rest (the fixed fields and numbers
// take under 300 bytes, the version at most maxVersion, the checksum line
// 72). Load refuses a larger file before reading it: a file that large was
// not written by Encode, and reading it whole could exhaust the memory.
const MaxSize = 4*((MaxTasks/8+2)/3) + 2048

// maxVersion bounds the version's length, as MaxSize counts it.
const maxVersion = 512

var errTooLarge = i18n.Errorf(i18n.CkptTooLarge, strconv.Itoa(MaxSize))

// Load reads the checkpoint at path. A missing file is an error that
// errors.Is(err, fs.ErrNotExist) recognises: a count that has not started.
// Anything but a regular file is refused without waiting: a symbolic link
// (see package safefile for why), a FIFO (opening one would wait for a
// writer), a device such as /dev/zero (reading it would never end); so is
// a file larger than MaxSize.
func Load(path string) (*State, error) {
	f, err := safefile.OpenNoFollow(path, os.O_RDONLY, 0)
	if errors.Is(err, syscall.ELOOP) {
		return nil, i18n.Errorf(i18n.CkptIt, safefile.ErrSymlink)
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	switch {
	case err != nil:
		return nil, err
	case !info.Mode().IsRegular():
		return nil, i18n.Errorf(i18n.CkptNotRegular, kind(info.Mode()))
	case info.Size() > MaxSize:
		return nil, errTooLarge
	}
	// The file may grow while it is read: read one byte past the bound.
	b, err := io.ReadAll(io.LimitReader(f, MaxSize+1))
	if err != nil {
		return nil, err
	}
	return Decode(b)
}

// kind names a file's type in words.
func kind(m fs.FileMode) i18n.Msg {
	switch {
	case m.IsDir():
		return i18n.NewMsg(i18n.CkptKindFolder)
	case m&fs.ModeNamedPipe != 0:
		return i18n.NewMsg(i18n.CkptKindFIFO)
	case m&fs.ModeSocket != 0:
		return i18n.NewMsg(i18n.CkptKindSocket)
	case m&fs.ModeDevice != 0:
		return i18n.NewMsg(i18n.CkptKindDevice)
	}
	return i18n.NewMsg(i18n.CkptKindSpecial)
}

// Write replaces the file at path with data, atomically (see package
// safefile): whatever happens, path holds either its old content or data,
// whole. A path that is a symbolic link is refused.
func Write(path string, data []byte) error {
	return safefile.WriteFile(path, data, 0o644)
}

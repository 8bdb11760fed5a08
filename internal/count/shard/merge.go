package shard

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/bits"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
)

// Format names the line's format; a change to the line changes it.
// Format 1 (before the format field and the checksum) is refused.
const Format = "nqueens-count-shard/2"

// Result is what a shard prints: one line of JSON (see Encode).
type Result struct {
	Format string `json:"format"`
	N      int    `json:"n"`
	Shard  int    `json:"shard"`
	Shards int    `json:"shards"`
	Tasks  Range  `json:"tasks"`
	// TaskList is the task list's fingerprint: shards of lists cut
	// differently (another build) do not add up.
	TaskList string `json:"task_list"`
	All      uint64 `json:"all"`
	Unique   uint64 `json:"unique"`
	Version  string `json:"version"`
}

// Range names the tasks a shard counted: Count tasks from First, every
// Step-th, of the Of tasks of the list.
type Range struct {
	First int `json:"first"`
	Step  int `json:"step"`
	Count int `json:"count"`
	Of    int `json:"of"`
}

// NewResult returns the result line of shard s of a count of the n×n
// board whose task list has total tasks and the given fingerprint.
func NewResult(s Spec, n, total int, fingerprint, version string, all, unique uint64) Result {
	return Result{
		Format: Format,
		N:      n, Shard: s.I, Shards: s.M,
		Tasks:    Range{First: s.First(), Step: s.M, Count: s.Len(total), Of: total},
		TaskList: fingerprint,
		All:      all, Unique: unique,
		Version: version,
	}
}

// sumField ends every line: the SHA-256, in hex, of the line as it would
// be without it (the JSON of the Result).
const sumField = `,"sum":"`

// Encode returns the line of r, without its newline: the JSON of r with a
// "sum" field last, the SHA-256 of the JSON before it was added. The sum
// has no key: it catches a damaged or cut line, or the halves of two lines,
// not a line forged with its sum recomputed (Decode checks it).
func (r Result) Encode() []byte {
	content, err := json.Marshal(r)
	if err != nil {
		panic(err) // plain numbers and strings always marshal
	}
	sum := sha256.Sum256(content)
	line := append(content[:len(content)-1:len(content)-1], sumField...)
	line = hex.AppendEncode(line, sum[:])
	return append(line, `"}`...)
}

// maxLine bounds a line: a line of Encode is under 400 bytes (the version
// string aside, which a build makes short); longer is not a shard's.
const maxLine = 4096

// Decode reads a line of Encode, refusing any other: one of format 1, a
// checksum that does not match, fields missing, null, repeated, unknown or
// in another case (the line must be exactly the JSON Encode writes).
func Decode(line []byte) (Result, error) {
	var r Result
	var probe map[string]json.RawMessage
	if err := json.Unmarshal(line, &probe); err != nil {
		return r, err
	}
	if _, ok := probe["format"]; !ok {
		if _, ok := probe["shard"]; ok {
			return r, i18n.Errorf(i18n.MergeFormat1, Format)
		}
		return r, i18n.Errorf(i18n.MergeNoFormat)
	}
	if f, ok := probe["format"]; ok && string(f) != `"`+Format+`"` {
		return r, i18n.Errorf(i18n.MergeOtherFormat, string(f), strconv.Quote(Format))
	}
	k := bytes.LastIndex(line, []byte(sumField))
	if k < 0 || !bytes.HasSuffix(line, []byte(`"}`)) {
		return r, i18n.Errorf(i18n.MergeNoSum)
	}
	content := append(bytes.Clone(line[:k]), '}')
	sum := sha256.Sum256(content)
	if got := line[k+len(sumField) : len(line)-2]; string(got) != hex.EncodeToString(sum[:]) {
		return r, i18n.Errorf(i18n.MergeChecksum)
	}
	dec := json.NewDecoder(bytes.NewReader(content))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return r, err
	}
	if canonical, _ := json.Marshal(r); !bytes.Equal(canonical, content) {
		return r, i18n.Errorf(i18n.MergeForm)
	}
	return r, nil
}

// TaskList is what this program knows of the task list of a board: how
// many tasks, and their fingerprint.
type TaskList struct {
	Len         int
	Fingerprint string
	// UniqueShares: the tasks' unique counts are shares of Burnside's sum
	// (solver.CountTasks.UniqueIsShare), at least the boards they count,
	// not fundamental solutions, at most that many.
	UniqueShares bool
}

// check returns how r is not a shard of the count of the board whose task
// list, as this program computes it, is list.
func (r Result) check(list TaskList) error {
	s := Spec{I: r.Shard, M: r.Shards}
	switch {
	case s.M < 1 || s.M > MaxShards || s.I < 1 || s.I > s.M:
		return i18n.Errorf(i18n.MergeBadShard, s.String(), strconv.Itoa(MaxShards))
	case r.TaskList != list.Fingerprint || r.Tasks.Of != list.Len:
		return i18n.Errorf(i18n.MergeTaskList, strconv.Itoa(r.Tasks.Of), r.TaskList, strconv.Itoa(r.N), strconv.Itoa(list.Len), list.Fingerprint)
	case r.Tasks != (Range{First: s.First(), Step: s.M, Count: s.Len(list.Len), Of: list.Len}):
		return i18n.Errorf(i18n.MergeTasks, fmt.Sprintf("%+v", r.Tasks), s.String())
	case r.Version == "":
		return i18n.Errorf(i18n.MergeNoVersion)
	case list.UniqueShares && r.Unique < r.All:
		return i18n.Errorf(i18n.MergeCountsShare, strconv.FormatUint(r.All, 10), strconv.FormatUint(r.Unique, 10))
	case !list.UniqueShares && (r.Unique > r.All || r.Unique < r.All/8+(r.All%8+7)/8):
		// Each fundamental solution stands for 1 to 8 boards, in every
		// task of the list.
		return i18n.Errorf(i18n.MergeCounts, strconv.FormatUint(r.All, 10), strconv.FormatUint(r.Unique, 10))
	}
	return nil
}

// ErrNoResults is what Total returns when nothing was added to merge.
var ErrNoResults = i18n.Errorf(i18n.MergeNoResults)

// Line is a result read back, with where it was read.
type Line struct {
	Result
	Where string // "file:line"
}

// shardSeen is what a merge keeps of a shard: where it was and its
// counts, not the line.
type shardSeen struct {
	where       string
	all, unique uint64
}

// Merger adds up the lines of the shards 1/m … m/m of one count as they
// come — one board, one version, one task list, one m — each once, and
// holds O(m) state whatever the number of lines: a line byte for byte the
// same as one seen (a result printed twice, by a rerun from a finished
// checkpoint) is dropped; another line for a shard already seen is an
// error, since a task counted twice would be added twice.
type Merger struct {
	maxN  int
	lists func(n int) (TaskList, error)
	ref   *Line
	seen  map[int]shardSeen
	lines map[[sha256.Size]byte]bool // the sums of the lines added
	// all and unique are the sums so far.
	all, unique uint64
}

// NewMerger returns a merger of shards of boards 1 to maxN whose task
// lists lists computes.
func NewMerger(maxN int, lists func(n int) (TaskList, error)) *Merger {
	return &Merger{maxN: maxN, lists: lists, seen: map[int]shardSeen{}, lines: map[[sha256.Size]byte]bool{}}
}

// Read adds the lines read from r, named name in errors; blank lines are
// skipped. A line that is not a shard's — not JSON, another object, a
// range that is not shard i/m's, a checksum that does not match — is an
// error, never skipped: a merge that quietly dropped a line would print a
// wrong total. It returns ctx's error once ctx is done, at a line's end.
func (m *Merger) Read(ctx context.Context, r io.Reader, name string) error {
	br := bufio.NewReaderSize(r, maxLine)
	for k := 1; ; k++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		line, err := readLine(br)
		where := fmt.Sprintf("%s:%d", name, k)
		if errors.Is(err, errLongLine) {
			return i18n.Errorf(i18n.MergeNotShard, where, err)
		}
		if text := bytes.TrimSpace(line); len(text) > 0 {
			if aerr := m.Add(text, where); aerr != nil {
				return aerr
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return i18n.Errorf(i18n.ErrAt, name, err)
		}
	}
}

var errLongLine = i18n.Errorf(i18n.MergeLongLine, strconv.Itoa(maxLine))

// readLine returns the next line of br without its newline, refusing one
// past maxLine without reading the rest of it into memory.
func readLine(br *bufio.Reader) ([]byte, error) {
	line, err := br.ReadSlice('\n')
	if errors.Is(err, bufio.ErrBufferFull) {
		return nil, errLongLine
	}
	return bytes.TrimSuffix(line, []byte("\n")), err
}

// Add adds the line text, read at where.
func (m *Merger) Add(text []byte, where string) error {
	sum := sha256.Sum256(text)
	if m.lines[sum] {
		return nil // the same line again: known good, and counted
	}
	res, err := Decode(text)
	if err == nil {
		if res.N < 1 || res.N > m.maxN {
			err = i18n.Errorf(i18n.MergeBoardSize, strconv.Itoa(res.N), strconv.Itoa(m.maxN))
		} else {
			var list TaskList
			if list, err = m.lists(res.N); err == nil {
				err = res.check(list)
			}
		}
	}
	if err != nil {
		return i18n.Errorf(i18n.MergeNotShard, where, err)
	}
	l := Line{res, where}
	if m.ref == nil {
		m.ref = &l
	} else if err := sameCount(*m.ref, l); err != nil {
		return err
	}
	if prev, ok := m.seen[l.Shard]; ok {
		return i18n.Errorf(i18n.MergeTwice, strconv.Itoa(l.Shard), strconv.Itoa(l.Shards), prev.where, where)
	}
	all, c1 := bits.Add64(m.all, l.All, 0)
	unique, c2 := bits.Add64(m.unique, l.Unique, 0)
	if c1 != 0 || c2 != 0 {
		return i18n.Errorf(i18n.MergeOverflow, where, strconv.FormatUint(m.all, 10), strconv.FormatUint(l.All, 10), strconv.FormatUint(m.unique, 10), strconv.FormatUint(l.Unique, 10))
	}
	m.all, m.unique = all, unique
	m.seen[l.Shard] = shardSeen{where: where, all: l.All, unique: l.Unique}
	m.lines[sum] = true
	return nil
}

// Total checks that every shard of the count was added and returns the
// sums of their counts. The error says which shards are missing.
func (m *Merger) Total() (all, unique uint64, err error) {
	if m.ref == nil {
		return 0, 0, ErrNoResults
	}
	ref := m.ref
	if len(m.seen) < ref.Shards {
		var missing []string
		for i := 1; i <= ref.Shards; i++ {
			if _, ok := m.seen[i]; !ok {
				if len(missing) == 10 {
					missing = append(missing, "…")
					break
				}
				missing = append(missing, fmt.Sprint(i))
			}
		}
		return 0, 0, i18n.Errorf(i18n.MergeMissing, strconv.Itoa(ref.N), strconv.Itoa(ref.Shards-len(m.seen)), strconv.Itoa(ref.Shards), missingList(missing))
	}
	return m.all, m.unique, nil
}

// Count returns the board and the number of shards of the merged count
// (after Total has succeeded).
func (m *Merger) Count() (n, shards int) { return m.ref.N, m.ref.Shards }

// Shard returns the counts and place of shard i as merged.
func (m *Merger) Shard(i int) (all, unique uint64, where string) {
	s := m.seen[i]
	return s.all, s.unique, s.where
}

// sameCount says how l is foreign to the count ref belongs to, if it is.
func sameCount(ref, l Line) error {
	switch {
	case l.N != ref.N:
		return i18n.Errorf(i18n.MergeForeignN, l.Where, strconv.Itoa(l.N), ref.Where, strconv.Itoa(ref.N))
	case l.Version != ref.Version:
		return i18n.Errorf(i18n.MergeForeignVersion, l.Where, l.Version, ref.Where, ref.Version)
	case l.Shards != ref.Shards:
		return i18n.Errorf(i18n.MergeForeignSplit, l.Where, strconv.Itoa(l.Shard), strconv.Itoa(l.Shards), ref.Where, strconv.Itoa(ref.Shard), strconv.Itoa(ref.Shards))
	}
	return nil
}

// missingList joins the numbers of the missing shards as the reader's
// language writes a list.
type missingList []string

func (m missingList) In(l i18n.Lang) string { return strings.Join(m, l.T(i18n.FactComma)) }

package shard

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Result is what a shard prints: one line of JSON.
type Result struct {
	N      int   `json:"n"`
	Shard  int   `json:"shard"`
	Shards int   `json:"shards"`
	Tasks  Range `json:"tasks"`
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
		N: n, Shard: s.I, Shards: s.M,
		Tasks:    Range{First: s.First(), Step: s.M, Count: s.Len(total), Of: total},
		TaskList: fingerprint,
		All:      all, Unique: unique,
		Version: version,
	}
}

// ErrNoResults is returned by Merge when there is nothing to merge.
var ErrNoResults = errors.New("no shard results to merge")

// Line is a result read back, with where it was read.
type Line struct {
	Result
	Where string // "file:line"
}

// Read reads the results in r, one JSON line each; blank lines are
// skipped. name names r in errors. A line that is not a result — not JSON,
// another object, a range that is not shard i/m's — is an error, never
// skipped: a merge that quietly dropped a line would print a wrong total.
func Read(r io.Reader, name string) ([]Line, error) {
	var lines []Line
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	for k := 1; sc.Scan(); k++ {
		text := bytes.TrimSpace(sc.Bytes())
		if len(text) == 0 {
			continue
		}
		where := fmt.Sprintf("%s:%d", name, k)
		res, err := parse(text)
		if err != nil {
			return nil, fmt.Errorf("%s: not a shard result of `nqueens count --shard`: %v", where, err)
		}
		lines = append(lines, Line{res, where})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return lines, nil
}

func parse(text []byte) (Result, error) {
	var res Result
	dec := json.NewDecoder(bytes.NewReader(text))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&res); err != nil {
		return res, err
	}
	if dec.More() {
		return res, fmt.Errorf("more than one JSON value on the line")
	}
	s := Spec{I: res.Shard, M: res.Shards}
	switch {
	case res.N < 1:
		return res, fmt.Errorf("no board size n")
	case s.M < 1 || s.M > MaxShards || s.I < 1 || s.I > s.M:
		return res, fmt.Errorf("shard %s is not i/m with 1 ≤ i ≤ m ≤ %d", s, MaxShards)
	case res.Tasks.Of < 1 || res.Tasks != (Range{First: s.First(), Step: s.M, Count: s.Len(res.Tasks.Of), Of: res.Tasks.Of}):
		return res, fmt.Errorf("its tasks %+v are not those of shard %s", res.Tasks, s)
	case res.TaskList == "" || res.Version == "":
		return res, fmt.Errorf("no task_list or version")
	}
	return res, nil
}

// Merge checks that lines are the shards 1/m … m/m of one count — one
// board, one version, one task list, one m — each exactly once, and returns
// the sums of their counts. The error says which line is foreign, which
// shard is there twice, or which shards are missing.
func Merge(lines []Line) (all, unique uint64, err error) {
	if len(lines) == 0 {
		return 0, 0, ErrNoResults
	}
	ref := lines[0]
	byShard := make(map[int]string, ref.Shards)
	for _, l := range lines {
		if err := sameCount(ref, l); err != nil {
			return 0, 0, err
		}
		if prev, ok := byShard[l.Shard]; ok {
			return 0, 0, fmt.Errorf("shard %d/%d is there twice, at %s and %s: a task counted twice would be added twice", l.Shard, l.Shards, prev, l.Where)
		}
		byShard[l.Shard] = l.Where
		all += l.All
		unique += l.Unique
	}
	if len(byShard) < ref.Shards {
		var missing []string
		for i := 1; i <= ref.Shards; i++ {
			if _, ok := byShard[i]; !ok {
				if len(missing) == 10 {
					missing = append(missing, "…")
					break
				}
				missing = append(missing, fmt.Sprint(i))
			}
		}
		return 0, 0, fmt.Errorf("shards missing from the count of N=%d: %d of %d (%s); run them with --shard i/%d and merge again",
			ref.N, ref.Shards-len(byShard), ref.Shards, strings.Join(missing, ", "), ref.Shards)
	}
	return all, unique, nil
}

// sameCount says how l is foreign to the count ref belongs to, if it is.
func sameCount(ref, l Line) error {
	switch {
	case l.N != ref.N:
		return fmt.Errorf("foreign shard: %s counts N=%d, %s N=%d", l.Where, l.N, ref.Where, ref.N)
	case l.Version != ref.Version:
		return fmt.Errorf("foreign shard: %s was counted by version %s, %s by %s; merge the shards of one version", l.Where, l.Version, ref.Where, ref.Version)
	case l.TaskList != ref.TaskList || l.Tasks.Of != ref.Tasks.Of:
		return fmt.Errorf("foreign shard: %s cut N=%d into another task list (%d tasks, %s) than %s (%d tasks, %s)",
			l.Where, l.N, l.Tasks.Of, l.TaskList, ref.Where, ref.Tasks.Of, ref.TaskList)
	case l.Shards != ref.Shards:
		return fmt.Errorf("foreign shard: %s is shard %d/%d, %s shard %d/%d; merge the shards of one split", l.Where, l.Shard, l.Shards, ref.Where, ref.Shard, ref.Shards)
	}
	return nil
}

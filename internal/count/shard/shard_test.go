package shard

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math"
	"runtime"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/kit/testkit"
)

func env(kv ...string) func(string) string {
	m := map[string]string{}
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i]] = kv[i+1]
	}
	return func(k string) string { return m[k] }
}

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		arg  string
		env  func(string) string
		want Spec
	}{
		{"1/1", env(), Spec{I: 1, M: 1}},
		{"3/7", env(), Spec{I: 3, M: 7}},
		{"64/64", env(EnvSlurm, "5"), Spec{I: 64, M: 64}}, // given: the environment is not read
		{"auto/64", env(EnvKubernetes, "0"), Spec{I: 1, M: 64}},
		{"auto/64", env(EnvKubernetes, "63"), Spec{I: 64, M: 64}},
		{"auto/64", env(EnvSlurm, "1", "SLURM_ARRAY_TASK_MIN", "1", "SLURM_ARRAY_TASK_MAX", "64"), Spec{I: 1, M: 64}},
		// Shards 5 and 17 run again: --array=5,17.
		{"auto/64", env(EnvSlurm, "17", "SLURM_ARRAY_TASK_MIN", "5", "SLURM_ARRAY_TASK_MAX", "17"), Spec{I: 17, M: 64}},
		{"auto/8", env(EnvParallel, "8"), Spec{I: 8, M: 8}},
	} {
		got, err := Parse(tc.arg, tc.env)
		if err != nil || got != tc.want {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", tc.arg, got, err, tc.want)
		}
	}
}

func TestParseRefuses(t *testing.T) {
	for _, tc := range []struct {
		arg  string
		env  func(string) string
		want string // a part of the error
	}{
		{"3", env(), "wants i/m"},
		{"", env(), "wants i/m"},
		{"0/7", env(), "from 1 to 7"},
		{"8/7", env(), "from 1 to 7"},
		{"-1/7", env(), "from 1 to 7"},
		{"x/7", env(), "from 1 to 7"},
		{"1/0", env(), "from 1 to"},
		{"1/-3", env(), "from 1 to"},
		{"1/", env(), "from 1 to"},
		{"1/2/3", env(), "from 1 to"},
		{"1/99999999999999999999", env(), "from 1 to"},
		{"1/2000000", env(), "from 1 to"},
		{"auto/8", env(), "none of JOB_COMPLETION_INDEX"},
		{"auto/8", env(EnvKubernetes, "8"), "outside 0..7"},
		{"auto/8", env(EnvKubernetes, "-1"), "outside 0..7"},
		{"auto/8", env(EnvKubernetes, "one"), "not a whole number"},
		{"auto/8", env(EnvSlurm, "0"), "--array=1-8"},
		{"auto/8", env(EnvSlurm, "9"), "--array=1-8"},
		{"auto/8", env(EnvSlurm, "3", "SLURM_ARRAY_TASK_MIN", "0", "SLURM_ARRAY_TASK_MAX", "7"), "--array=1-8"},
		{"auto/8", env(EnvSlurm, "3", "SLURM_ARRAY_TASK_MIN", "1", "SLURM_ARRAY_TASK_MAX", "16"), "--array=1-8"},
		{"auto/8", env(EnvParallel, "0"), "outside 1..8"},
		{"auto/8", env(EnvParallel, "9"), "outside 1..8"},
		{"auto/8", env(EnvSlurm, "2", EnvParallel, "3"), "both SLURM_ARRAY_TASK_ID and PARALLEL_SEQ"},
		// Values that would split or flood the line are shown cut, quoted.
		{"auto/8", env(EnvParallel, "3\n4"), `PARALLEL_SEQ="3\n4" is not a whole number`},
		{"auto/8", env(EnvSlurm, strings.Repeat("7", 5000)), `SLURM_ARRAY_TASK_ID="` + strings.Repeat("7", 40) + `"… (5000 characters) is not`},
		{"auto/8", env(EnvKubernetes, "\n"+strings.Repeat("x", 5000)), `… (5001 characters) is not a whole number`},
		{"auto/8", env(EnvSlurm, "3", "SLURM_ARRAY_TASK_MIN", "1\n2"), `SLURM_ARRAY_TASK_MIN="1\n2"`},
		{strings.Repeat("9", 5000), env(), "(5000 characters)"},
		{"1/" + strings.Repeat("9", 5000), env(), "(5000 characters)"},
	} {
		_, err := Parse(tc.arg, tc.env)
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") || len(err.Error()) > 300 {
			t.Errorf("Parse(%q) error %v, want one line containing %q", tc.arg, err, tc.want)
		}
	}
}

// TestSharesPartition: for any list and any m, the shards' tasks are every
// task of the list exactly once, and Pos inverts Task.
func TestSharesPartition(t *testing.T) {
	for _, total := range []int{1, 2, 5, 127, 790, 7780} {
		for _, m := range []int{1, 2, 3, 7, 64, 1000} {
			seen := make([]int, total)
			for i := 1; i <= m; i++ {
				s := Spec{I: i, M: m}
				for k := 0; k < s.Len(total); k++ {
					task := s.Task(k)
					if task < 0 || task >= total {
						t.Fatalf("%d tasks, shard %s: task %d is outside the list", total, s, task)
					}
					if s.Pos(task) != k {
						t.Fatalf("%d tasks, shard %s: Pos(Task(%d)) = %d", total, s, k, s.Pos(task))
					}
					seen[task]++
				}
			}
			for task, c := range seen {
				if c != 1 {
					t.Fatalf("%d tasks in %d shards: task %d taken %d times", total, m, task, c)
				}
			}
		}
	}
}

// testList is the task list of the made-up counts: 100 tasks.
var testList = TaskList{Len: 100, Fingerprint: "00ff00ff00ff00ff"}

// results returns the lines of the m shards of a made-up count: shard i
// counted 5*i solutions, i of them unique.
func results(n, m int, version string) []string {
	var out []string
	for i := 1; i <= m; i++ {
		r := NewResult(Spec{I: i, M: m}, n, testList.Len, testList.Fingerprint, version, uint64(5*i), uint64(i))
		out = append(out, string(r.Encode()))
	}
	return out
}

func merge(text string) (all, unique uint64, err error) {
	m := NewMerger(32, func(int) (TaskList, error) { return testList, nil })
	if err := m.Read(context.Background(), strings.NewReader(text), "in"); err != nil {
		return 0, 0, err
	}
	return m.Total()
}

func TestMerge(t *testing.T) {
	lines := results(12, 7, "v1")
	// Any order, blank lines and CRLF endings are fine; a line twice, byte
	// for byte, is one (a result printed again from a finished checkpoint).
	text := "\n" + strings.Join([]string{lines[3], lines[0], lines[6], lines[1], lines[5], lines[2], lines[4], lines[2]}, "\r\n") + "\n\n"
	all, unique, err := merge(text)
	if err != nil || all != 140 || unique != 28 {
		t.Errorf("merge of 7 shards = %d, %d, %v; want 140, 28", all, unique, err)
	}
	r, err := Decode([]byte(lines[2]))
	if err != nil {
		t.Fatal(err)
	}
	if want := (Range{First: 2, Step: 7, Count: 14, Of: 100}); r.Tasks != want {
		t.Errorf("shard 3/7 of 100 tasks: %+v, want %+v", r.Tasks, want)
	}
}

// resum recomputes a line's sum after an edit of its content, as a line
// forged or made by another program would carry.
func resum(content string) string {
	sum := sha256.Sum256([]byte(content))
	return content[:len(content)-1] + sumField + hex.EncodeToString(sum[:]) + `"}`
}

func TestMergeRefuses(t *testing.T) {
	lines := results(12, 7, "v1")
	content := func(k int) string {
		l := lines[k]
		return l[:strings.LastIndex(l, sumField)] + "}"
	}
	other := func(edit func(*Result)) string {
		r, err := Decode([]byte(lines[4]))
		if err != nil {
			t.Fatal(err)
		}
		edit(&r)
		return string(r.Encode())
	}
	edited := func(old, new string) string {
		c := content(4)
		if !strings.Contains(c, old) {
			t.Fatalf("%q not in %s", old, c)
		}
		return resum(strings.Replace(c, old, new, 1))
	}
	without := func(k int) []string { return append(append([]string{}, lines[:k]...), lines[k+1:]...) }
	with := func(line string) []string { return append(without(4), line) }
	oldFormat := strings.Replace(content(4), `"format":"`+Format+`",`, "", 1)
	for _, tc := range []struct {
		name  string
		lines []string
		want  string
	}{
		{"empty", nil, "no shard results"},
		{"missing", without(4), "missing from the count of N=12: 1 of 7 (5)"},
		{"several missing", lines[:2], "5 of 7 (3, 4, 5, 6, 7)"},
		{"other counts for a shard", append(append([]string{}, lines...), other(func(r *Result) { r.All++ })), "shard 5/7 is there twice, with other counts, at in:5 and in:8"},
		{"foreign N", with(other(func(r *Result) { r.N = 13 })), "foreign shard: in:7 counts N=13, in:1 N=12"},
		{"foreign version", with(other(func(r *Result) { r.Version = "v2" })), "version v2"},
		{"foreign task list", with(other(func(r *Result) { r.TaskList = "1234123412341234" })), "not the one this version cuts N=12 into"},
		{"foreign length", with(other(func(r *Result) { r.Tasks.Of = 99 })), "not the one this version cuts"},
		{"foreign split", with(other(func(r *Result) {
			*r = NewResult(Spec{I: 5, M: 8}, 12, 100, r.TaskList, r.Version, r.All, r.Unique)
		})), "shard 5/8"},
		{"not JSON", with("all done: 123"), "in:7: not a shard result"},
		{"another object", with(`{"n":12,"format":"x"}`), "in format \"x\""},
		{"no format", with(`{"n":12}`), "no format field"},
		{"format 1", with(oldFormat), "a line of format 1"},
		{"two objects", with(lines[4] + lines[4]), "not a shard result"},
		{"wrong range", with(other(func(r *Result) { r.Tasks.Count++ })), "not those of shard 5/7"},
		{"no version", with(other(func(r *Result) { r.Version = "" })), "no version"},
		{"n too large", with(other(func(r *Result) { r.N = 1000 })), "board size n 1000 is outside 1..32"},
		{"n zero", with(other(func(r *Result) { r.N = 0 })), "outside 1..32"},
		{"unique above all", with(other(func(r *Result) { r.Unique = r.All + 1 })), "do not hold together"},
		{"all past 8 unique", with(other(func(r *Result) { r.All = 8*r.Unique + 1 })), "do not hold together"},
		{"damaged", with(strings.Replace(lines[4], `"all":25`, `"all":26`, 1)), "checksum does not match"},
		{"cut", with(lines[4][:len(lines[4])-5]), "not a shard result"},
		{"all missing", with(edited(`"all":25,`, ``)), "not in the form"},
		{"all null", with(edited(`"all":25`, `"all":null`)), "not in the form"},
		{"unique missing", with(edited(`,"unique":5`, ``)), "not in the form"},
		{"key twice", with(edited(`"all":25`, `"all":1,"all":25`)), "not in the form"},
		{"key in capitals", with(edited(`"all":25`, `"ALL":25`)), "not in the form"},
		{"key in another case", with(edited(`"n":12`, `"N":12`)), "not in the form"},
		{"unknown key", with(edited(`"n":12`, `"n":12,"x":1`)), "unknown field"},
		{"long line", with(strings.Repeat(" ", maxLine) + lines[4]), "longer than any shard's"},
		{"overflow", []string{
			NewResultLine(t, Spec{I: 1, M: 2}, math.MaxUint64-1, 1<<61),
			NewResultLine(t, Spec{I: 2, M: 2}, 8, 1),
		}, "the sum passes 2^64"},
		{"unique overflow", []string{
			NewResultLine(t, Spec{I: 1, M: 2}, math.MaxUint64, math.MaxUint64),
			NewResultLine(t, Spec{I: 2, M: 2}, 1, 1),
		}, "the sum passes 2^64"},
	} {
		_, _, err := merge(strings.Join(tc.lines, "\n"))
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: merge error %v, want one line containing %q", tc.name, err, tc.want)
		}
	}
	if _, _, err := merge(""); !errors.Is(err, ErrNoResults) {
		t.Errorf("merge of nothing: %v, want ErrNoResults", err)
	}
}

// NewResultLine is the line of shard s of the made-up count with the given
// counts.
func NewResultLine(t *testing.T, s Spec, all, unique uint64) string {
	t.Helper()
	return string(NewResult(s, 12, testList.Len, testList.Fingerprint, "v1", all, unique).Encode())
}

// TestMergeHoldsNoLines: a million lines, all one shard's line again, take
// the merge's state no further than that one shard (the lines are dropped
// as they stream); the test measures the heap growth, RSS is in the README.
func TestMergeHoldsNoLines(t *testing.T) {
	lines := results(12, 2, "v1")
	k := 1_000_000
	if testing.Short() {
		k = 100_000
	}
	r := io.MultiReader(strings.NewReader(lines[1]+"\n"), testkit.Repeat([]byte(lines[0]+"\n"), k))
	m := NewMerger(32, func(int) (TaskList, error) { return testList, nil })
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	if err := m.Read(context.Background(), r, "in"); err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	all, unique, err := m.Total()
	if err != nil || all != 15 || unique != 3 {
		t.Errorf("%d copies of a line merged to %d, %d, %v; want 15, 3", k, all, unique, err)
	}
	if grew := int64(after.HeapAlloc) - int64(before.HeapAlloc); grew > 1<<20 {
		t.Errorf("the merge of %d lines holds %d bytes more heap, want under 1 MiB", k+1, grew)
	}
}

func ExampleResult_Encode() {
	fmt.Println(string(NewResult(Spec{I: 3, M: 7}, 16, 7780, "9c1e5a1f0b7d3e42", "v1.2.0", 2110358, 263852).Encode()))
	// Output:
	// {"format":"nqueens-count-shard/2","n":16,"shard":3,"shards":7,"tasks":{"first":2,"step":7,"count":1112,"of":7780},"task_list":"9c1e5a1f0b7d3e42","all":2110358,"unique":263852,"version":"v1.2.0","sum":"52fd97ac406e90422893b4cff2d6ef8649e3e4a3f6e9151245f8949b646a7c04"}
}

package shard

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
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
	} {
		_, err := Parse(tc.arg, tc.env)
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
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

// results returns the lines of the m shards of a made-up count: shard i
// counted 10*i solutions, i of them unique.
func results(n, m int, version string) []string {
	var out []string
	for i := 1; i <= m; i++ {
		r := NewResult(Spec{I: i, M: m}, n, 100, "00ff00ff00ff00ff", version, uint64(10*i), uint64(i))
		b, err := json.Marshal(r)
		if err != nil {
			panic(err)
		}
		out = append(out, string(b))
	}
	return out
}

func merge(text string) (all, unique uint64, err error) {
	lines, err := Read(strings.NewReader(text), "in")
	if err != nil {
		return 0, 0, err
	}
	return Merge(lines)
}

func TestMerge(t *testing.T) {
	lines := results(12, 7, "v1")
	// Any order, blank lines and CRLF endings are fine.
	text := "\n" + strings.Join([]string{lines[3], lines[0], lines[6], lines[1], lines[5], lines[2], lines[4]}, "\r\n") + "\n\n"
	all, unique, err := merge(text)
	if err != nil || all != 280 || unique != 28 {
		t.Errorf("merge of 7 shards = %d, %d, %v; want 280, 28", all, unique, err)
	}
	var r Result
	if err := json.Unmarshal([]byte(lines[2]), &r); err != nil {
		t.Fatal(err)
	}
	if want := (Range{First: 2, Step: 7, Count: 14, Of: 100}); r.Tasks != want {
		t.Errorf("shard 3/7 of 100 tasks: %+v, want %+v", r.Tasks, want)
	}
}

func TestMergeRefuses(t *testing.T) {
	lines := results(12, 7, "v1")
	other := func(edit func(*Result)) string {
		var r Result
		if err := json.Unmarshal([]byte(lines[4]), &r); err != nil {
			t.Fatal(err)
		}
		edit(&r)
		b, _ := json.Marshal(r)
		return string(b)
	}
	without := func(k int) []string { return append(append([]string{}, lines[:k]...), lines[k+1:]...) }
	for _, tc := range []struct {
		name  string
		lines []string
		want  string
	}{
		{"empty", nil, "no shard results"},
		{"missing", without(4), "missing from the count of N=12: 1 of 7 (5)"},
		{"several missing", lines[:2], "5 of 7 (3, 4, 5, 6, 7)"},
		{"duplicated", append(append([]string{}, lines...), lines[2]), "shard 3/7 is there twice, at in:3 and in:8"},
		{"foreign N", append(without(4), other(func(r *Result) { r.N = 13 })), "foreign shard: in:7 counts N=13, in:1 N=12"},
		{"foreign version", append(without(4), other(func(r *Result) { r.Version = "v2" })), "version v2"},
		{"foreign task list", append(without(4), other(func(r *Result) { r.TaskList = "1234123412341234" })), "another task list"},
		{"foreign split", append(without(4), other(func(r *Result) {
			*r = NewResult(Spec{I: 5, M: 8}, 12, 100, r.TaskList, r.Version, r.All, r.Unique)
		})), "shard 5/8"},
		{"not JSON", append(without(4), "all done: 123"), "in:7: not a shard result"},
		{"another object", append(without(4), `{"n":12,"format":"x"}`), "unknown field"},
		{"two objects", append(without(4), lines[4]+lines[4]), "more than one JSON value"},
		{"wrong range", append(without(4), other(func(r *Result) { r.Tasks.Count++ })), "not those of shard 5/7"},
		{"no version", append(without(4), other(func(r *Result) { r.Version = "" })), "no task_list or version"},
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

func ExampleNewResult() {
	b, _ := json.Marshal(NewResult(Spec{I: 3, M: 7}, 16, 7780, "9c1e5a1f0b7d3e42", "v1.2.0", 2110358, 263852))
	fmt.Println(string(b))
	// Output:
	// {"n":16,"shard":3,"shards":7,"tasks":{"first":2,"step":7,"count":1112,"of":7780},"task_list":"9c1e5a1f0b7d3e42","all":2110358,"unique":263852,"version":"v1.2.0"}
}

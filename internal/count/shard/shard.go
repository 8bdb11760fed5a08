// Package shard cuts a count's fixed task list into the shares of a batch
// job — a Kubernetes Indexed Job, a Slurm job array, GNU parallel — and
// merges the shares' results back, checking that they cover the list
// exactly once.
//
// Shard i of m (1 ≤ i ≤ m) takes every m-th task, starting at task i-1:
// the tasks i-1, i-1+m, i-1+2m, … of the list. Not a contiguous range: the
// list puts the costliest tasks first (at N=16 its first twentieth takes 40
// times as long as its last), and contiguous ranges of equal length left the
// slowest of 64 shards 3.4 times the mean, where taking every m-th task
// keeps it within 1.13 times (measured at N=15 and 16, per task the minimum
// of 3 timed runs). The shares are deterministic: they depend on the task
// list, i and m only.
package shard

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
)

// MaxShards bounds m: more shards than any task list has tasks (the
// longest, the join's at N=21, has 970,289), and few enough that a typo
// cannot ask for a billion.
const MaxShards = 1 << 20

// Spec is shard I of M, 1 ≤ I ≤ M.
type Spec struct{ I, M int }

// The environment variables that `auto/m` reads, one per batch engine.
const (
	EnvKubernetes = "JOB_COMPLETION_INDEX" // Indexed Job: 0..completions-1
	EnvSlurm      = "SLURM_ARRAY_TASK_ID"  // job array: required to run 1..m
	EnvParallel   = "PARALLEL_SEQ"         // GNU parallel's {#}: 1, 2, …
)

// Parse reads a shard given as "i/m" (1 ≤ i ≤ m) or "auto/m", where i is
// taken from whichever batch engine's variable getenv finds:
// JOB_COMPLETION_INDEX + 1 (Kubernetes counts from 0), SLURM_ARRAY_TASK_ID
// (the array must be submitted as --array=1-m, or a subset of it to run
// some shards again), or PARALLEL_SEQ. More than one of them set is an
// error: which engine numbered this process would be a guess.
func Parse(s string, getenv func(string) string) (Spec, error) {
	is, ms, ok := strings.Cut(s, "/")
	if !ok {
		return Spec{}, i18n.Errorf(i18n.ShardSyntax, cut(s))
	}
	m, err := strconv.Atoi(ms)
	if err != nil || m < 1 || m > MaxShards {
		return Spec{}, i18n.Errorf(i18n.ShardCount, strconv.Itoa(MaxShards), cut(ms))
	}
	if is == "auto" {
		return fromEnv(m, getenv)
	}
	i, err := strconv.Atoi(is)
	if err != nil || i < 1 || i > m {
		return Spec{}, i18n.Errorf(i18n.ShardNumber, cut(s), strconv.Itoa(m), cut(is))
	}
	return Spec{I: i, M: m}, nil
}

// fromEnv finds the shard number of `auto/m` in the environment.
func fromEnv(m int, getenv func(string) string) (Spec, error) {
	var set []string
	for _, name := range []string{EnvKubernetes, EnvSlurm, EnvParallel} {
		if getenv(name) != "" {
			set = append(set, name)
		}
	}
	switch len(set) {
	case 0:
		return Spec{}, i18n.Errorf(i18n.ShardAutoNone, strconv.Itoa(m), EnvKubernetes, EnvSlurm, EnvParallel)
	case 1:
	default:
		return Spec{}, i18n.Errorf(i18n.ShardAutoBoth, strconv.Itoa(m), set[0], set[1])
	}
	name := set[0]
	v := getenv(name)
	k, err := strconv.Atoi(v)
	from := name + "=" + cut(v)
	if err != nil {
		return Spec{}, i18n.Errorf(i18n.ShardAutoNotWhole, strconv.Itoa(m), from)
	}
	i := k
	switch name {
	case EnvKubernetes:
		i = k + 1
		if k < 0 || k >= m {
			return Spec{}, i18n.Errorf(i18n.ShardAutoKubernetes, strconv.Itoa(m), from, strconv.Itoa(m-1))
		}
	case EnvSlurm:
		if err := checkSlurmArray(m, k, getenv); err != nil {
			return Spec{}, err
		}
	case EnvParallel:
		if k < 1 || k > m {
			return Spec{}, i18n.Errorf(i18n.ShardAutoParallel, strconv.Itoa(m), from)
		}
	}
	return Spec{I: i, M: m}, nil
}

// checkSlurmArray refuses a task ID outside 1..m, and an array that does
// not fit in 1..m even where this task's ID does (a 0-based --array=0-63
// would otherwise run shards 1..63 and miss 64, which only the merge would
// tell), so that a wrong sbatch line fails in every task at once.
func checkSlurmArray(m, id int, getenv func(string) string) error {
	hint := i18n.NewMsg(i18n.ShardSlurmHint, strconv.Itoa(m))
	if id < 1 || id > m {
		return i18n.Errorf(i18n.ShardAutoSlurm, strconv.Itoa(m), EnvSlurm+"="+strconv.Itoa(id), hint)
	}
	for _, b := range []struct {
		name string
		ok   func(int) bool
	}{
		{"SLURM_ARRAY_TASK_MIN", func(v int) bool { return v >= 1 }},
		{"SLURM_ARRAY_TASK_MAX", func(v int) bool { return v <= m }},
	} {
		s := getenv(b.name)
		if s == "" {
			continue
		}
		if v, err := strconv.Atoi(s); err != nil || !b.ok(v) {
			return i18n.Errorf(i18n.ShardSlurmArray, strconv.Itoa(m), b.name+"="+cut(s), hint)
		}
	}
	return nil
}

// maxShown bounds the characters of a value quoted in an error.
const maxShown = 40

// cut quotes a value for an error message: on one line (a newline is
// shown as \n) and cut to maxShown characters, so that a value from the
// environment or the command line never floods or splits the message.
func cut(v string) string {
	r := []rune(v)
	if len(r) <= maxShown {
		return strconv.Quote(v)
	}
	return strconv.Quote(string(r[:maxShown])) + fmt.Sprintf("… (%d characters)", len(r))
}

// String returns "i/m".
func (s Spec) String() string { return fmt.Sprintf("%d/%d", s.I, s.M) }

// First returns the index of the shard's first task.
func (s Spec) First() int { return s.I - 1 }

// Len returns the number of tasks of a list of total that the shard takes.
func (s Spec) Len(total int) int {
	if s.First() >= total {
		return 0
	}
	return (total-s.First()-1)/s.M + 1
}

// Task returns the index in the list of the shard's k-th task.
func (s Spec) Task(k int) int { return s.First() + k*s.M }

// Pos returns the position in the shard of task index i, which must be one
// of its tasks: the inverse of Task.
func (s Spec) Pos(i int) int { return (i - s.First()) / s.M }

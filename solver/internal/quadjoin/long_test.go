package quadjoin

import (
	"context"
	"math/bits"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// backtrackRows counts, by a row-by-row search of its own, the solutions of
// the n×n board whose left queens stand on the rows of left and whose
// middle column's queen on row m (m < 0 on an even board), each weighed as
// Counter.countRows weighs it (mainWeight): what the join must give for
// the task (m, left) before its orbit's weight.
func backtrackRows(n, m int, left uint32) uint64 {
	h := n / 2
	full := uint32(1)<<n - 1
	leftCols := uint32(1)<<h - 1
	rightCols := leftCols << (n - h)
	var allowed [32]uint32
	for r := 0; r < n; r++ {
		switch {
		case r == m:
			allowed[r] = 1 << h
		case left>>r&1 != 0:
			allowed[r] = leftCols
		default:
			allowed[r] = rightCols
		}
	}
	var place func(r int, cols, ld, rd uint32, onL, onR int) uint64
	place = func(r int, cols, ld, rd uint32, onL, onR int) uint64 {
		if r == n {
			return mainWeight[onL][onR]
		}
		var total uint64
		for free := allowed[r] &^ (cols | ld | rd); free != 0; free &= free - 1 {
			bit := free & -free
			c := bits.TrailingZeros32(bit)
			main := 0
			if r == c {
				main++
			}
			if r+c == n-1 {
				main++
			}
			l, rt := onL, onR
			switch {
			case c < h:
				l += main
			case c >= n-h:
				rt += main
			}
			total += place(r+1, cols|bit, (ld|bit)<<1&full, (rd|bit)>>1, l, rt)
		}
		return total
	}
	return place(0, 0, 0, 0, 0, 0)
}

// TestBacktrackRowsSumsToA000170: the search's weighted counts of every
// task, times its weight, add up to the board's count; so it is a check of
// one task on a board too large to count whole.
func TestBacktrackRowsSumsToA000170(t *testing.T) {
	for n := 4; n <= 11; n++ {
		var total uint64
		for _, task := range Tasks(n) {
			total += uint64(task.Weight) * backtrackRows(n, int(task.Mid), task.Rows)
		}
		if total != countAll(n) {
			t.Errorf("N=%d: %d, the join %d", n, total, countAll(n))
		}
	}
}

// TestLongShardMatchesBacktracking (NQUEENS_LONG=1) counts one shard of
// the N=22 board's tasks (NQUEENS_SHARD_N=23 or 24 for those, which need
// about 2 and 5 GB of tables), the tasks i-1, i-1+m, … of
// NQUEENS_SHARD=i/m (default 1/20000: the search takes seconds a task), with the join and with
// backtrackRows, and logs the total: the same as `nqueens count N --shard
// i/m` prints.
func TestLongShardMatchesBacktracking(t *testing.T) {
	if os.Getenv("NQUEENS_LONG") != "1" {
		t.Skip("NQUEENS_LONG=1 counts a shard of N=22")
	}
	n, i, m := 22, 1, 20000
	if v := os.Getenv("NQUEENS_SHARD_N"); v != "" {
		n, _ = strconv.Atoi(v)
	}
	if v := os.Getenv("NQUEENS_SHARD"); v != "" {
		a, b, _ := strings.Cut(v, "/")
		i, _ = strconv.Atoi(a)
		m, _ = strconv.Atoi(b)
	}
	tab, err := NewTables(context.Background(), n, DefaultMemoryLimit())
	if err != nil {
		t.Fatal(err)
	}
	max, err := tab.Budget(DefaultMemoryLimit(), 1)
	if err != nil {
		t.Fatal(err)
	}
	c := tab.NewCounter(max)
	tasks := Tasks(n)
	var join, back uint64
	for k := i - 1; k < len(tasks); k += m {
		task := tasks[k]
		start := time.Now()
		v, err := c.Count(task)
		if err != nil {
			t.Fatal(err)
		}
		joined := time.Since(start)
		want := uint64(task.Weight) * backtrackRows(n, int(task.Mid), task.Rows)
		searched := time.Since(start) - joined
		if v != want {
			t.Errorf("N=%d task %d (%+v): join %d, backtracking %d", n, k, task, v, want)
		}
		join, back = join+v, back+want
		t.Logf("task %d: %d (join %v, backtracking %v)", k, v, joined.Round(time.Millisecond), searched.Round(time.Millisecond))
	}
	t.Logf("N=%d shard %d/%d of %d tasks: join %d, backtracking %d", n, i, m, len(tasks), join, back)
}

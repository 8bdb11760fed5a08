package solver

import (
	"slices"
	"testing"
)

// TestEnumeratorAt: an enumerator made on solution k moves on to k+1 and
// back to k-1 as one that walked there, in both modes.
func TestEnumeratorAt(t *testing.T) {
	t.Parallel()
	for _, unique := range []bool{false, true} {
		var sols [][]int
		seq := solutions(8)
		if unique {
			seq = uniqueSolutions(8)
		}
		for _, q := range seq {
			sols = append(sols, slices.Clone(q))
		}
		for i, q := range sols {
			k := uint64(i + 1)
			e, err := EnumeratorAt(8, q, k, unique)
			if err != nil || e.Index() != k || !slices.Equal(e.Queens(), q) {
				t.Fatalf("unique=%v #%d: %v", unique, k, err)
			}
			if ok := e.Next(); ok != (i+1 < len(sols)) || ok && (e.Index() != k+1 || !slices.Equal(e.Queens(), sols[i+1])) {
				t.Fatalf("unique=%v: Next from #%d gave #%d %v", unique, k, e.Index(), e.Queens())
			}
			e, _ = EnumeratorAt(8, q, k, unique)
			if ok := e.Prev(); ok != (i > 0) || ok && (e.Index() != k-1 || !slices.Equal(e.Queens(), sols[i-1])) {
				t.Fatalf("unique=%v: Prev from #%d gave #%d %v", unique, k, e.Index(), e.Queens())
			}
		}
	}
	bad := [][]int{{0, 1, 2, 3, 4, 5, 6, 7}, {0, 4, 7}}
	for _, q := range bad {
		if _, err := EnumeratorAt(8, q, 1, false); err == nil {
			t.Errorf("%v accepted", q)
		}
	}
	for k, q := range solutions(8) {
		if rep, _ := Canonical(q); !slices.Equal(rep, q) {
			if _, err := EnumeratorAt(8, q, k, true); err == nil {
				t.Errorf("solution %d %v, not its class's representative, accepted in unique mode", k, q)
			}
			break
		}
	}
}

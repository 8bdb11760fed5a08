package watch

import (
	"context"
	"sync"
	"testing"

	"github.com/nqueens/nqueens/solver"
)

// TestSharedWalk: views walking the same run at once walk it once, and
// each gets its own copy of the total.
func TestSharedWalk(t *testing.T) {
	key := runKey{n: 7, prefix: "shared-walk-test"} // a key no view makes
	var walks int
	var mu sync.Mutex
	walk := func() (*runTotal, error) {
		mu.Lock()
		walks++
		mu.Unlock()
		return profileRun(context.Background(), 7, solver.Array, nil, solver.StepperOptions{})
	}
	got := make([]*runTotal, 8)
	var wg sync.WaitGroup
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i], _ = sharedWalk(context.Background(), key, walk)
		}()
	}
	wg.Wait()
	if walks != 1 {
		t.Errorf("%d walks for one run", walks)
	}
	for _, g := range got {
		if g == nil || g.solutions != 40 || g.steps != got[0].steps {
			t.Fatalf("a view got %+v, want N=7's 40 solutions", g)
		}
	}
	if got[0] == got[1] {
		t.Errorf("two views share one total")
	}
}

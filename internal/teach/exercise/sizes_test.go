package exercise

import "testing"

// TestEverySize: every kind draws an instance on every board a student
// may choose.
func TestEverySize(t *testing.T) {
	for _, k := range Kinds {
		for n := MinN; n <= MaxN; n++ {
			e, err := New(k, SeedFor("ada", k), n, Options{})
			if err != nil || e.N() != n || e.Finished() {
				t.Errorf("%s on N=%d: %v", k, n, err)
			}
		}
		if _, err := New(k, 1, MaxN+1, Options{}); err == nil {
			t.Errorf("%s on N=%d: no error", k, MaxN+1)
		}
	}
}

package quadjoin

import (
	"fmt"
	"testing"
)

func BenchmarkXCount(b *testing.B) {
	for _, n := range []int{14, 16} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for b.Loop() {
				if countAll(n) != a000170[n] {
					b.Fatal("wrong")
				}
			}
		})
	}
}

package quadjoin

import (
	"os"
	"strconv"
	"syscall"
	"testing"
	"time"
)

func TestXTime(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("QJN"))
	if n == 0 {
		t.Skip()
	}
	var ru0, ru1 syscall.Rusage
	syscall.Getrusage(0, &ru0)
	t0 := time.Now()
	tasks := Tasks(n)
	t1 := time.Now()
	got := countAll(n)
	syscall.Getrusage(0, &ru1)
	cpu := time.Duration(ru1.Utime.Nano() - ru0.Utime.Nano())
	t.Logf("N=%d tasks=%d (%v) count=%d want=%d in %v cpu %v maxrss %d KB", n, len(tasks), t1.Sub(t0), got, a000170[n], time.Since(t1), cpu, ru1.Maxrss)
}

func TestXSym(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("QJS"))
	if n == 0 {
		t.Skip()
	}
	t0 := time.Now()
	h, q := Symmetric(n)
	t.Logf("N=%d half=%d quarter=%d in %v", n, h, q, time.Since(t0))
}

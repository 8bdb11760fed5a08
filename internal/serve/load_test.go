package serve

import (
	"os"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
)

// loadTest skips unless NQUEENS_SERVE_LOAD=1: the full figures
// take a minute and load the machine.
func loadTest(t *testing.T) {
	if os.Getenv("NQUEENS_SERVE_LOAD") != "1" {
		t.Skip("NQUEENS_SERVE_LOAD=1 runs the load test")
	}
}

// cpuTime returns the CPU time the process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// stepLatency sends the teacher k steps at 5 a second and returns how
// long each took from the key to the teacher's program publishing it.
func stepLatency(t *testing.T, ts *testServer, teacher *term, k int) []time.Duration {
	var lat []time.Duration
	for range k {
		prev := ts.ev.last()
		sent := time.Now()
		teacher.send(t, "l")
		if !waitFor(2*time.Second, func() bool { return ts.ev.last() > prev }) {
			t.Fatalf("the teacher's step was not published")
		}
		seq := ts.ev.last()
		ts.ev.mu.Lock()
		lat = append(lat, ts.ev.published[seq].Sub(sent))
		ts.ev.mu.Unlock()
		time.Sleep(200*time.Millisecond - time.Since(sent))
	}
	slices.Sort(lat)
	return lat
}

// followLags returns, sorted, how long each student took to reach each
// cursor published from seq from on, and how many it never reached.
func followLags(ts *testServer, students []*term, from uint64) (lags []time.Duration, missed int) {
	ts.ev.mu.Lock()
	defer ts.ev.mu.Unlock()
	for seq, at := range ts.ev.published {
		if seq < from {
			continue
		}
		for _, s := range students {
			if r, ok := ts.ev.reached[s.name][seq]; ok {
				lags = append(lags, r.Sub(at))
			} else {
				missed++
			}
		}
	}
	slices.Sort(lags)
	return lags, missed
}

// TestLoad: 60 students follow a teacher stepping at 5 steps a second
// for 30 s: the 99th percentile of the time a student's program takes to
// reach the teacher's state is under 250 ms. Then 10 students detach,
// take N=14 and hold G: the teacher's step latency stays within 2× of
// the idle room's. It states memory per session.
func TestLoad(t *testing.T) {
	loadTest(t)
	ts := startServer(t, Config{ConnBurst: 200})
	teacher := ts.teacherTerm(t)
	ts.waitSessions(t, 1)
	time.Sleep(500 * time.Millisecond)
	before := heapInUse()
	students := make([]*term, 60)
	for i := range students {
		students[i] = ts.student(t)
	}
	ts.waitSessions(t, 61)
	if !waitFor(10*time.Second, func() bool { return strings.Contains(teacher.out.String(), "60 students, 60 following") }) {
		t.Fatalf("the teacher does not see 60 students")
	}
	time.Sleep(time.Second)
	perSession := (int64(heapInUse()) - int64(before)) / 60
	t.Logf("memory: %d KB of heap a session (60 students, idle, N=8)", perSession>>10)

	from := ts.ev.last() + 1
	cpu0, wall0 := cpuTime(), time.Now()
	idle := stepLatency(t, ts, teacher, 150) // 30 s at 5 steps a second
	t.Logf("CPU of the whole process (server and 61 clients), all following: %.2f cores", (cpuTime()-cpu0).Seconds()/time.Since(wall0).Seconds())
	time.Sleep(500 * time.Millisecond)
	lags, missed := followLags(ts, students, from)
	p50, p90, p99 := percentile(lags, .5), percentile(lags, .9), percentile(lags, .99)
	t.Logf("follow latency, 60 students × 150 steps: p50 %v, p90 %v, p99 %v, max %v; %d of %d cursors skipped (a newer one came first)",
		p50, p90, p99, lags[len(lags)-1], missed, missed+len(lags))
	t.Logf("teacher step latency, idle room: p50 %v, p99 %v", percentile(idle, .5), percentile(idle, .99))
	if p99 > 250*time.Millisecond {
		t.Errorf("p99 follow latency %v, want < 250ms", p99)
	}

	// The teacher plays at 60 steps a second (+ four times from 4) for
	// 10 s: a cursor a frame of the teacher's, more than the students'
	// terminals show; how many cursors each student reaches or skips,
	// and the process's CPU a cursor.
	for range 4 {
		teacher.send(t, "+")
		time.Sleep(50 * time.Millisecond)
	}
	teacher.send(t, " ")
	time.Sleep(time.Second)
	from = ts.ev.last() + 1
	cpu0, wall0 = cpuTime(), time.Now()
	time.Sleep(10 * time.Second)
	cpu, wall := (cpuTime() - cpu0).Seconds(), time.Since(wall0).Seconds()
	played := ts.ev.last() + 1 - from
	teacher.send(t, " ") // pause
	time.Sleep(500 * time.Millisecond)
	plags, pmissed := followLags(ts, students, from)
	t.Logf("teacher playing at 60 steps/s: %d cursors in 10 s, %.1f ms of CPU a cursor (%.2f cores); students reach p50 %v, p99 %v; %d of %d cursors skipped",
		played, 1000*cpu/float64(max(played, 1)), cpu/wall, percentile(plags, .5), percentile(plags, .99), pmissed, pmissed+len(plags))

	// Ten students go off alone to N=14 and hold G.
	hogs, followers := students[:10], students[10:]
	for _, s := range hogs {
		s.send(t, "D")
	}
	for range 6 { // N+1 six times: 8 → 14, a key a message
		time.Sleep(100 * time.Millisecond)
		for _, s := range hogs {
			s.send(t, "]")
		}
	}
	// Quiet and busy windows interleaved (Q B Q B Q B), so that the
	// load of the shared machine weighs on both alike: in a busy window
	// the ten hold G (a G every 100 ms), in a quiet one they are paused.
	var quiet, busy, blags []time.Duration
	var quietCPU, busyCPU float64
	for range 3 {
		for _, s := range hogs {
			s.send(t, "m") // any key cancels a jump: paused
		}
		time.Sleep(300 * time.Millisecond)
		cpu0, wall0 := cpuTime(), time.Now()
		quiet = append(quiet, stepLatency(t, ts, teacher, 25)...)
		quietCPU += (cpuTime() - cpu0).Seconds() / time.Since(wall0).Seconds() / 3

		stop, done := make(chan struct{}), make(chan struct{})
		go func() {
			defer close(done)
			for {
				for _, s := range hogs {
					s.in.Write([]byte("G"))
				}
				select {
				case <-stop:
					return
				case <-time.After(100 * time.Millisecond):
				}
			}
		}()
		time.Sleep(300 * time.Millisecond)
		from := ts.ev.last() + 1
		cpu0, wall0 = cpuTime(), time.Now()
		busy = append(busy, stepLatency(t, ts, teacher, 25)...)
		busyCPU += (cpuTime() - cpu0).Seconds() / time.Since(wall0).Seconds() / 3
		close(stop)
		<-done
		l, _ := followLags(ts, followers, from)
		blags = append(blags, l...)
	}
	for _, s := range hogs {
		if screen := ansi.Strip(s.out.String()); !strings.Contains(screen, "board 14×14") || !strings.Contains(screen, "running to the end") {
			t.Fatalf("a student holding G is not running N=14 to its end")
		}
	}
	slices.Sort(quiet)
	slices.Sort(busy)
	slices.Sort(blags)
	t.Logf("teacher step latency, 10 students alone and paused: p50 %v, p99 %v (process CPU %.2f cores)", percentile(quiet, .5), percentile(quiet, .99), quietCPU)
	t.Logf("teacher step latency, 10 students holding G at N=14: p50 %v, p99 %v (process CPU %.2f cores); the 50 followers' p50 %v, p99 %v",
		percentile(busy, .5), percentile(busy, .99), busyCPU, percentile(blags, .5), percentile(blags, .99))
	if b, q := percentile(busy, .5), percentile(quiet, .5); b > 2*q {
		t.Errorf("the teacher's median step latency went from %v to %v, more than 2×", q, b)
	}
	if strings.Contains(ts.log.String(), "panic") {
		t.Errorf("a session panicked:\n%s", ts.log)
	}
}

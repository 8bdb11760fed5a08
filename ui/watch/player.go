package watch

// The player: the clock of the animation. It plays and pauses, keeps the
// speed, and owns the tick loop — one generation of ticks at a time, so that
// pausing, resuming or changing speed never runs two loops (the bubbles
// spinner's pattern): a tick of an older generation, or of another model, is
// dropped.

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// tickMsg drives the animation. id tells watch models apart and gen the
// generations of one model's tick loop.
type tickMsg struct{ id, gen int }

type player struct {
	id, gen int
	speed   int // steps per second, or Max
	carry   int // events owed to the next frame at speeds above fps
	playing bool

	clock          func() time.Time // time.Now; tests fix it (export_test.go)
	eventsPerFrame int              // Options.EventsPerFrame
	noTimer        bool             // Options.NoTimer: play does nothing
}

func newPlayer(o Options) player {
	return player{
		id:             int(lastID.Add(1)),
		speed:          o.Speed,
		clock:          time.Now,
		eventsPerFrame: o.EventsPerFrame,
		noTimer:        o.NoTimer,
	}
}

// current reports whether a tick belongs to the loop that runs now.
func (p *player) current(msg tickMsg) bool { return msg.id == p.id && msg.gen == p.gen }

// pause stops the animation; its pending tick will be dropped.
func (p *player) pause() {
	if p.playing {
		p.playing = false
		p.gen++
	}
}

// drop makes the pending tick stale: a jump starts or stops its own loop.
func (p *player) drop() { p.gen++ }

// play starts the animation: a new generation of ticks.
func (p *player) play() tea.Cmd {
	p.playing = true
	return p.startLoop()
}

// resumeAfter plays again after d: the run paused for a question goes on
// once its reveal has been read.
func (p *player) resumeAfter(d time.Duration) tea.Cmd {
	p.playing = true
	p.gen++
	p.carry = 0
	return p.tick(d)
}

// startLoop starts a new generation of ticks.
func (p *player) startLoop() tea.Cmd {
	p.gen++
	p.carry = 0
	return p.tick(p.interval())
}

func (p *player) tick(d time.Duration) tea.Cmd {
	id, gen := p.id, p.gen
	return tea.Tick(d, func(time.Time) tea.Msg { return tickMsg{id: id, gen: gen} })
}

// interval is the time between ticks at the current speed: one event per
// tick up to fps steps per second, one frame above.
func (p *player) interval() time.Duration {
	if p.speed == Max || p.speed >= fps {
		return frame
	}
	return time.Second / time.Duration(p.speed)
}

// setSpeed changes the speed; a running loop restarts at the new pace
// (a new generation, so the old tick is dropped rather than doubling up).
func (p *player) setSpeed(s int) tea.Cmd {
	p.speed = s
	if p.playing {
		return p.startLoop()
	}
	return nil
}

// frameEvents is how many events one tick of the animation applies: one
// up to fps steps per second, the share of a frame above (the remainder
// carried to the next), as many as the budget allows at Max (-1).
func (p *player) frameEvents() int {
	switch {
	case p.speed == Max:
		return -1
	case p.speed > fps:
		p.carry += p.speed
		n := p.carry / fps
		p.carry %= fps
		return n
	}
	return 1
}

// next is the wait before the tick after the event just shown: a
// solution is held on screen at slow speeds (the celebration).
func (p *player) next(solution bool) time.Duration {
	d := p.interval()
	if solution && p.speed != Max && p.speed <= 30 {
		d = max(d, hold)
	}
	return d
}

// fast reports whether the animation runs faster than one frame an event.
func (p *player) fast() bool { return p.playing && (p.speed == Max || p.speed > fps) }

// faster returns the next speed up the ladder.
func faster(s int) int {
	if s == Max {
		return Max
	}
	for _, v := range speeds {
		if v > s {
			return v
		}
	}
	return Max
}

// slower returns the next speed down the ladder.
func slower(s int) int {
	if s == Max {
		return speeds[len(speeds)-1]
	}
	for i := len(speeds) - 1; i >= 0; i-- {
		if speeds[i] < s {
			return speeds[i]
		}
	}
	return speeds[0]
}

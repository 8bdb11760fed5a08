package watch

import "time"

// FixClock stops m's clock at t, for the per-frame budget: the test knob
// that production Options do not carry.
func FixClock(m *Model, t time.Time) { m.player.clock = func() time.Time { return t } }

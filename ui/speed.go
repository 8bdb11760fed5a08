package ui

import (
	"strconv"
	"strings"

	"github.com/nqueens/nqueens/ui/watch"
)

// Speeds of the watch view, as the command line gives them (Options.Speed).
const (
	// DefaultSpeed is slow enough to follow every event.
	DefaultSpeed = watch.DefaultSpeed
	// MaxSpeed is the fastest speed in steps per second; "max" goes
	// beyond it, as fast as the machine goes.
	MaxSpeed = 1_000_000
)

// ParseSpeed reads a speed as a user writes it: a whole number of steps per
// second from 1 to MaxSpeed, in decimal, or "max" (any case) for as fast as
// the machine goes. ok is false for anything else.
func ParseSpeed(s string) (speed int, ok bool) {
	if strings.EqualFold(s, "max") {
		return watch.Max, true
	}
	v, err := strconv.Atoi(s)
	if err != nil || v < 1 || v > MaxSpeed {
		return 0, false
	}
	return v, true
}

// FormatSpeed writes a speed as ParseSpeed reads it.
func FormatSpeed(speed int) string {
	if speed == watch.Max {
		return "max"
	}
	return strconv.Itoa(speed)
}

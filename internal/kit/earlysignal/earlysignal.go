// Package earlysignal catches the stop signals (INT, TERM, HUP, QUIT) from
// the program's start until main's own handler takes them over (Handover).
//
// Bubble Tea's init asks the terminal for its background colour (OSC 11,
// through lipgloss and termenv) and waits up to termenv's timeout for a
// terminal that never answers, with the terminal's echo and line editing
// off: a SIGQUIT then was the Go runtime's, a goroutine dump over the
// terminal left so and status 2. Go initialises a package before the
// packages that import it, and this one needs fewer packages than Bubble
// Tea, so importing it from main puts its init first (the tests check it
// on a terminal that never answers). A signal before Handover puts the
// terminal's modes back as they were at the start and exits with 128 + its
// number, as main's handler would.
//
// A program started with SIGHUP or SIGINT ignored (nohup, a shell's
// background job) keeps them ignored: whoever started it asked for it to
// outlive the terminal, and a handler would undo that (the Go runtime
// leaves them ignored until someone asks for them, see os/signal). This
// package asks only for Caught, and so must main.
package earlysignal

import (
	"os"
	"os/signal"
	"slices"
	"sync"
	"syscall"

	"golang.org/x/term"
)

// Stop are the signals that stop every command: Ctrl-C, kill's default,
// the terminal going away, and Ctrl-\ (SIGQUIT).
var Stop = []os.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT}

// caughtSignals is Caught's list, made before init asks for any of them
// (after that, signal.Ignored says false).
var caughtSignals = func() []os.Signal {
	var out []os.Signal
	for _, s := range Stop {
		if (s == syscall.SIGHUP || s == syscall.SIGINT) && signal.Ignored(s) {
			continue
		}
		out = append(out, s)
	}
	return out
}()

// Caught returns the signals of Stop that the program acts on: all but
// SIGHUP and SIGINT where it started with them ignored.
func Caught() []os.Signal { return slices.Clone(caughtSignals) }

var (
	mu        sync.Mutex
	handedOff bool
	forward   chan<- os.Signal // main's channel, from Handover on
	caught    = make(chan os.Signal, 1)
)

func init() {
	// The modes the query changes, of the terminal it asks (standard
	// output's); nil when it is no terminal, and nothing to restore.
	fd := int(os.Stdout.Fd())
	modes, _ := term.GetState(fd)
	signal.Notify(caught, caughtSignals...)
	go func() {
		s := <-caught
		mu.Lock() // held to the exit: Handover cannot come in between
		if handedOff {
			// The signal may have come before main asked for it, and
			// then main's channel never had it: pass it on. If main had
			// it too, the copy finds its buffer full or finds main
			// already ending; either way nothing changes.
			if forward != nil {
				select {
				case forward <- s:
				default:
				}
			}
			mu.Unlock()
			return
		}
		if modes != nil {
			term.Restore(fd, modes)
		}
		sig, _ := s.(syscall.Signal)
		os.Exit(128 + int(sig))
	}()
}

// Handover stops this package's handling: main's handler, already asking
// for the same signals on to, takes them from here on. A signal this
// package caught but had not acted on yet is sent on to (without
// blocking), so none falls between the two. to may be nil where nobody
// takes over (a test binary's own process). It may be called again.
func Handover(to chan<- os.Signal) {
	mu.Lock()
	defer mu.Unlock()
	handOver(to)
}

// handOver is Handover with mu held.
func handOver(to chan<- os.Signal) {
	if !handedOff {
		handedOff = true
		forward = to
		signal.Stop(caught)
	}
}

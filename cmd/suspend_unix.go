//go:build unix

package cmd

import (
	"os"
	"os/signal"
	"syscall"

	tea "github.com/charmbracelet/bubbletea"
)

// suspendOnTSTP makes an external SIGTSTP (kill -TSTP, a job-control
// stop from outside the raw terminal, where Ctrl-Z is a key) suspend p as
// Bubble Tea's own suspend does: the terminal restored, the process
// stopped, and on SIGCONT the terminal set up again and the screen
// redrawn. Left alone, the stop kept the shell's prompt in the alternate
// screen with the terminal raw. It returns the function that ends this.
//
// Bubble Tea's suspend releases the terminal and then sends SIGTSTP to the
// process group, expecting its default action; but a Go program that once
// asked for SIGTSTP keeps catching it (signal.Reset leaves the runtime's
// handler, which ignores it). So that second SIGTSTP, which says the
// terminal is released, is answered with SIGSTOP, which always stops (bash
// reports the job "Stopped", as for SIGTSTP); SIGCONT ends Bubble Tea's
// wait. (No
// key of the UI suspends through tea.Suspend: its SIGTSTP would be taken
// here for an external one.)
func suspendOnTSTP(p *tea.Program) (stop func()) {
	sigs := make(chan os.Signal, 4)
	signal.Notify(sigs, syscall.SIGTSTP, syscall.SIGCONT)
	done := make(chan struct{})
	go func() {
		suspending := false
		for {
			var sig os.Signal
			select {
			case sig = <-sigs:
			case <-done:
				return
			}
			switch {
			case sig == syscall.SIGCONT:
				suspending = false
			case !suspending:
				suspending = true
				go p.Send(tea.SuspendMsg{}) // (Send waits for the event loop)
			default:
				syscall.Kill(os.Getpid(), syscall.SIGSTOP)
			}
		}
	}()
	return func() {
		close(done)
		signal.Stop(sigs)
	}
}

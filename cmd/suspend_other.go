//go:build !unix

package cmd

import tea "github.com/charmbracelet/bubbletea"

// suspendOnTSTP does nothing where there is no job control (no SIGTSTP).
func suspendOnTSTP(*tea.Program) (stop func()) { return func() {} }

package cmd

import (
	"bytes"
	"strings"
	"testing"
)

// TestServeFlagsFromEnv: serve's flags are read from NQUEENS_SERVE_*
// where the command line does not give them; a bad value is a usage error
// that names the variable; the flag beats its variable. Every case stops
// before anything listens.
func TestServeFlagsFromEnv(t *testing.T) {
	for _, c := range []struct {
		env  map[string]string
		args []string
		says string
	}{
		{map[string]string{"NQUEENS_SERVE_MAX_SESSIONS": "0"}, nil, "NQUEENS_SERVE_MAX_SESSIONS (for --max-sessions) must be from 1 to 10000"},
		{map[string]string{"NQUEENS_SERVE_IDLE": "soon"}, nil, "NQUEENS_SERVE_IDLE (for --idle) must be a duration"},
		{map[string]string{"NQUEENS_SERVE_ASCII": "maybe"}, nil, "NQUEENS_SERVE_ASCII (for --ascii) must be true or false"},
		{map[string]string{"NQUEENS_SERVE_ROOM": "AB"}, nil, "NQUEENS_SERVE_ROOM must be 6 to 32"},
		// The variable is read: a good room then asks for teacher keys.
		{map[string]string{"NQUEENS_SERVE_ROOM": "abcdef-12"}, nil, "a room needs --teacher-keys"},
		// The flag beats its variable: the bad value is never read.
		{map[string]string{"NQUEENS_SERVE_ROOM": "AB"}, []string{"--room", "abcdef-12"}, "a room needs --teacher-keys"},
		{map[string]string{"NQUEENS_SERVE_TEACHER_KEYS": "/nonexistent/keys"}, nil, "--teacher-keys needs --room"},
		{map[string]string{"NQUEENS_SERVE_RESULTS": "/nonexistent/results.csv"}, nil, "--results needs --room"},
	} {
		for k, v := range c.env {
			t.Setenv(k, v)
		}
		var out, errb bytes.Buffer
		got := runWith(append([]string{"serve", "--listen", "127.0.0.1:0"}, c.args...), &out, &errb)
		msg := strings.TrimSpace(errb.String())
		if got != exitUsage || !strings.Contains(msg, c.says) {
			t.Errorf("%v serve %v: status %d, stderr %q; want %d and %q", c.env, c.args, got, msg, exitUsage, c.says)
		}
		for k := range c.env {
			t.Setenv(k, "")
		}
	}
}

// TestServeHelpNamesVariables: serve --help names each flag's variable.
func TestServeHelpNamesVariables(t *testing.T) {
	var out, errb bytes.Buffer
	if got := runWith([]string{"serve", "--help"}, &out, &errb); got != exitOK {
		t.Fatalf("serve --help: status %d, %s", got, errb.String())
	}
	for _, v := range []string{"$NQUEENS_SERVE_LISTEN", "$NQUEENS_SERVE_ROOM", "$NQUEENS_SERVE_HOST_KEY", "$NQUEENS_SERVE_TEACHER_KEYS", "$NQUEENS_SERVE_MAX_SESSIONS", "$NQUEENS_SERVE_IDLE"} {
		if !strings.Contains(out.String(), v) {
			t.Errorf("serve --help does not name %s:\n%s", v, out.String())
		}
	}
}

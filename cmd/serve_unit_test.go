package cmd

import (
	"bufio"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nqueens/nqueens/internal/kit/testkit"
	gossh "golang.org/x/crypto/ssh"
)

// unitFile is the systemd unit the packages install.
const unitFile = "packaging/nqueens-serve.service"

// TestServeUnit runs the command line of the systemd unit as written —
// its Environment= and ExecStart=, with this test's nqueens for
// /usr/bin/nqueens, a temporary directory for %S and a free loopback port
// for the unit's address — connects a student over SSH on 127.0.0.1, and
// stops it as systemd does (SIGTERM): the session gets the visualizer,
// the host key is made in the state directory, and the status is 143.
func TestServeUnit(t *testing.T) {
	t.Parallel()
	env, argv := unitCommand(t, repoFile(unitFile))
	if len(argv) < 2 || argv[0] != "/usr/bin/nqueens" || argv[1] != "serve" {
		t.Fatalf("ExecStart = %q, want /usr/bin/nqueens serve …", argv)
	}
	state := t.TempDir()
	if err := os.Mkdir(filepath.Join(state, "nqueens"), 0o700); err != nil { // StateDirectory=nqueens
		t.Fatal(err)
	}
	for i := range argv {
		argv[i] = strings.ReplaceAll(argv[i], "%S", state)
	}
	var listen bool
	for i, kv := range env {
		if strings.HasPrefix(kv, "NQUEENS_SERVE_LISTEN=") {
			env[i], listen = "NQUEENS_SERVE_LISTEN=127.0.0.1:0", true
		}
	}
	if !listen {
		t.Fatalf("the unit sets no NQUEENS_SERVE_LISTEN: %q", env)
	}

	cmd := exec.Command(selfBinary(t), argv[1:]...)
	cmd.Env = programEnv(env...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{}) // closed once cmd has ended, with waitErr
	var waitErr error
	addrs := make(chan string, 1)
	logText := &testkit.Buffer{}
	logDone := make(chan struct{})
	go func() {
		defer close(logDone)
		listening := regexp.MustCompile(`listening addr=(127\.0\.0\.1:\d+)`)
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			logText.Write([]byte(sc.Text() + "\n"))
			if m := listening.FindStringSubmatch(sc.Text()); m != nil {
				addrs <- m[1]
			}
		}
	}()
	go func() { <-logDone; waitErr = cmd.Wait(); close(exited) }()
	t.Cleanup(func() {
		cmd.Process.Kill() // a test that failed midway; the wait below ends
		select {
		case <-exited:
		case <-time.After(time.Minute):
		}
	})

	var addr string
	select {
	case addr = <-addrs:
	case <-exited:
		t.Fatalf("the unit's command ended before it listened: %v\n%s", waitErr, logText.String())
	case <-time.After(time.Minute):
		t.Fatal("the unit's command does not listen after a minute")
	}

	client, err := gossh.Dial("tcp", addr, &gossh.ClientConfig{
		User: "student", HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 30 * time.Second,
		Auth: []gossh.AuthMethod{gossh.KeyboardInteractive(func(string, string, []string, []bool) ([]string, error) { return nil, nil })},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	sess, err := client.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	screen := &testkit.Buffer{}
	sess.Stdout = screen
	in, err := sess.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.RequestPty("xterm-256color", 30, 100, gossh.TerminalModes{}); err != nil {
		t.Fatal(err)
	}
	if err := sess.Shell(); err != nil {
		t.Fatal(err)
	}
	io.WriteString(in, "\x1b]11;rgb:0000/0000/0000\x1b\\\x1b[?62;c") // the terminal's background, as terminals answer
	if !testkit.WaitUntil(time.Minute, func() bool { return strings.Contains(screen.String(), "quit") }) {
		t.Fatalf("the session shows no visualizer (its help bar) after a minute:\n%q", screen.String())
	}
	sess.Close()
	client.Close()

	key, err := os.Stat(filepath.Join(state, "nqueens", "ssh_host_ed25519_key"))
	if err != nil || key.Mode().Perm() != 0o600 {
		t.Errorf("host key in the state directory: %v, %v; want a file of mode 0600", key, err)
	}
	cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-exited:
		var exit *exec.ExitError
		if err := waitErr; !errors.As(err, &exit) || exit.ExitCode() != 128+int(syscall.SIGTERM) {
			t.Errorf("after SIGTERM: %v, want exit status 143\n%s", err, logText.String())
		}
	case <-time.After(time.Minute):
		t.Fatal("the unit's command does not end a minute after SIGTERM")
	}
}

// unitCommand reads a unit's [Service] Environment= assignments and its
// ExecStart= command line, split at spaces (the unit quotes nothing).
func unitCommand(t *testing.T, path string) (env, argv []string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	section := ""
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "[") {
			section = line
			continue
		}
		if section != "[Service]" {
			continue
		}
		if v, ok := strings.CutPrefix(line, "Environment="); ok {
			env = append(env, strings.Fields(v)...)
		}
		if v, ok := strings.CutPrefix(line, "ExecStart="); ok {
			argv = strings.Fields(v)
		}
	}
	if strings.ContainsAny(strings.Join(argv, " "), `"'\$`) {
		t.Fatalf("ExecStart %q quotes or expands: this parser does not follow it", argv)
	}
	return env, argv
}

package cmd

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// hasControl reports the first control character of out but the newline
// (an ESC starts every cursor, erase, screen and colour sequence), or -1.
func hasControl(out string) int {
	for i, r := range out {
		if r == 0x1b || (r < 0x20 && r != '\n' && r != '\r') || (r >= 0x7f && r < 0xa0) {
			return i
		}
	}
	return -1
}

// TestAccessibleTellsEveryEventOfTrace: piped through the program, the
// whole N=4 run has one sentence per event of `trace 4`, in order, each
// naming the event's row and column, and the output holds no escape
// sequence.
func TestAccessibleTellsEveryEventOfTrace(t *testing.T) {
	t.Parallel()
	self := selfBinary(t)
	trace, stderr, code := nq(t, self, nil, "trace", "4", "--format", "json")
	if code != 0 {
		t.Fatalf("trace 4: status %d: %s", code, stderr)
	}
	type event struct {
		Step     int    `json:"step"`
		Kind     string `json:"kind"`
		Row, Col *int
	}
	var events []event
	sc := bufio.NewScanner(strings.NewReader(trace))
	for sc.Scan() {
		var ev event
		if err := json.Unmarshal(sc.Bytes(), &ev); err != nil {
			t.Fatal(err)
		}
		if ev.Kind != "meta" {
			events = append(events, ev)
		}
	}
	out, stderr, code := nq(t, self, []byte(strings.Repeat("next\n", len(events)+1)), "--accessible", "-n", "4")
	if code != 0 {
		t.Fatalf("status %d: %s", code, stderr)
	}
	if i := hasControl(out); i >= 0 {
		t.Fatalf("control character at %d: %q", i, out[max(i-20, 0):])
	}
	said := regexp.MustCompile(`(?m)^Step (\d+)\. (.*)$`).FindAllStringSubmatch(out, -1)
	if len(said) != len(events)+1 {
		t.Fatalf("%d sentences for %d events and the start", len(said), len(events))
	}
	for i, ev := range events {
		got := said[i+1]
		if got[1] != fmt.Sprint(ev.Step) {
			t.Fatalf("sentence %d is of step %s, want %d", i+1, got[1], ev.Step)
		}
		if ev.Row != nil && ev.Col != nil {
			if want := fmt.Sprintf("row %d, column %d", *ev.Row, *ev.Col); !strings.Contains(strings.ToLower(got[2]), want) {
				t.Errorf("step %d (%s): %q does not name %s", ev.Step, ev.Kind, got[2], want)
			}
		}
	}
	if !strings.Contains(out, "The search is over") {
		t.Errorf("no end said after the last event:\n%s", out[max(len(out)-300, 0):])
	}
}

// TestAccessibleModes: the flag, the environment, and the views.
func TestAccessibleModes(t *testing.T) {
	t.Parallel()
	self := selfBinary(t)
	for _, tc := range []struct {
		env   string
		args  []string
		input string
		code  int
		want  string
	}{
		{"ACCESSIBLE=", []string{"--accessible", "-n", "4"}, "solution\nquit\n", 0, "Step 57. Solution 1 of 2 found: columns 1, 3, 0, 2.\n"},
		{"ACCESSIBLE=1", []string{"-n", "4"}, "s\n", 0, "Solution 1 of 2 found"},
		{"ACCESSIBLE=yes", []string{"-n", "5", "--algo", "bitmask"}, "", 0, "the bitmask search on the 5 by 5 board"},
		{"ACCESSIBLE=0", []string{"-n", "4"}, "", 2, ""},
		{"ACCESSIBLE=false", []string{"-n", "4"}, "", 2, ""},
		{"ACCESSIBLE=1", []string{"--accessible=false", "-n", "4"}, "", 2, ""},
		{"ACCESSIBLE=", []string{"--accessible", "-n", "4", "--step", "12"}, "", 0, "Step 12. Row 2, column 1 is attacked"},
		{"ACCESSIBLE=", []string{"--accessible", "-n", "6", "--predict"}, "go 1\n", 0, "Question: Row 0, column 0 is tried"},
		{"ACCESSIBLE=", []string{"--accessible", "--mode", "solutions", "-n", "6"}, "next\nnext\nnext\nnext\n", 0, "Solution 4 of 4: columns 4, 2, 0, 5, 3, 1.\nThat was the last solution.\n"},
		{"ACCESSIBLE=", []string{"--accessible", "--mode", "play"}, "", 2, ""},
		{"ACCESSIBLE=", []string{"--accessible", "--compare", "bitmask"}, "", 2, ""},
		{"ACCESSIBLE=", []string{"lesson", "2", "--accessible"}, strings.Repeat("next\n", 20), 0, "That was the last slide."},
		{"ACCESSIBLE=1", []string{"lesson", "1"}, "", 0, "Slide 1 of 9.\n"},
		{"ACCESSIBLE=", []string{"--accessible", "-n", "4", "--lang", "es"}, "siguiente\nsalir\n", 0, "Paso 1. Probar la fila 0, columna 0.\nAdiós.\n"},
		{"ACCESSIBLE=", []string{"--accessible", "--mode", "solutions", "-n", "6", "--lang", "es"}, "sig\nsiguiente\n", 0, "Solución 1 de 4: columnas 1, 3, 5, 0, 2, 4.\nLa orden \"sig\" no existe."},
		{"ACCESSIBLE=1", []string{"lesson", "1", "--lang", "zh"}, "下一步\n", 0, "第 2 张，共 9 张。\n"},
		{"ACCESSIBLE=1", []string{"exercise", "backtrack", "--seed", "3", "--lang", "zh"}, "拿起\n", 0, "练习，无障碍模式：backtrack，种子 3"},
	} {
		cmd := program(self, tc.args...)
		cmd.Env = programEnv(tc.env)
		cmd.Stdin = strings.NewReader(tc.input)
		var out, errOut bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errOut
		err := cmd.Run()
		code := cmd.ProcessState.ExitCode()
		if err != nil && code == 0 || code != tc.code {
			t.Errorf("%s %q: status %d (%v), want %d; stderr %q", tc.env, tc.args, code, err, tc.code, errOut.String())
			continue
		}
		if !strings.Contains(out.String(), tc.want) {
			t.Errorf("%s %q: no %q in\n%s", tc.env, tc.args, tc.want, out.String())
		}
		if i := hasControl(out.String()); i >= 0 {
			t.Errorf("%s %q: a control character at %d", tc.env, tc.args, i)
		}
	}
}

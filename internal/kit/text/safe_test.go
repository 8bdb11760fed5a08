package text

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// hostile are the byte strings a file, a flag or a client can hold to
// make a terminal do something: set its title, write the clipboard, clear
// the screen, move the cursor back over a line.
var hostile = []struct{ name, in, line, safe string }{
	{"OSC 0 title", "\x1b]0;PWN\x07", `\x1b]0;PWN\a`, `\x1b]0;PWN\a`},
	{"OSC 52 clipboard", "\x1b]52;c;cHduZWQ=\x07", `\x1b]52;c;cHduZWQ=\a`, `\x1b]52;c;cHduZWQ=\a`},
	{"CSI 2J", "\x1b[2J", `\x1b[2J`, `\x1b[2J`},
	{"C1 CSI", "\u009b2J", `\u009b2J`, `\u009b2J`},
	{"raw byte 0x9b", "\x9b2J", `\x9b2J`, `\x9b2J`},
	{"BEL", "a\ab", `a\ab`, `a\ab`},
	{"CR", "ok\rPWN", `ok\rPWN`, `ok\rPWN`},
	{"NUL", "a\x00b", `a\x00b`, `a\x00b`},
	{"BS FF VT ESC", "\b\f\v\x1b", `\b\f\v\x1b`, `\b\f\v\x1b`},
	{"DEL", "a\x7fb", `a\x7fb`, `a\x7fb`},
	{"invalid UTF-8", "a\xff\xfeb", `a\xff\xfeb`, `a\xff\xfeb`},
	{"cut UTF-8", "é"[:1], `\xc3`, `\xc3`},
	{"newline and tab", "a\nb\tc", `a\nb\tc`, "a\nb\tc"},
	{"plain", "8 queens ♛, «é», U+FFFD \ufffd", "8 queens ♛, «é», U+FFFD \ufffd", "8 queens ♛, «é», U+FFFD \ufffd"},
	{"backslash", `C:\x1b\n`, `C:\x1b\n`, `C:\x1b\n`},
}

func TestLineAndSafe(t *testing.T) {
	for _, tc := range hostile {
		if got := Line(tc.in); got != tc.line {
			t.Errorf("%s: Line(%q) = %q, want %q", tc.name, tc.in, got, tc.line)
		}
		if got := Safe(tc.in); got != tc.safe {
			t.Errorf("%s: Safe(%q) = %q, want %q", tc.name, tc.in, got, tc.safe)
		}
		want := tc.line // Styled keeps newlines only
		if tc.name == "newline and tab" {
			want = "a\nb\\tc"
		}
		if got := Styled(tc.in); got != want {
			t.Errorf("%s: Styled(%q) = %q, want %q", tc.name, tc.in, got, want)
		}
	}
}

func TestStyledKeepsSGROnly(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"\x1b[38;5;252mtext\x1b[0m", "\x1b[38;5;252mtext\x1b[0m"},
		{"\x1b[1m\x1b[m", "\x1b[1m\x1b[m"},
		{"\x1b[38:2::1:2:3mx", "\x1b[38:2::1:2:3mx"},
		{"\x1b[2J", `\x1b[2J`},
		{"\x1b[31", `\x1b[31`},
		{"\x1b[", `\x1b[`},
		{"\x1b]8;;http://x\x1b\\link", `\x1b]8;;http://x\x1b\link`},
		{"\x1b[1;2H", `\x1b[1;2H`},
		{"\u009b31m", `\u009b31m`},
	} {
		if got := Styled(tc.in); got != tc.want {
			t.Errorf("Styled(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestCut(t *testing.T) {
	for _, tc := range []struct {
		in   string
		most int
		want string
	}{
		{"abc", 3, "abc"}, {"abcd", 3, "abc…"}, {"", 0, ""}, {"a", 0, "…"},
		{"ééé", 2, "éé…"}, {"\xff\xff\xff", 2, "\xff\xff…"},
	} {
		if got := Cut(tc.in, tc.most); got != tc.want {
			t.Errorf("Cut(%q, %d) = %q, want %q", tc.in, tc.most, got, tc.want)
		}
	}
	long := strings.Repeat("x", 100_000)
	if got := Line(Cut(long, 200)); utf8.RuneCountInString(got) != 201 {
		t.Errorf("a 100,000-byte value cut to 200: %d characters", utf8.RuneCountInString(got))
	}
}

func TestJSON(t *testing.T) {
	in := "a\x7fb\u009b2J\u0080\u009f\u00a0é\x1b"
	raw, err := json.Marshal(map[string]string{"got": in})
	if err != nil {
		t.Fatal(err)
	}
	out := JSON(raw)
	if want := `{"got":"a\u007fb\u009b2J\u0080\u009f` + "\u00a0é" + `\u001b"}`; string(out) != want {
		t.Errorf("JSON(%s) = %s, want %s", raw, out, want)
	}
	var back map[string]string
	if err := json.Unmarshal(out, &back); err != nil || back["got"] != in {
		t.Errorf("JSON's output decodes to %q (%v), want %q", back["got"], err, in)
	}
	if plain := []byte(`{"a":"b"}`); &JSON(plain)[0] != &plain[0] {
		t.Error("JSON copied a value with nothing to escape")
	}
}

// unescape reads the escapes of Line back, for text that held no
// backslash of its own (see the convention in safe.go).
func unescape(t *testing.T, s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			b.WriteByte(s[i])
			continue
		}
		switch s[i+1] {
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'a':
			b.WriteByte('\a')
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 'v':
			b.WriteByte('\v')
		case 'x':
			v, err := strconv.ParseUint(s[i+2:i+4], 16, 8)
			if err != nil {
				t.Fatalf("bad escape in %q", s)
			}
			b.WriteByte(byte(v))
			i += 2
		case 'u':
			v, err := strconv.ParseUint(s[i+2:i+6], 16, 16)
			if err != nil {
				t.Fatalf("bad escape in %q", s)
			}
			b.WriteRune(rune(v))
			i += 4
		default:
			t.Fatalf("unknown escape in %q", s)
		}
		i++
	}
	return b.String()
}

// checkShown fails unless out holds no control but those allowed, no
// C1 control, and is UTF-8.
func checkShown(t *testing.T, what, in, out, allowed string) {
	t.Helper()
	if !utf8.ValidString(out) {
		t.Fatalf("%s(%q) = %q: not UTF-8", what, in, out)
	}
	for _, r := range out {
		if (r < 0x20 && !strings.ContainsRune(allowed, r)) || (r >= 0x7f && r <= 0x9f) {
			t.Fatalf("%s(%q) = %q holds %U", what, in, out, r)
		}
	}
}

func FuzzSafe(f *testing.F) {
	for _, tc := range hostile {
		f.Add(tc.in)
	}
	f.Add("\x1b[38;5;252mtext\x1b[0m\x1b[2J")
	f.Fuzz(func(t *testing.T, in string) {
		line, safe, sty := Line(in), Safe(in), Styled(in)
		checkShown(t, "Line", in, line, "")
		checkShown(t, "Safe", in, safe, "\n\t")
		if !utf8.ValidString(sty) {
			t.Fatalf("Styled(%q) = %q: not UTF-8", in, sty)
		}
		// Styled keeps SGR sequences and nothing else of ESC's.
		for i := strings.IndexByte(sty, 0x1b); i >= 0; i = strings.IndexByte(sty, 0x1b) {
			n := sgrLen(sty[i:])
			if n == 0 {
				t.Fatalf("Styled(%q) = %q: ESC not starting an SGR sequence", in, sty)
			}
			sty = sty[i+n:]
		}
		checkShown(t, "Styled without its SGR", in, sty, "\n")
		// Escaped once is escaped: what is escaped again stays.
		if Line(line) != line || Safe(safe) != safe || Line(safe) != line {
			t.Fatalf("escaping %q again changes it", in)
		}
		// Nothing is lost: where the text had no backslash of its own,
		// the escapes read back to it.
		if !strings.Contains(in, `\`) {
			if back := unescape(t, line); back != in {
				t.Fatalf("Line(%q) = %q reads back as %q", in, line, back)
			}
		}
		raw, err := json.Marshal(in)
		if err != nil {
			t.Fatal(err)
		}
		js := JSON(raw)
		checkShown(t, "JSON", in, string(js), "")
		var back string
		if err := json.Unmarshal(js, &back); err != nil {
			t.Fatalf("JSON(%s) = %s: %v", raw, js, err)
		}
		if utf8.ValidString(in) && back != in {
			t.Fatalf("JSON(%s) = %s decodes to %q, want %q", raw, js, back, in)
		}
	})
}

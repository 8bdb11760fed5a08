package serve

import (
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/solver"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/theme"
	gossh "golang.org/x/crypto/ssh"
)

// TestStudentsLanguages: in one room, a student whose ssh client sends
// LANG=zh_CN.UTF-8 and one who sends LANG=es_ES.UTF-8 each see the room
// in their own language, and one who sends none sees the server's.
func TestStudentsLanguages(t *testing.T) {
	t.Parallel()
	ts := startServer(t, Config{})
	teacher := ts.teacherTerm(t)
	students := map[i18n.Lang]*term{
		i18n.Zh: ts.studentEnv(t, map[string]string{"LANG": "zh_CN.UTF-8"}),
		i18n.Es: ts.studentEnv(t, map[string]string{"LANG": "es_ES.UTF-8"}),
		i18n.En: ts.studentEnv(t, nil),
	}
	ts.waitSessions(t, 4)
	if !waitFor(20*time.Second, func() bool { return strings.Contains(teacher.out.String(), "3 students, 3 following") }) {
		t.Fatalf("the teacher's screen does not count 3 students following")
	}
	teacher.send(t, "l")
	words := []i18n.ID{i18n.StatusPaused, i18n.StatusRun}
	for l, s := range students {
		for _, id := range words {
			if !waitFor(10*time.Second, func() bool { return strings.Contains(s.out.String(), l.T(id)) }) {
				t.Errorf("%v: %q (%s) is not on the student's screen:\n%s", l, l.T(id), id, s.out)
			}
		}
	}
	for l, s := range students {
		for other := range students {
			for _, id := range words {
				if other != l && strings.Contains(s.out.String(), other.T(id)) {
					t.Errorf("%v: the student's screen has %v's %q (%s)", l, other, other.T(id), id)
				}
			}
		}
	}
	for _, lang := range []string{"zh", "es", "en"} {
		if ts.log.count("session", "lang="+lang, "teacher=false") != 1 {
			t.Errorf("the log does not have one session in %s:\n%s", lang, ts.log)
		}
	}
}

// TestServerLanguage: a session whose client sends no locale speaks the
// server's language (its --lang, or its own locale); one that sends
// LC_ALL speaks that, over the LANG it sends too.
func TestServerLanguage(t *testing.T) {
	t.Parallel()
	cfg := Config{Room: "-"}
	cfg.UI = ui.Options{N: 8, Strategy: solver.Array, Speed: ui.DefaultSpeed, Theme: theme.Dark, Mode: ui.Watch, Lang: i18n.Zh}
	ts := startServer(t, cfg)
	plain := openTerm(t, ts.connect(t, "anyone", answering("unused")), "xterm-256color", true)
	spanish := openTermEnv(t, ts.connect(t, "anyone", answering("unused")), "xterm-256color", true, 100, 30,
		map[string]string{"LC_ALL": "es_ES.UTF-8", "LANG": "zh_CN.UTF-8"})
	for _, c := range []struct {
		tm   *term
		lang i18n.Lang
	}{{plain, i18n.Zh}, {spanish, i18n.Es}} {
		want := c.lang.T(i18n.StatusPaused)
		if !waitFor(10*time.Second, func() bool { return strings.Contains(c.tm.out.String(), want) }) {
			t.Errorf("%v: %q is not on the screen:\n%s", c.lang, want, c.tm.out)
		}
	}
}

// TestRoomLinesInEachLanguage: serve's own words — the teacher's room
// line, a student's, the key that leaves the teacher, a refusal — are in
// each session's language, while the log stays English.
func TestRoomLinesInEachLanguage(t *testing.T) {
	t.Parallel()
	ts := startServer(t, Config{})
	zh := map[string]string{"LANG": "zh_CN.UTF-8"}
	teacher := openTermEnv(t, ts.connect(t, "teacher", gossh.PublicKeys(ts.teacher)), "xterm-256color", true, 100, 30, zh)
	students := map[i18n.Lang]*term{
		i18n.Zh: ts.studentEnv(t, zh),
		i18n.Es: ts.studentEnv(t, map[string]string{"LANG": "es_ES.UTF-8"}),
		i18n.En: ts.studentEnv(t, nil),
	}
	ts.waitSessions(t, 4)
	line := i18n.Zh.Sprintf(i18n.ServeRoomTeacher, i18n.NewMsg(i18n.ServeStudents, 3, "3"), "3", "0")
	if !waitFor(20*time.Second, func() bool { return strings.Contains(teacher.out.String(), line) }) {
		t.Fatalf("the Chinese teacher's screen does not say %q:\n%s", line, teacher.out)
	}
	words := []i18n.ID{i18n.ServeTeacherHere, i18n.ServeExploreOwn}
	for l, s := range students {
		for _, id := range words {
			if !waitFor(10*time.Second, func() bool { return strings.Contains(s.out.String(), l.T(id)) }) {
				t.Errorf("%v: %q (%s) is not on the student's screen:\n%s", l, l.T(id), id, s.out)
			}
		}
		for other := range students {
			for _, id := range words {
				if other != l && strings.Contains(s.out.String(), other.T(id)) {
					t.Errorf("%v: the student's screen has %v's %q (%s)", l, other, other.T(id), id)
				}
			}
		}
	}
	if ts.log.count("session", "teacher=true", "lang=zh") != 1 || strings.ContainsFunc(ts.log.String(), func(r rune) bool { return unicode.Is(unicode.Han, r) }) {
		t.Errorf("the log is not the English one of a Chinese teacher's session:\n%s", ts.log)
	}

	// A refusal before any screen: accessible mode on a server without a
	// room, asked by a Chinese client.
	plain := startServer(t, Config{Room: "-"})
	refused := openTermEnv(t, plain.connect(t, "anyone", answering("unused")), "xterm-256color", true, 100, 30,
		map[string]string{"LANG": "zh_CN.UTF-8", "ACCESSIBLE": "1"})
	want := "nqueens: " + i18n.Zh.T(i18n.ServeAccessibleRoom)
	if !waitFor(10*time.Second, func() bool { return strings.Contains(refused.out.String(), want) }) {
		t.Errorf("the refusal is not %q:\n%s", want, refused.out)
	}
}

package serve

import (
	"fmt"
	"net"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	gossh "golang.org/x/crypto/ssh"
)

// loginAs is keyboard-interactive auth that types code at the code's
// question and each of names in turn at the name's (the last again once
// they run out).
func loginAs(code string, names ...string) gossh.AuthMethod {
	asked := 0
	return gossh.KeyboardInteractive(func(_, _ string, qs []string, _ []bool) ([]string, error) {
		a := make([]string, len(qs))
		for i, q := range qs {
			switch q {
			case i18n.En.T(i18n.ServeNamePrompt):
				a[i] = names[min(asked, len(names)-1)]
				asked++
			default:
				a[i] = code
			}
		}
		return a, nil
	})
}

// TestRoomNamesStudents: the teacher's screen names each student by the
// user name they logged in with, or the name typed at the prompt when the
// user name is the code or not a name; a second ana is ana-2; a name
// that is too long or holds anything but letters, digits and - _ . is
// asked again, and a student who never gives one is "student"; no
// student is named by their address, and the log names them too.
func TestRoomNamesStudents(t *testing.T) {
	t.Parallel() // (it waits, mostly: the waits overlap)
	ts := startServer(t, Config{})
	teacher := ts.teacherTerm(t)
	logins := []struct {
		user  string
		names []string
	}{
		{"ana", nil},                // the user name, the code at the prompt
		{"ana", nil},                // a second ana
		{testCode, []string{"bob"}}, // the code as user name: the name asked
		{"x\x1b]0;pwn\x07", []string{"bad name!", "cleo"}}, // no name, then a refused one
		{testCode, []string{strings.Repeat("d", maxName+1), "", "x y"}},
	}
	for _, l := range logins {
		c := ts.connect(t, l.user, loginAs(testCode, append(l.names, "-")...))
		openTermSized(t, c, "dumb", true, 80, 24)
	}
	ts.waitSessions(t, 1+len(logins))
	const want = "here: ana, ana-2, bob, cleo, student"
	if !waitFor(20*time.Second, func() bool { return strings.Contains(ansi.Strip(teacher.out.String()), want) }) {
		t.Fatalf("the teacher's screen does not show %q:\n%s", want, ansi.Strip(teacher.out.String()))
	}
	if strings.Contains(ansi.Strip(teacher.out.String()), "127.0.0.1:") {
		t.Errorf("the teacher's screen names a student by an address")
	}
	logged := map[string]int{}
	for _, line := range strings.Split(ts.log.String(), "\n") {
		for _, f := range strings.Fields(line) {
			if n, ok := strings.CutPrefix(f, "name="); ok && strings.Contains(line, "session") {
				logged[n]++
			}
		}
	}
	for _, name := range []string{"ana", "ana-2", "bob", "cleo", "student"} {
		if logged[name] != 1 {
			t.Errorf("the log does not name the session of %s once:\n%s", name, ts.log)
		}
	}
}

// TestCleanName: what a name may be.
func TestCleanName(t *testing.T) {
	for in, want := range map[string]string{
		"ana": "ana", " ana ": "ana", "José": "José", "li_2.x-y": "li_2.x-y", strings.Repeat("a", maxName): strings.Repeat("a", maxName),
		"": "", "   ": "", "a b": "", "x\x1b[2J": "", "ana!": "", "ü\u0308": "", strings.Repeat("a", maxName+1): "",
	} {
		if got, ok := cleanName(in); got != want || ok != (want != "") {
			t.Errorf("cleanName(%q) = %q, %v; want %q, %v", in, got, ok, want, want != "")
		}
	}
}

// TestUniqueName: a name taken in the room gets the first free suffix,
// and stays at most maxName letters with it; the teacher's takes none.
func TestUniqueName(t *testing.T) {
	r := newRoom()
	long := strings.Repeat("z", maxName)
	for _, n := range []string{"ana", "ana", "ana", long, long} {
		r.members[&member{name: r.uniqueName(n)}] = struct{}{}
	}
	r.members[&member{name: "teacher", teacher: true}] = struct{}{}
	var got []string
	for m := range r.members {
		if !m.teacher {
			got = append(got, m.name)
		}
	}
	slices.Sort(got)
	want := []string{"ana", "ana-2", "ana-3", strings.Repeat("z", maxName-2) + "-2", long}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("names %v, want %v", got, want)
	}
	if n := r.uniqueName("teacher"); n != "teacher" {
		t.Errorf("a student named teacher is %q: the teacher's name is not a student's", n)
	}
}

// TestJoinCommands: the join commands name the address the server listens
// on, or every interface's when it listens on all (loopback ones only
// when there is nothing else), never HOST.
func TestJoinCommands(t *testing.T) {
	ifaces := func(cidrs ...string) []net.Addr {
		var out []net.Addr
		for _, c := range cidrs {
			ip, n, err := net.ParseCIDR(c)
			if err != nil {
				t.Fatal(err)
			}
			n.IP = ip
			out = append(out, n)
		}
		return out
	}
	all := ifaces("127.0.0.1/8", "192.168.1.5/24", "fe80::1/64", "10.0.0.7/8", "::1/128", "2001:db8::5/64")
	for _, c := range []struct {
		listen string
		ifaces []net.Addr
		want   []string
	}{
		{"127.0.0.1:2222", all, []string{"ssh -p 2222 c@127.0.0.1"}},
		{"192.168.1.5:22", all, []string{"ssh -p 22 c@192.168.1.5"}},
		{"0.0.0.0:2222", all, []string{"ssh -p 2222 c@192.168.1.5", "ssh -p 2222 c@10.0.0.7", "ssh -p 2222 c@2001:db8::5"}},
		{"[::]:2222", all, []string{"ssh -p 2222 c@192.168.1.5", "ssh -p 2222 c@10.0.0.7", "ssh -p 2222 c@2001:db8::5"}},
		{"0.0.0.0:2222", ifaces("127.0.0.1/8", "fe80::1/64"), []string{"ssh -p 2222 c@127.0.0.1"}},
		{"0.0.0.0:2222", nil, []string{"ssh -p 2222 c@<this machine's address>"}},
	} {
		addr, err := net.ResolveTCPAddr("tcp", c.listen)
		if err != nil {
			t.Fatal(err)
		}
		if got := joinCommands(addr, "c", c.ifaces); !slices.Equal(got, c.want) {
			t.Errorf("%s: %q, want %q", c.listen, got, c.want)
		}
	}
}

// TestFollowingKeys: a following student's help bar shows the keys that
// work while following, not the view's; a step key is answered with how
// to explore alone (and moves nothing); after D the view's keys are back.
func TestFollowingKeys(t *testing.T) {
	t.Parallel() // (it waits, mostly: the waits overlap)
	ts := startServer(t, Config{})
	ts.teacherTerm(t)
	s := ts.student(t)
	ts.waitSessions(t, 2)
	screen := func() string { return ansi.Strip(s.out.String()) }
	if !waitFor(10*time.Second, func() bool { return strings.Contains(screen(), "D explore on your own · ? more keys · q quit") }) {
		t.Fatalf("the following student's help bar does not show D, ? and q:\n%s", screen())
	}
	if strings.Contains(screen(), "←/→ step") {
		t.Errorf("the following student's help bar offers stepping:\n%s", screen())
	}
	s.send(t, "\x1b[C")
	const hint = "following the teacher — D to explore on your own"
	if !waitFor(10*time.Second, func() bool { return strings.Contains(screen(), hint) }) {
		t.Fatalf("→ while following is not answered with %q:\n%s", hint, screen())
	}
	if strings.Contains(screen(), "step 1 of") {
		t.Errorf("→ stepped the following student's board")
	}
	s.send(t, "D")
	if !waitFor(10*time.Second, func() bool { return strings.Contains(screen(), "←/→ step") }) {
		t.Fatalf("after D the help bar does not show the view's keys:\n%s", screen())
	}
	s.send(t, "\x1b[C")
	if !waitFor(10*time.Second, func() bool { return strings.Contains(screen(), "step 1 of") }) {
		t.Fatalf("→ exploring alone does not step:\n%s", screen())
	}
}

// TestTeacherScreenJoins: the teacher's screen says how students join,
// with the server's address and port, never a placeholder.
func TestTeacherScreenJoins(t *testing.T) {
	t.Parallel() // (it waits, mostly: the waits overlap)
	ts := startServer(t, Config{})
	teacher := ts.teacherTerm(t)
	want := "ssh -p " + ts.addr[strings.LastIndexByte(ts.addr, ':')+1:]
	host := testCode + "@127.0.0.1"
	if !waitFor(10*time.Second, func() bool {
		s := ansi.Strip(teacher.out.String())
		return strings.Contains(s, want) && strings.Contains(s, host)
	}) {
		t.Fatalf("the teacher's screen does not show %q and %q:\n%s", want, host, ansi.Strip(teacher.out.String()))
	}
	if strings.Contains(teacher.out.String(), "HOST") {
		t.Errorf("the teacher's screen shows a placeholder")
	}
}

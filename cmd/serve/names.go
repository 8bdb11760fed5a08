package serve

import (
	"strconv"
	"strings"
	"unicode"
)

// A student's name on the teacher's screen: the SSH user name (ssh
// ana@host), or the one typed at the login prompt when the user name is
// the room's code or is not a name. It is drawn on a projected screen and
// written to the log, so it is short and of letters, digits and - _ .
// only; a second "ana" in the room is "ana-2".

// maxName is the longest name, in letters.
const maxName = 20

// nameTries is how often the prompt asks for a name before the student
// is named "student".
const nameTries = 3

// defaultName names a student who gave no usable name.
const defaultName = "student"

// cleanName returns s, its spaces trimmed, as a name; ok is false when it
// is none: empty, longer than maxName, or holding anything but letters,
// digits and - _ .
func cleanName(s string) (name string, ok bool) {
	s = strings.TrimSpace(s)
	if s == "" || len([]rune(s)) > maxName {
		return "", false
	}
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("-_.", r) {
			return "", false
		}
	}
	return s, true
}

// nameKey holds, in a connection's context, the name given at the prompt.
type nameKey struct{}

// uniqueName is base, or base with a suffix ("-2", "-3"…, the name still
// at most maxName letters) that no other student in the room has. r.mu
// is held.
func (r *room) uniqueName(base string) string {
	taken := map[string]bool{}
	for m := range r.members {
		if !m.teacher {
			taken[m.name] = true
		}
	}
	name, runes := base, []rune(base)
	for i := 2; taken[name]; i++ {
		suffix := "-" + strconv.Itoa(i)
		name = string(runes[:min(len(runes), maxName-len(suffix))]) + suffix
	}
	return name
}

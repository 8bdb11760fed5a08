package serve

import (
	"crypto/rand"
	"encoding/hex"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/log"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/internal/teach/predict"
	"github.com/nqueens/nqueens/internal/teach/results"
	"github.com/nqueens/nqueens/ui"
	"github.com/nqueens/nqueens/ui/watch"
)

// room is a class: the teacher's cursor, which every following student's
// program seeks to, and who is connected.
//
// Every change (r.mu held) makes a new snapshot of what the members are
// told — the cursor, who is there, the tally — once, and wakes them; each
// member's loop reads the latest snapshot without the lock. A teacher's
// step thus costs the room one snapshot and a wake a member, whatever its
// size (a presence counted by each of 60 loops on each step, under the
// lock they all wait for, was 60 times the work).
type room struct {
	mu      sync.Mutex
	cursor  ui.Cursor // the teacher's, cloned
	seq     uint64    // counts the cursor's changes
	set     bool      // a teacher has set the cursor
	pgen    uint64    // counts the changes of who is there and following
	members map[*member]struct{}
	snap    atomic.Pointer[roomSnap]

	// The predict question the cursor asks, or revealed last: the
	// students' answers to it (one each), and its truth once revealed.
	tally    *predict.Tally
	truth    *predict.Truth
	answered map[*member]given
	asked    time.Time // when the question was first asked
	tgen     uint64    // counts the changes of the tally
	// last sums up the question revealed before this one: a follow-up
	// (safe or attacked, then which queen) comes at once after a reveal,
	// and would otherwise take its bars off the teacher's screen.
	last i18n.Msg

	// The exercise the teacher started last (roomexercise.go).
	ex   *roomExercise
	egen uint64 // counts its changes

	// id names the room in the results file and the log, results is
	// that file (nil: none), now the clock of its lines, logger the
	// server's (nil: none).
	id      string
	results *results.Writer
	now     func() time.Time
	logger  *log.Logger
}

// given is a student's answer to the room's question, and when it came.
type given struct {
	answer predict.Answer
	at     time.Time
}

// roomSnap is what a room's members are told, as of one change; gens
// name its parts, so that a member's loop sends only what changed.
type roomSnap struct {
	cursor     ui.Cursor
	seq        uint64
	set        bool
	presence   presenceMsg
	pgen, tgen uint64
	tally      tallyMsg
	egen       uint64
	exercise   exerciseMsg
}

func newRoom() *room {
	r := &room{members: map[*member]struct{}{}, now: time.Now}
	r.snap.Store(&roomSnap{})
	return r
}

// member is a program in the room. wake has room for one signal: a member
// that is slow to take the news gets the latest cursor once, not every
// one it missed.
type member struct {
	p         sender
	name      string // a student's name in the room (names.go)
	addr      string // the client's address: the log's and the tests' name
	teacher   bool
	following atomic.Bool
	wake      chan struct{}
	done      chan struct{}
}

// sender is what a member's news is sent to: its program (*tea.Program),
// or a line-mode student's follower (accessible.go). Send waits for the
// news to be taken.
type sender interface{ Send(tea.Msg) }

// followMsg brings a student the room's cursor; seq names it.
type followMsg struct {
	cursor ui.Cursor
	seq    uint64
}

// tallyMsg brings the teacher the room's answers to the question on
// screen: on is false when there is none.
type tallyMsg struct {
	on       bool
	question predict.Question
	total    int
	bars     []predict.Bar // graded once revealed
	revealed bool
	truth    string   // the right answer, once revealed
	last     i18n.Msg // the question revealed before this one, summed up
}

// presenceMsg says who is in the room.
type presenceMsg struct {
	teacher            bool // a teacher is connected
	following, onTheir int  // students following, exploring alone
	names              []string
}

// newRoomID returns the name of a room in the log: random, so that it
// tells nothing of the code (a hash of the code would let a weak one be
// found from the log offline), and new with each server.
func newRoomID() string {
	b := make([]byte, 4)
	rand.Read(b) // crypto/rand never fails on Linux
	return hex.EncodeToString(b)
}

// join adds a member and starts the loop that brings it the news.
func (r *room) join(m *member) {
	m.wake = make(chan struct{}, 1)
	m.done = make(chan struct{})
	r.mu.Lock()
	if !m.teacher {
		m.name = r.uniqueName(m.name)
	}
	r.members[m] = struct{}{}
	r.pgen++
	r.changed()
	r.mu.Unlock()
	go r.deliver(m)
}

// leave removes a member and ends its loop.
func (r *room) leave(m *member) {
	r.mu.Lock()
	delete(r.members, m)
	r.pgen++
	r.changed()
	r.mu.Unlock()
	close(m.done)
}

// setFollowing makes a student follow the room or explore alone.
func (r *room) setFollowing(m *member, on bool) {
	r.mu.Lock()
	m.following.Store(on)
	r.pgen++
	r.changed()
	r.mu.Unlock()
}

// publish makes c the room's cursor and tells every member; it returns
// the cursor's seq.
func (r *room) publish(c ui.Cursor) uint64 {
	r.mu.Lock()
	r.cursor, r.set = c.Clone(), true
	r.seq++
	recs := r.track(c.Class)
	seq := r.seq
	r.changed()
	r.mu.Unlock()
	r.write(recs)
	return seq
}

// sameQuestion reports whether two questions are one (of the same run: a
// cursor's question is compared with the last one's).
func sameQuestion(a, b predict.Question) bool {
	return a.Step == b.Step && a.Stage == b.Stage && a.Kind == b.Kind && a.N == b.N && a.Prompt == b.Prompt
}

// track keeps the tally of the question the teacher's cursor asks: a new
// question (or one asked again after its reveal) starts an empty one, the
// reveal gives it its truth, and a cursor with neither ends it. A cursor
// can bring a reveal and the next question at once (a follow-up about the
// same decision): the reveal is taken first, so that the new question's
// line sums it up. It returns the results lines of the reveal: one for
// each student who answered. r.mu is held.
func (r *room) track(c watch.Class) (recs []results.Record) {
	changed := false
	if c.Revealed && r.tally != nil && r.truth == nil && sameQuestion(r.tally.Question, c.Reveal.Question) &&
		!(c.Asking && sameQuestion(c.Question, c.Reveal.Question)) {
		t := c.Reveal.Truth
		r.truth, changed = &t, true
		recs = r.graded()
	}
	switch {
	case c.Asking && (r.tally == nil || r.truth != nil || !sameQuestion(r.tally.Question, c.Question)):
		r.last = i18n.Msg{}
		if r.truth != nil {
			r.last = r.tallied().summary()
		}
		r.tally, r.truth, r.answered, r.asked = predict.NewTally(c.Question), nil, map[*member]given{}, r.now()
		changed = true
	case !c.Asking && !c.Revealed && r.tally != nil:
		r.tally, r.truth, r.answered, r.last = nil, nil, nil, i18n.Msg{}
		changed = true
	}
	if changed {
		r.tgen++
	}
	return recs
}

// graded is the results lines of the question just revealed, in the
// order of the students' names. r.mu is held.
func (r *room) graded() []results.Record {
	if r.results == nil {
		return nil
	}
	at := r.now()
	var recs []results.Record
	for m, g := range r.answered {
		rv := predict.Reveal{Question: r.tally.Question, Truth: *r.truth, Given: g.answer, Right: r.truth.Grade(g.answer)}
		if rec, ok := results.FromReveal(at, r.id, m.name, rv, g.at.Sub(r.asked).Seconds()); ok {
			recs = append(recs, rec)
		}
	}
	slices.SortFunc(recs, func(a, b results.Record) int { return strings.Compare(a.Student, b.Student) })
	return recs
}

// write appends recs to the results file; a line it cannot write (a
// full disk) is logged, and the room goes on.
func (r *room) write(recs []results.Record) {
	for _, rec := range recs {
		if err := r.results.Write(rec); err != nil && r.logger != nil {
			r.logger.Error("results file", "err", err, "room", r.id, "student", text.Line(rec.Student))
		}
	}
}

// answer counts a student's answer to the room's question: once a
// student, while it is asked (not after its reveal), if it fits it. It
// reports whether it counted.
func (r *room) answer(m *member, q predict.Question, a predict.Answer) bool {
	r.mu.Lock()
	_, again := r.answered[m]
	ok := !m.teacher && m.following.Load() && r.tally != nil && r.truth == nil &&
		sameQuestion(r.tally.Question, q) && !again && r.tally.Add(a) == nil
	if ok {
		r.answered[m] = given{a, r.now()}
		r.tgen++
		r.changed()
	}
	r.mu.Unlock()
	return ok
}

// tallied is the tally as of now. r.mu is held.
func (r *room) tallied() tallyMsg {
	if r.tally == nil {
		return tallyMsg{}
	}
	t := tallyMsg{on: true, question: r.tally.Question, total: r.tally.Total(), bars: r.tally.Bars(r.truth), last: r.last}
	if r.truth != nil {
		t.revealed, t.truth = true, r.truth.Right.Key()
	}
	return t
}

// right counts the answers a revealed tally grades right.
func (t tallyMsg) right() int {
	n := 0
	for _, b := range t.bars {
		if b.Right {
			n += b.Count
		}
	}
	return n
}

// summary is a revealed tally in a few words, "safe, 40 of 61 right", in
// the language of whoever reads it: the room keeps it for every member.
func (t tallyMsg) summary() i18n.Msg {
	return i18n.NewMsg(i18n.ServeTallySummary, t.truth, strconv.Itoa(t.right()), strconv.Itoa(t.total))
}

// current returns the room's cursor and its seq; ok is false before a
// teacher has set one.
func (r *room) current() (c ui.Cursor, seq uint64, ok bool) {
	sn := r.snap.Load()
	return sn.cursor, sn.seq, sn.set
}

// changed makes the snapshot of the room as it is now, reusing the parts
// that did not change, and wakes every member. r.mu is held.
func (r *room) changed() {
	old := r.snap.Load()
	sn := &roomSnap{cursor: r.cursor, seq: r.seq, set: r.set, pgen: r.pgen, tgen: r.tgen, presence: old.presence, tally: old.tally,
		egen: r.egen, exercise: old.exercise}
	if old.pgen != r.pgen {
		sn.presence = r.presence()
	}
	if old.tgen != r.tgen {
		sn.tally = r.tallied()
	}
	if old.egen != r.egen {
		sn.exercise = r.exercised()
	}
	r.snap.Store(sn)
	for m := range r.members {
		select {
		case m.wake <- struct{}{}:
		default: // already woken: it will read the latest
		}
	}
}

// presence counts the room's members. r.mu is held.
func (r *room) presence() (p presenceMsg) {
	for m := range r.members {
		switch {
		case m.teacher:
			p.teacher = true
			continue
		case m.following.Load():
			p.following++
		default:
			p.onTheir++
		}
		p.names = append(p.names, m.name)
	}
	slices.Sort(p.names)
	return p
}

// deliver brings a member the room's news until it leaves: the cursor to
// a following student (only when it changed), who is there to everyone,
// the answers and the exercise's progress to the teacher, an exercise
// started to a following student.
// Sending to a program waits for it to take the message, so each member
// has its own loop: a slow one delays no one else.
func (r *room) deliver(m *member) {
	var sent, told, tallied, exercised, round uint64
	for {
		select {
		case <-m.done:
			return
		case <-m.wake:
		}
		sn := r.snap.Load()
		if sn.set && !m.teacher && sn.seq != sent && m.following.Load() {
			sent = sn.seq
			m.p.Send(followMsg{sn.cursor, sn.seq})
		}
		if sn.pgen != told {
			told = sn.pgen
			m.p.Send(sn.presence)
		}
		if m.teacher && sn.tgen != tallied {
			tallied = sn.tgen
			m.p.Send(sn.tally)
		}
		if m.teacher && sn.egen != exercised {
			exercised = sn.egen
			m.p.Send(sn.exercise)
		}
		if !m.teacher && sn.exercise.round != round && m.following.Load() {
			round = sn.exercise.round
			m.p.Send(sn.exercise)
		}
	}
}

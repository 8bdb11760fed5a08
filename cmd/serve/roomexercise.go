package serve

import (
	"slices"
	"strconv"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/internal/teach/exercise"
	"github.com/nqueens/nqueens/internal/teach/results"
	"github.com/nqueens/nqueens/ui/common"
	uiexercise "github.com/nqueens/nqueens/ui/exercise"
)

// The room's exercise: the teacher's key starts an exercise of a kind for
// the room, and each following student's screen becomes their own
// instance of it (seeded by the room, their name and the kind, so that
// neighbours have different ones and a student reconnecting gets theirs
// back). A student's finished attempt goes to the results file at once;
// quitting the exercise takes them back to following. The teacher's aside
// shows who is working, who has finished and the scores.

// exerciseKey starts an exercise for the room: the kind after the last
// one started. A capital no view of the teacher's takes.
const exerciseKey = "E"

// roomExercise is an exercise the teacher started: its round (a new one
// each start), its kind, and the students who started and finished it.
type roomExercise struct {
	round    uint64
	kind     exercise.Kind
	started  map[*member]bool
	finished map[*member]exercise.Attempt
}

// exerciseMsg brings a following student the exercise to start, and the
// teacher its progress: round is 0 before the first.
type exerciseMsg struct {
	round    uint64
	kind     exercise.Kind
	working  []string // started, not finished
	finished []string
	scores   []bar // the finished attempts' scores, best first
}

// startExercise starts an exercise for the room: the kind after the one
// started last.
func (r *room) startExercise() {
	r.mu.Lock()
	defer r.mu.Unlock()
	kind, round := exercise.Kinds[0], uint64(1)
	if r.ex != nil {
		i := slices.Index(exercise.Kinds, r.ex.kind)
		kind, round = exercise.Kinds[(i+1)%len(exercise.Kinds)], r.ex.round+1
	}
	r.ex = &roomExercise{round: round, kind: kind, started: map[*member]bool{}, finished: map[*member]exercise.Attempt{}}
	r.egen++
	r.changed()
}

// begin counts m as working on the exercise of round.
func (r *room) begin(m *member, round uint64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.ex != nil && r.ex.round == round && !r.ex.started[m] {
		r.ex.started[m] = true
		r.egen++
		r.changed()
	}
}

// finish writes m's finished attempt at the exercise of round to the
// results file, and counts it while that exercise is the room's.
func (r *room) finish(m *member, round uint64, a exercise.Attempt) {
	if r.results != nil {
		rec, err := results.FromAttempt(r.now(), r.id, a)
		if err == nil {
			r.write([]results.Record{rec})
		}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.ex != nil && r.ex.round == round {
		r.ex.finished[m] = a
		r.egen++
		r.changed()
	}
}

// scoreBands are the histogram's bars: a score's share of its steps
// (instances differ in length), best first.
var scoreBands = []struct {
	label string
	from  int // percent
}{{"100%", 100}, {"75-99%", 75}, {"50-74%", 50}, {"25-49%", 25}, {"0-24%", 0}}

// exercised is the room's exercise as its members are told it. r.mu is
// held.
func (r *room) exercised() exerciseMsg {
	if r.ex == nil {
		return exerciseMsg{}
	}
	e := exerciseMsg{round: r.ex.round, kind: r.ex.kind}
	counts := make([]int, len(scoreBands))
	for m := range r.ex.started {
		if _, ok := r.ex.finished[m]; !ok {
			e.working = append(e.working, m.name)
		}
	}
	for m, a := range r.ex.finished {
		e.finished = append(e.finished, m.name)
		pct := 100
		if a.OutOf > 0 {
			pct = a.Score * 100 / a.OutOf
		}
		for i, b := range scoreBands {
			if pct >= b.from {
				counts[i]++
				break
			}
		}
	}
	for i, b := range scoreBands {
		if counts[i] > 0 {
			e.scores = append(e.scores, bar{label: b.label, count: counts[i], right: b.from == 100})
		}
	}
	slices.Sort(e.working)
	slices.Sort(e.finished)
	return e
}

// startExercise puts a following student on the room's exercise of msg,
// unless they have started that round already.
func (s *session) startExercise(msg exerciseMsg) tea.Cmd {
	if msg.round == 0 || msg.round <= s.round || !s.me.following.Load() {
		return nil
	}
	o := s.exOptions
	o.Kind, o.Seed, o.Student, o.Room = msg.kind, exercise.RoomSeed(s.room.id, s.me.name, msg.kind), s.me.name, true
	// The attempt's times are on the room's clock, the clock of the
	// results file's lines it is written to.
	o.Now = s.room.now
	ex, err := uiexercise.New(o)
	if err != nil {
		return nil // every kind takes its own board size: none fails
	}
	s.ex, s.round, s.exWritten = ex, msg.round, false
	s.room.begin(s.me, msg.round)
	ex.Update(tea.WindowSizeMsg{Width: s.w, Height: s.h})
	return ex.Init()
}

// exerciseKey handles a student's key in the exercise: quitting it goes
// back to following, every other key is the exercise's (which draws no
// other instance in a room). A finished attempt is written at once.
func (s *session) exerciseKey(msg tea.KeyMsg) tea.Cmd {
	switch msg.String() {
	case "q", "ctrl+c":
		s.ex = nil
		if c, seq, ok := s.room.current(); ok {
			return s.follow(followMsg{c, seq})
		}
		return nil
	}
	_, cmd := s.ex.Update(msg)
	if a := s.ex.Attempt(); a.Finished && !s.exWritten {
		s.exWritten = true
		s.room.finish(s.me, s.round, a)
	}
	return cmd
}

// exerciseLines are the teacher's aside lines of the room's exercise at
// width w: its kind, who is working, who has finished, the scores.
func (s *session) exerciseLines(w int) []string {
	e := s.exercise
	if e.round == 0 {
		return common.Wrap(s.lang.Sprintf(i18n.ServeExerciseStart, exerciseKey), w)
	}
	var lines []string
	for _, h := range []string{
		s.lang.Sprintf(i18n.ServeExerciseKind, string(e.kind), exerciseKey),
		s.lang.Sprintf(i18n.ServeExerciseProgress, strconv.Itoa(len(e.working)), strconv.Itoa(len(e.finished))),
	} {
		for _, l := range common.Wrap(h, w) {
			lines = append(lines, s.bold.Render(l))
		}
	}
	lines = append(lines, s.drawBars(w, len(scoreBands), e.scores, i18n.ServeScores)...)
	for _, names := range []struct {
		head i18n.ID
		who  []string
	}{{i18n.ServeWorking, e.working}, {i18n.ServeFinished, e.finished}} {
		if len(names.who) > 0 {
			lines = append(lines, common.Wrap(s.lang.Sprintf(names.head, text.Line(strings.Join(names.who, ", "))), w)...)
		}
	}
	return lines
}

// Package results is a room's record of its students' work: a CSV file
// with a line for every finished exercise and every predict question a
// student answered, appended to as the room goes on and never rewritten,
// and the grades summed from it per student for a gradebook.
//
// The file's lines, after a header:
//
//	time,room,student,activity,kind,seed,score,out_of,wrong_steps,seconds
//	2026-12-02T09:14:03Z,3f9a01c2,ada,exercise,backtrack,812,7,9,2,95.4
//	2026-12-02T09:20:41Z,3f9a01c2,ada,predict,attacker,,1,1,0,6.2
//
// time is UTC (RFC 3339); activity is exercise or predict; kind the
// exercise's kind or the question's; seed the exercise instance's (empty
// for a question); score right out of out_of; wrong_steps the steps (or
// the answer) graded wrong; seconds the time taken.
package results

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"math"
	"os"
	"strconv"
	"sync"
	"time"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/safefile"
	"github.com/nqueens/nqueens/internal/kit/text"
	"github.com/nqueens/nqueens/internal/teach/exercise"
	"github.com/nqueens/nqueens/internal/teach/predict"
)

// Activity is what a line records: an exercise or a predict question.
type Activity string

const (
	Exercise Activity = "exercise"
	Predict  Activity = "predict"
)

// Columns are the file's columns, as its header names them.
var Columns = []string{"time", "room", "student", "activity", "kind", "seed", "score", "out_of", "wrong_steps", "seconds"}

// Record is one line of a results file.
type Record struct {
	Time     time.Time
	Room     string
	Student  string
	Activity Activity
	Kind     string
	Seed     uint64 // the exercise's; none for a question
	Score    int
	OutOf    int
	Wrong    int
	Seconds  float64
}

// maxField bounds a room's, a student's or a kind's name as the file
// keeps it: they come from clients, and a line must stay a line a reader
// takes in at once.
const maxField = 200

// maxCount bounds the counts of a line: no exercise comes near it, and the
// sums of a file's predict lines cannot overflow.
const maxCount = 1 << 31

// FromAttempt is the line of a finished exercise in room at time at. An
// attempt left before its end is no result: it is refused.
func FromAttempt(at time.Time, room string, a exercise.Attempt) (Record, error) {
	if !a.Finished {
		return Record{}, errors.New("results: the attempt is not finished")
	}
	r := Record{
		Time: at, Room: room, Student: a.Student, Activity: Exercise, Kind: string(a.Kind),
		Seed: a.Seed, Score: a.Score, OutOf: a.OutOf, Wrong: a.Wrong, Seconds: a.Seconds,
	}
	return r, r.check()
}

// FromReveal is the line of a predict question a student answered in
// room, revealed at time at, seconds after it was asked. A reveal without
// the student's answer (skipped) is none: ok is false.
func FromReveal(at time.Time, room, student string, rv predict.Reveal, seconds float64) (r Record, ok bool) {
	if rv.Skipped {
		return Record{}, false
	}
	r = Record{Time: at, Room: room, Student: student, Activity: Predict, Kind: rv.Question.Kind.String(), OutOf: 1, Seconds: seconds}
	if rv.Right {
		r.Score = 1
	} else {
		r.Wrong = 1
	}
	return r, true
}

// check refuses a record no grade can be made of; the writer and the
// reader both check, so that a file written is a file read.
func (r Record) check() error {
	switch {
	case r.Activity != Exercise && r.Activity != Predict:
		return i18n.Errorf(i18n.ResultsActivity, strconv.Quote(text.Line(string(r.Activity))), string(Exercise), string(Predict))
	case r.Student == "":
		return i18n.Errorf(i18n.ResultsNoStudent)
	case !isName(r.Kind):
		return i18n.Errorf(i18n.ResultsKind, strconv.Quote(text.Line(text.Cut(r.Kind, maxField))))
	case r.Activity == Predict && r.Seed != 0:
		return i18n.Errorf(i18n.ResultsPredictSeed)
	case r.OutOf < 1 || r.OutOf > maxCount || r.Score < 0 || r.Score > r.OutOf:
		return i18n.Errorf(i18n.ResultsScore, strconv.Itoa(r.Score), strconv.Itoa(r.OutOf), strconv.Itoa(maxCount))
	case r.Wrong < 0 || r.Wrong > maxCount:
		return i18n.Errorf(i18n.ResultsWrong, strconv.Itoa(r.Wrong), strconv.Itoa(maxCount))
	case !(r.Seconds >= 0) || math.IsInf(r.Seconds, 0): // NaN too
		return i18n.Errorf(i18n.ResultsSeconds, fmt.Sprint(r.Seconds))
	}
	return nil
}

// isName reports whether s is a kind's name: it becomes a gradebook's
// column, so that one kind is one column however it is spelled nowhere
// else. Kinds a newer nqueens adds are names too, so their lines are read.
func isName(s string) bool {
	if s == "" || len(s) > 32 || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for _, c := range []byte(s) {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// clean makes a name from a client fit for the file: its controls escaped
// (text.Line: no newline, no escape sequence for a terminal that shows the
// file) and cut.
func clean(s string) string { return text.Line(text.Cut(s, maxField)) }

// fields are r's values in the order of Columns.
func (r Record) fields() []string {
	seed := ""
	if r.Activity == Exercise {
		seed = strconv.FormatUint(r.Seed, 10)
	}
	return []string{
		r.Time.UTC().Format(time.RFC3339), clean(r.Room), clean(r.Student), string(r.Activity), r.Kind, seed,
		strconv.Itoa(r.Score), strconv.Itoa(r.OutOf), strconv.Itoa(r.Wrong), strconv.FormatFloat(r.Seconds, 'f', -1, 64),
	}
}

// csvLine is fields as one CSV line.
func csvLine(fields []string) []byte {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	w.Write(fields) // to a buffer: never fails
	w.Flush()
	return b.Bytes()
}

// Writer appends records to a results file.
type Writer struct {
	mu sync.Mutex
	f  *os.File
}

// Open opens the results file at path to append to, creating it (readable
// by this user only: it holds students' names and marks) if it is not
// there; a new or empty file gets the header. It never truncates a file,
// and refuses, as safefile.OpenOwn does, a symbolic link, anything but a
// regular file (a FIFO without waiting for its reader), a file of other
// names and one of another user.
func Open(path string) (*Writer, error) {
	f, err := safefile.OpenOwn(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return nil, i18n.Errorf(i18n.ErrResultsFile, path, err)
	}
	info, err := f.Stat()
	if err == nil && info.Size() == 0 {
		_, err = f.Write(csvLine(Columns))
	}
	if err != nil {
		f.Close()
		return nil, i18n.Errorf(i18n.ErrResultsFile, path, err)
	}
	return &Writer{f: f}, nil
}

// Write appends r as one line, in one write: lines written at once from
// several goroutines (or, with O_APPEND, processes) never interleave.
func (w *Writer) Write(r Record) error {
	if err := r.check(); err != nil {
		return fmt.Errorf("results: %w", err)
	}
	line := csvLine(r.fields())
	w.mu.Lock()
	defer w.mu.Unlock()
	_, err := w.f.Write(line)
	return err
}

// Close closes the file.
func (w *Writer) Close() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.f.Close()
}

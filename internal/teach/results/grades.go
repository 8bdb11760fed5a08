package results

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/nqueens/nqueens/internal/kit/text"
)

// Pick says which of a student's attempts at an exercise kind is the
// grade.
type Pick string

const (
	Best Pick = "best" // the highest score
	Last Pick = "last" // the latest; of two at one time, the one read last
)

// Picks lists the picks.
var Picks = []Pick{Best, Last}

// A grade is a percentage, 0 to 100: attempts at different instances have
// different numbers of decisions, so their points do not compare (nor
// would a column of them in a gradebook, whose item has one maximum),
// and a gradebook imports one number per column; a grade item of maximum
// 100 takes a percentage as it is.

// Tally sums records into grades, one student and activity at a time: it
// keeps, for each, the attempt picked so far (exercises) or the sums
// (predict questions), never the records, so its memory is the class's
// size, not the files'.
type Tally struct {
	pick  Pick
	cells map[cellKey]*cell
}

type cellKey struct{ student, activity string }

// cell is a student's grade in an activity: the picked attempt's score,
// or a predict's sums.
type cell struct {
	score, outOf int
	time         time.Time
}

// NewTally returns an empty tally that picks the grade of several
// attempts at an exercise by pick.
func NewTally(pick Pick) *Tally { return &Tally{pick: pick, cells: map[cellKey]*cell{}} }

// Add counts r; records are added in the order read, files in the order
// named, so that Last picks the one read last of attempts at one time.
func (t *Tally) Add(r Record) {
	k := cellKey{r.Student, r.Kind}
	if r.Activity == Predict {
		k.activity = string(Predict)
	}
	c := t.cells[k]
	switch {
	case c == nil:
		t.cells[k] = &cell{r.Score, r.OutOf, r.Time}
	case r.Activity == Predict:
		c.score += r.Score
		c.outOf += r.OutOf
	case t.pick == Last && !r.Time.Before(c.time),
		t.pick == Best && ratio(r.Score, r.OutOf) > ratio(c.score, c.outOf):
		*c = cell{r.Score, r.OutOf, r.Time}
	}
}

// ratio is score out of outOf as a number: two ratios of one value (1 of
// 2, 2 of 4) are one float64, division being correctly rounded.
func ratio(score, outOf int) float64 { return float64(score) / float64(outOf) }

// Row is a student's grades: activity (an exercise's kind, or predict) to
// percentage.
type Row struct {
	Student string             `json:"student"`
	Grades  map[string]float64 `json:"grades"`
}

// Gradebook is the tally's grades: the activities (exercise kinds sorted,
// then predict) and a row a student, sorted by name.
type Gradebook struct {
	Activities []string
	Rows       []Row
}

// Gradebook returns the grades summed so far.
func (t *Tally) Gradebook() Gradebook {
	var g Gradebook
	rows := map[string]*Row{}
	for k, c := range t.cells {
		row := rows[k.student]
		if row == nil {
			row = &Row{Student: k.student, Grades: map[string]float64{}}
			rows[k.student] = row
		}
		row.Grades[k.activity] = percent(c.score, c.outOf)
		if !slices.Contains(g.Activities, k.activity) {
			g.Activities = append(g.Activities, k.activity)
		}
	}
	slices.SortFunc(g.Activities, func(a, b string) int {
		if (a == string(Predict)) != (b == string(Predict)) {
			if a == string(Predict) {
				return 1
			}
			return -1
		}
		return strings.Compare(a, b)
	})
	for _, row := range rows {
		g.Rows = append(g.Rows, *row)
	}
	slices.SortFunc(g.Rows, func(a, b Row) int { return strings.Compare(a.Student, b.Student) })
	return g
}

// percent is score out of outOf in percent, to a tenth: finer than any
// gradebook shows, and 2 of 3 reads 66.7, not 66.66666666666667.
func percent(score, outOf int) float64 {
	return math.Round(float64(score)*1000/float64(outOf)) / 10
}

// UserColumn heads the gradebook's column of students: Moodle's import
// maps it to the username (or email) its users are matched by.
const UserColumn = "username"

// WriteCSV writes the gradebook as a CSV file to import: a header of
// UserColumn and the activities, a line a student, a grade a cell, and an
// empty cell for an activity the student has no grade in (a gradebook
// leaves those as they were).
func (g Gradebook) WriteCSV(w io.Writer) error {
	var b bytes.Buffer
	cw := csv.NewWriter(&b)
	cw.Write(append([]string{UserColumn}, g.Activities...))
	for _, row := range g.Rows {
		line := []string{row.Student}
		for _, a := range g.Activities {
			v, ok := row.Grades[a]
			cell := ""
			if ok {
				cell = strconv.FormatFloat(v, 'f', -1, 64)
			}
			line = append(line, cell)
		}
		cw.Write(line)
	}
	cw.Flush()
	_, err := w.Write(b.Bytes())
	return err
}

// WriteJSON writes the gradebook as a JSON array of rows.
func (g Gradebook) WriteJSON(w io.Writer) error {
	rows := g.Rows
	if rows == nil {
		rows = []Row{}
	}
	data, err := json.MarshalIndent(rows, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(text.JSON(data), '\n'))
	return err
}

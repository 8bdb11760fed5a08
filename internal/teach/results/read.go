package results

import (
	"bytes"
	"encoding/csv"
	"errors"
	"io"
	"slices"
	"strconv"
	"time"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/text"
)

// MaxFileSize bounds a results file as a reader takes it in: far more
// lines than a year of classes makes, and a limit on the memory a file
// named by mistake (a device, a disk image) can take.
const MaxFileSize = 64 << 20

// LineError is an error of a results file's line.
type LineError struct {
	File string
	Line int
	Err  error
}

func (e *LineError) Error() string { return e.In(i18n.En) }

// In is the error in l (see i18n.Localized).
func (e *LineError) In(l i18n.Lang) string {
	return l.Sprintf(i18n.ErrAtLine, e.File, strconv.Itoa(e.Line), e.Err)
}

func (e *LineError) Unwrap() error { return e.Err }

// Parse reads the records of the results file data, named file in its
// errors. Its header names the columns (in any order, each once, no other
// column); a line equal to the header further on is skipped, so that
// files joined end to end read as one. An empty file holds no record.
// Names are escaped as the writer escapes them, so that a file edited by
// hand shows nothing a terminal would obey.
func Parse(file string, data []byte) ([]Record, error) {
	data = bytes.TrimPrefix(data, []byte("\ufeff")) // a spreadsheet's byte order mark
	cr := csv.NewReader(bytes.NewReader(data))
	header, err := cr.Read()
	if err == io.EOF {
		return nil, nil
	}
	if err != nil {
		return nil, lineError(file, err)
	}
	at, err := columns(header)
	if err != nil {
		return nil, &LineError{file, 1, err}
	}
	var out []Record
	for {
		fields, err := cr.Read()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, lineError(file, err)
		}
		if slices.Equal(fields, header) {
			continue
		}
		r, err := parseRecord(fields, at)
		if err != nil {
			line, _ := cr.FieldPos(0)
			return nil, &LineError{file, line, err}
		}
		out = append(out, r)
	}
}

// lineError names the line of a CSV syntax error (a wrong number of
// fields, a stray quote).
func lineError(file string, err error) error {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		return &LineError{file, pe.Line, pe.Err}
	}
	return err
}

// columns returns where each of Columns is in header.
func columns(header []string) ([]int, error) {
	at := make([]int, len(Columns))
	for i := range at {
		at[i] = -1
	}
	for j, name := range header {
		i := slices.Index(Columns, name)
		switch {
		case i < 0:
			return nil, i18n.Errorf(i18n.ResultsUnknownColumn, strconv.Quote(text.Line(text.Cut(name, maxField))), columnList())
		case at[i] >= 0:
			return nil, i18n.Errorf(i18n.ResultsColumnTwice, name)
		}
		at[i] = j
	}
	for i, j := range at {
		if j < 0 {
			return nil, i18n.Errorf(i18n.ResultsNoColumn, Columns[i], columnList())
		}
	}
	return at, nil
}

func columnList() string {
	s := ""
	for i, c := range Columns {
		if i > 0 {
			s += ","
		}
		s += c
	}
	return s
}

// parseRecord reads a line's fields; at says where each column is.
func parseRecord(fields []string, at []int) (Record, error) {
	get := func(i int) string { return fields[at[i]] }
	var r Record
	var err error
	if r.Time, err = time.Parse(time.RFC3339, get(0)); err != nil {
		return r, i18n.Errorf(i18n.ResultsTime, strconv.Quote(text.Line(text.Cut(get(0), maxField))))
	}
	r.Room, r.Student, r.Activity, r.Kind = clean(get(1)), clean(get(2)), Activity(get(3)), get(4)
	if seed := get(5); r.Activity == Exercise || seed != "" {
		if r.Seed, err = strconv.ParseUint(seed, 10, 64); err != nil {
			return r, i18n.Errorf(i18n.ResultsNotWhole, Columns[5], strconv.Quote(text.Line(text.Cut(seed, maxField))))
		}
	}
	for k, p := range []*int{&r.Score, &r.OutOf, &r.Wrong} {
		col := 6 + k
		if *p, err = strconv.Atoi(get(col)); err != nil {
			return r, i18n.Errorf(i18n.ResultsNotWhole, Columns[col], strconv.Quote(text.Line(text.Cut(get(col), maxField))))
		}
	}
	if r.Seconds, err = strconv.ParseFloat(get(9), 64); err != nil {
		return r, i18n.Errorf(i18n.ResultsNotNumber, Columns[9], strconv.Quote(text.Line(text.Cut(get(9), maxField))))
	}
	return r, r.check()
}

package results

import (
	"errors"
	"strings"
	"testing"
)

// TestParseRefuses: each broken line is an error naming the file and the
// line, and saying what is wrong with it.
func TestParseRefuses(t *testing.T) {
	const good = "2026-12-02T09:00:00Z,r1,ada,exercise,backtrack,11,6,8,2,120.5\n"
	for line, want := range map[string]string{
		"2026-12-02 09:00:00,r1,ada,exercise,backtrack,11,6,8,2,1\n":    `time "2026-12-02 09:00:00" is not an RFC 3339 time`,
		"2026-12-02T09:00:00Z,r1,ada,lesson,backtrack,11,6,8,2,1\n":     `activity "lesson" is neither exercise nor predict`,
		"2026-12-02T09:00:00Z,r1,,exercise,backtrack,11,6,8,2,1\n":      "no student",
		"2026-12-02T09:00:00Z,r1,ada,exercise,Back Track,11,6,8,2,1\n":  `kind "Back Track" is not a name`,
		"2026-12-02T09:00:00Z,r1,ada,exercise,backtrack,,6,8,2,1\n":     `seed "" is not a whole number`,
		"2026-12-02T09:00:00Z,r1,ada,predict,safe,5,1,1,0,1\n":          "a predict question has no seed",
		"2026-12-02T09:00:00Z,r1,ada,exercise,backtrack,11,9,8,0,1\n":   "score 9 out of 8",
		"2026-12-02T09:00:00Z,r1,ada,exercise,backtrack,11,0,0,0,1\n":   "score 0 out of 0",
		"2026-12-02T09:00:00Z,r1,ada,exercise,backtrack,11,6,8,-1,1\n":  "wrong_steps -1 is not from 0",
		"2026-12-02T09:00:00Z,r1,ada,exercise,backtrack,11,6,8,2,-1\n":  "seconds -1 is not a time taken",
		"2026-12-02T09:00:00Z,r1,ada,exercise,backtrack,11,6,8,2,NaN\n": "seconds NaN is not a time taken",
		"2026-12-02T09:00:00Z,r1,ada,exercise,backtrack,11,6,8,2,Inf\n": "seconds +Inf is not a time taken",
		"2026-12-02T09:00:00Z,r1,ada,exercise,backtrack,11,six,8,2,1\n": `score "six" is not a whole number`,
		"2026-12-02T09:00:00Z,r1,ada,exercise,backtrack,11,6,8,2\n":     "wrong number of fields",
		"2026-12-02T09:00:00Z,r1,\"ada,exercise,backtrack,11,6,8,2,1\n": "extraneous or missing \" in quoted-field",
	} {
		_, err := Parse("r.csv", []byte(header+good+line))
		var le *LineError
		if !errors.As(err, &le) || le.Line != 3 || !strings.HasPrefix(err.Error(), "r.csv:3: "+want) {
			t.Errorf("line %q: %v, want r.csv:3: %s", line, err, want)
		}
	}
	for head, want := range map[string]string{
		"time,room,student,activity,kind,seed,score,out_of,wrong_steps\n":              "no column seconds",
		"time,room,student,activity,kind,seed,score,out_of,wrong_steps,seconds,mark\n": `unknown column "mark"`,
		"time,room,student,activity,kind,seed,score,out_of,seconds,seconds\n":          "the column seconds is named twice",
	} {
		if _, err := Parse("r.csv", []byte(head)); err == nil || !strings.HasPrefix(err.Error(), "r.csv:1: "+want) {
			t.Errorf("header %q: %v, want r.csv:1: %s", head, err, want)
		}
	}
}

// TestParseAccepts: columns in another order, a spreadsheet's byte order
// mark and CRLF lines, two files joined (the header again) read as the
// same records.
func TestParseAccepts(t *testing.T) {
	const line = "2026-12-02T09:00:00Z,r1,ada,exercise,backtrack,11,6,8,2,120.5\n"
	want, err := Parse("a.csv", []byte(header+line))
	if err != nil || len(want) != 1 {
		t.Fatalf("%v, %v", want, err)
	}
	for _, data := range []string{
		"student,time,room,activity,kind,seed,score,out_of,wrong_steps,seconds\nada,2026-12-02T09:00:00Z,r1,exercise,backtrack,11,6,8,2,120.5\n",
		"\ufeff" + strings.ReplaceAll(header+line, "\n", "\r\n"),
		header + line + header,
	} {
		got, err := Parse("b.csv", []byte(data))
		if err != nil || len(got) != 1 || got[0] != want[0] {
			t.Errorf("%q: %+v, %v; want %+v", data, got, err, want)
		}
	}
}

// TestTally: best and last of several attempts, ties, and predict summed.
func TestTally(t *testing.T) {
	recs, err := Parse("t.csv", []byte(header+
		"2026-12-02T09:00:00Z,r,ada,exercise,backtrack,1,1,2,1,1\n"+
		"2026-12-02T09:02:00Z,r,ada,exercise,backtrack,2,3,4,1,1\n"+ // best
		"2026-12-02T09:01:00Z,r,ada,exercise,backtrack,3,1,4,3,1\n"+
		"2026-12-02T09:02:00Z,r,ada,exercise,backtrack,4,2,3,1,1\n"+ // last: same time, read later
		"2026-12-02T09:00:00Z,r,ada,predict,safe,,1,1,0,1\n"+
		"2026-12-02T09:00:00Z,r,ada,predict,move,,0,1,1,1\n"+
		"2026-12-02T09:00:00Z,r,ada,predict,move,,1,1,0,1\n"))
	if err != nil {
		t.Fatal(err)
	}
	for pick, want := range map[Pick]float64{Best: 75, Last: 66.7} {
		tally := NewTally(pick)
		for _, r := range recs {
			tally.Add(r)
		}
		g := tally.Gradebook()
		if len(g.Rows) != 1 || g.Rows[0].Grades["backtrack"] != want || g.Rows[0].Grades["predict"] != 66.7 || strings.Join(g.Activities, ",") != "backtrack,predict" {
			t.Errorf("%s: %+v, want backtrack %v and predict 66.7", pick, g, want)
		}
	}
}

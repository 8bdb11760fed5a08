package lesson

import (
	"context"
	"embed"
	"path"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/userfile"
)

// The built-in lessons, read from lessons/ into the binary.
//
//go:embed lessons/*.md
var builtinFiles embed.FS

// Builtin returns the built-in lessons, in order. They are checked by the
// tests, so an error here means a broken build.
func Builtin() ([]*Lesson, error) {
	entries, err := builtinFiles.ReadDir("lessons")
	if err != nil {
		return nil, err
	}
	var ls []*Lesson
	for _, e := range entries { // ReadDir sorts by name: 1-…, 2-…
		data, err := builtinFiles.ReadFile(path.Join("lessons", e.Name()))
		if err != nil {
			return nil, err
		}
		l, err := Parse(strings.TrimSuffix(e.Name(), ".md"), data)
		if err != nil {
			return nil, err
		}
		ls = append(ls, l)
	}
	return ls, nil
}

// ReadFile reads and parses a lesson file, reading no more of it than
// MaxFileSize and a byte; the end of ctx (a signal) ends the wait for a
// FIFO or a terminal named as the file.
func ReadFile(ctx context.Context, name string) (*Lesson, error) {
	data, err := userfile.ReadFile(ctx, name, MaxFileSize, "a lesson file")
	if err != nil {
		return nil, err
	}
	return Parse(name, data)
}

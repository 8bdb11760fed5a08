package lesson

import (
	"embed"
	"fmt"
	"io"
	"os"
	"path"
	"strings"
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
// MaxFileSize and a byte: a larger file is refused at the line it passes
// the limit, whatever its size.
func ReadFile(name string) (*Lesson, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return Parse(name, data)
}

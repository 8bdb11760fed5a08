package lesson

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/nqueens/nqueens/internal/kit/i18n"
	"github.com/nqueens/nqueens/internal/kit/userfile"
)

// The built-in lessons, read from lessons/ into the binary: the English
// in lessons/, each translation under the language's code, lessons/zh/
// and lessons/es/, with the English file's name.
//
//go:embed lessons
var builtinFiles embed.FS

// BuiltinIn returns the built-in lessons in lang, in order (checked by
// the tests, so an error here means a broken build), each in
// English where it has no translation (the tests hold every lesson to
// having one). A lesson keeps its English file's name in every language,
// so that "nqueens lesson 1-backtracking" names it in all.
func BuiltinIn(lang i18n.Lang) ([]*Lesson, error) {
	entries, err := builtinFiles.ReadDir("lessons")
	if err != nil {
		return nil, err
	}
	var ls []*Lesson
	for _, e := range entries { // ReadDir sorts by name: 1-…, 2-…
		if e.IsDir() {
			continue
		}
		file := path.Join("lessons", e.Name())
		if lang != i18n.En {
			if _, err := fs.Stat(builtinFiles, path.Join("lessons", lang.String(), e.Name())); err == nil {
				file = path.Join("lessons", lang.String(), e.Name())
			}
		}
		data, err := builtinFiles.ReadFile(file)
		if err != nil {
			return nil, err
		}
		l, err := Parse(strings.TrimSuffix(e.Name(), ".md"), data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", file, err)
		}
		ls = append(ls, l)
	}
	return ls, nil
}

// ReadFile reads and parses a lesson file, reading no more of it than
// MaxFileSize and a byte; the end of ctx (a signal) ends the wait for a
// FIFO or a terminal named as the file.
func ReadFile(ctx context.Context, name string) (*Lesson, error) {
	data, err := userfile.ReadFile(ctx, name, MaxFileSize, i18n.FileLesson)
	if err != nil {
		return nil, err
	}
	return Parse(name, data)
}

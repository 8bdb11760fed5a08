package main

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The module's folders are in levels, and a package imports only from its
// own level or below, so that a reader tells from a folder what it may use:
//
//	0 internal/kit/…              leaf utilities: nothing of ours but the
//	                              message catalogue (i18n)
//	1 solver/…                    the search, the counters, traces, trees
//	2 internal/count/…, internal/teach/…
//	                              counting at scale; predict and lessons
//	3 ui/…                        the Bubble Tea views
//	4 cmd/…                       the commands and the SSH server
//	5 the module's root           main
//
// levelOf returns a folder's level, or -1 for one the table does not name
// (which the test reports, so that a new folder gets its level on purpose).
func levelOf(dir string) int {
	dir = filepath.ToSlash(dir)
	under := func(p string) bool { return dir == p || strings.HasPrefix(dir, p+"/") }
	switch {
	case dir == ".":
		return 5
	case under("cmd"):
		return 4
	case under("ui"):
		return 3
	case under("internal/count"), under("internal/teach"):
		return 2
	case under("solver"):
		return 1
	case under("internal/kit"):
		return 0
	}
	return -1
}

const modulePath = "github.com/nqueens/nqueens"

// TestImportLevels fails an import from a level above the importer's, in
// any Go file of the module, tests included.
func TestImportLevels(t *testing.T) {
	fset := token.NewFileSet()
	checked := 0
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != "." && (strings.HasPrefix(name, ".") || name == "testdata" || name == "docs") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		dir := filepath.Dir(path)
		from := levelOf(dir)
		if from < 0 {
			t.Errorf("%s: folder %s has no level (add it to levelOf)", path, dir)
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			rel, ok := strings.CutPrefix(p, modulePath+"/")
			if !ok {
				continue
			}
			checked++
			if to := levelOf(rel); to < 0 || to > from {
				t.Errorf("%s (level %d) imports %s (level %d): an import upwards", path, from, rel, to)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 50 {
		t.Fatalf("checked %d imports of the module's own packages: the walk missed the tree", checked)
	}
}

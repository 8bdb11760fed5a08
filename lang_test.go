package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestViewsSpeakTheirSessionsLanguage: the process's language is the
// command line's; a view speaks the language of its session (its
// Common's, which serve sets per student), so no view or the server asks
// the process-wide one: i18n's T, Sprintf, Current and Set, and a
// stepper's Narrate (the process's language), stay at the command level.
func TestViewsSpeakTheirSessionsLanguage(t *testing.T) {
	global := map[string]bool{"T": true, "Sprintf": true, "Current": true, "Set": true}
	for _, root := range []string{"ui", "cmd/serve"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				sel, ok := n.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				if x, ok := sel.X.(*ast.Ident); ok && x.Name == "i18n" && global[sel.Sel.Name] {
					t.Errorf("%s: i18n.%s is the process's language; use the session's (Common.Lang)", fset.Position(sel.Pos()), sel.Sel.Name)
				}
				if sel.Sel.Name == "Narrate" {
					t.Errorf("%s: Narrate speaks the process's language; use solver.NarrationIn with the session's", fset.Position(sel.Pos()))
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

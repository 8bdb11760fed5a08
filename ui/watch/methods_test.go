package watch

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// maxMethods is the most methods a type of the module declares: past it,
// a type holds several concerns that want parts of their own.
const maxMethods = 40

// TestNoTypeHasTooManyMethods counts the methods declared on each type of
// the module (test files too) and fails on any over maxMethods.
func TestNoTypeHasTooManyMethods(t *testing.T) {
	t.Parallel()
	for name, n := range methodCounts(t) {
		if n > maxMethods {
			t.Errorf("%s has %d methods, more than %d: give its concerns parts of their own", name, n, maxMethods)
		}
	}
}

// methodCounts are the methods declared on each type of the module, by
// "folder.package.Type" (a folder's _test package counts apart).
func methodCounts(t *testing.T) map[string]int {
	t.Helper()
	root, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(root, "go.mod")); err == nil {
			break
		}
		up := filepath.Dir(root)
		if up == root {
			t.Fatal("no go.mod above the test's folder")
		}
		root = up
	}
	counts := map[string]int{}
	fset := token.NewFileSet()
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != root && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		dir, _ := filepath.Rel(root, filepath.Dir(path))
		for _, decl := range f.Decls {
			if fn, ok := decl.(*ast.FuncDecl); ok && fn.Recv != nil && len(fn.Recv.List) == 1 {
				counts[dir+"."+f.Name.Name+"."+receiverName(fn.Recv.List[0].Type)]++
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return counts
}

// receiverName is the type's name of a receiver: T of T, *T, T[P] or *T[P, Q].
func receiverName(e ast.Expr) string {
	for {
		switch x := e.(type) {
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.ParenExpr:
			e = x.X
		case *ast.Ident:
			return x.Name
		default:
			return "?"
		}
	}
}

// TestMethodCounts: the count sees the methods of a type with a pointer
// receiver and of one with a value receiver, as go doc lists them.
func TestMethodCounts(t *testing.T) {
	t.Parallel()
	counts := methodCounts(t)
	if n := counts["ui/watch.watch.player"]; n < 5 {
		t.Errorf("player: %d methods counted, want those of player.go", n)
	}
	if n := counts["ui/watch.watch.keyMap"]; n < 3 {
		t.Errorf("keyMap (value receivers): %d methods counted, want its ShortHelp, FullHelp and more", n)
	}
}

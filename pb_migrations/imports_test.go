package pb_migrations_test

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// A migration is a frozen step of the schema's history: it must not run
// the app's live code (hooks/...), which changes after the migration has
// shipped and would then migrate old databases differently than it did
// when it was written. Derived rows are rebuilt by the server at start
// (dirindex.EnsureCurrent) instead. The tests beside the migrations are
// not migrations: they build apps with every hook (testutil).
func TestMigrationsImportNothingFromHooks(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no Go files found beside the test")
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if path == "voluntech" || strings.HasPrefix(path, "voluntech/") {
				t.Errorf("%s imports %s: a migration imports nothing of the app (copy the values it needs as literals)", name, path)
			}
		}
	}
}

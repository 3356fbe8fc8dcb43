package directory

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/search"
)

// IndexStats describes one in-memory directory copy for the metrics.
type IndexStats struct {
	Directory   string // "volunteers" or "companies"
	Loaded      bool
	Entries     int
	LoadSeconds float64 // of the last full load from SQLite
}

// Stats reports the app's in-memory directory copies (none when the
// directory is not registered).
func Stats(app core.App) []IndexStats {
	d, _ := app.Store().Get(storeKey).(*dir)
	if d == nil {
		return nil
	}
	out := make([]IndexStats, 0, 2)
	for _, it := range []struct {
		name string
		st   *search.Index
	}{{"volunteers", d.volunteers}, {"companies", d.companies}} {
		s := it.st.Stats()
		out = append(out, IndexStats{Directory: it.name, Loaded: s.Loaded, Entries: s.Entries, LoadSeconds: s.LoadSeconds})
	}
	return out
}

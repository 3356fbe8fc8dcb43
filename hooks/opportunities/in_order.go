package opportunities

import "github.com/pocketbase/pocketbase/core"

// findInOrder reads the opportunities that ids name, in the order of ids (a
// ranking or a page of search results); one deleted meanwhile is left out.
func findInOrder(app core.App, ids []string) ([]*core.Record, error) {
	found, err := app.FindRecordsByIds("opportunities", ids)
	if err != nil {
		return nil, err
	}
	byID := make(map[string]*core.Record, len(found))
	for _, r := range found {
		byID[r.Id] = r
	}
	items := make([]*core.Record, 0, len(ids))
	for _, id := range ids {
		if r, ok := byID[id]; ok {
			items = append(items, r)
		}
	}
	return items, nil
}

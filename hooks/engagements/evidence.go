package engagements

import (
	"database/sql"
	"encoding/json"
	"errors"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Evidence is one signed-off deliverable a certificate states (decision
// 19): the milestone's title, the deliverable's note, what "done" meant,
// and the deliverable's public link where there is one. The certificates
// record keeps the list (certificates.evidence) so the credential can be
// rebuilt as it was signed.
type Evidence struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	Narrative   string `json:"narrative,omitempty"`
	URL         string `json:"url,omitempty"`
}

// evidenceOf is the evidence and the agreed goal of eng's certificate: the
// milestones signed off and not marked confidential by the company, in the
// scope's order, and the goal of the last agreed scope version ("" without
// one). The tables are those of hooks/projects, read here so the
// certificate needs no import of it.
func evidenceOf(tx core.App, eng *core.Record) ([]Evidence, string, error) {
	var rows []struct {
		Title string `db:"title"`
		Done  string `db:"done_means"`
		Note  string `db:"note"`
		Link  string `db:"link"`
	}
	err := tx.DB().Select("title", "done_means", "note", "link").From("milestones").
		Where(dbx.HashExp{"engagement": eng.Id, "status": "signed_off", "confidential": false}).
		OrderBy("position", "id").All(&rows)
	if err != nil {
		return nil, "", err
	}
	out := make([]Evidence, 0, len(rows))
	for _, r := range rows {
		out = append(out, Evidence{Name: r.Title, Description: r.Note, Narrative: r.Done, URL: r.Link})
	}
	var goal string
	err = tx.DB().Select("goal").From("scope_versions").
		Where(dbx.HashExp{"engagement": eng.Id, "status": "agreed"}).
		OrderBy("version DESC").Limit(1).Row(&goal)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, "", err
	}
	return out, goal, nil
}

// setEvidence stores eng's evidence and goal on the new certificate cert.
func setEvidence(tx core.App, eng, cert *core.Record) error {
	ev, goal, err := evidenceOf(tx, eng)
	if err != nil {
		return err
	}
	if len(ev) > 0 {
		b, err := json.Marshal(ev)
		if err != nil {
			return err
		}
		cert.Set("evidence", types.JSONRaw(b))
	}
	cert.Set("goal", goal)
	return nil
}

// certEvidence is the evidence stored on cert (none on certificates issued
// before deliverables existed).
func certEvidence(cert *core.Record) []Evidence {
	var ev []Evidence
	_ = json.Unmarshal([]byte(cert.GetString("evidence")), &ev)
	return ev
}

// evidenceClaims is the credential's "evidence" list: Open Badges 3.0
// Evidence objects, the link as the id (the URL of a page presenting the
// evidence).
func evidenceClaims(ev []Evidence) []map[string]any {
	out := make([]map[string]any, 0, len(ev))
	for _, e := range ev {
		item := map[string]any{"type": []string{"Evidence"}, "name": e.Name, "description": e.Description}
		if e.Narrative != "" {
			item["narrative"] = e.Narrative
		}
		if e.URL != "" {
			item["id"] = e.URL
		}
		out = append(out, item)
	}
	return out
}

package pb_migrations

import (
	"encoding/json"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// ApplicationNoteBodyMax is the longest private note a company team keeps
// on an application.
const ApplicationNoteBodyMax = 2000

// The applicant board and response times:
//   - applications.first_action_at: when the company first acted on the
//     application (a stage move, later also a message); the response-time
//     median is computed from it. reminded_at: when the team was reminded
//     of an application nobody answered (hidden: it is the server's
//     bookkeeping, and it keeps the reminder from going out twice).
//   - application_notes: the company team's private note per application,
//     a collection of its own so no rule or realtime event of applications
//     (which the volunteer reads) can ever carry it.
//   - company_response_times: each company's median response time over the
//     last 90 days and how many applications it stands on; only the
//     server reads and writes it (no API rules).
func init() {
	m.Register(func(app core.App) error {
		apps, err := app.FindCollectionByNameOrId("applications")
		if err != nil {
			return err
		}
		apps.Fields.Add(
			&core.DateField{Name: "first_action_at"},
			&core.DateField{Name: "reminded_at", Hidden: true},
		)
		apps.AddIndex("idx_applications_waiting", false, "stage, created", "first_action_at = ''")
		if err := app.Save(apps); err != nil {
			return err
		}
		if err := backfillFirstActions(app); err != nil {
			return err
		}

		notes := newCollection("application_notes", "pbc_appnotes001",
			belongsTo("application", apps.Id),
			belongsTo("company", usersID),
			&core.TextField{Name: "body", Max: ApplicationNoteBodyMax},
			// Who of the team wrote last, with the name as it was then.
			&core.TextField{Name: "updated_by", Max: 15},
			&core.TextField{Name: "updated_by_name", Max: 101},
		)
		team := OwnedByTeam("company")
		setReadRule(notes, team)
		// The note names its application's company, and must be the
		// signed-in user's company: a team writes notes on its own
		// applicants only.
		notes.CreateRule = types.Pointer(team + ` && application.company = company`)
		notes.UpdateRule = types.Pointer(team +
			` && @request.body.company:isset = false && @request.body.application:isset = false`)
		notes.DeleteRule = nil
		notes.AddIndex("idx_application_notes_once", true, "application", "")
		notes.AddIndex("idx_application_notes_company", false, "company", "")
		if err := app.Save(notes); err != nil {
			return err
		}

		rt := core.NewBaseCollection("company_response_times", "pbc_resptimes01")
		rt.Fields.Add(
			belongsTo("company", usersID),
			&core.NumberField{Name: "median_seconds", OnlyInt: true, Min: types.Pointer(0.0)},
			&core.NumberField{Name: "sample", OnlyInt: true, Min: types.Pointer(0.0)},
			&core.DateField{Name: "computed_at"},
		)
		rt.AddIndex("idx_company_response_times_company", true, "company", "")
		return app.Save(rt)
	}, func(app core.App) error {
		if err := dropCollections("company_response_times", "application_notes")(app); err != nil {
			return err
		}
		return changeCollection(app, "applications", func(apps *core.Collection) {
			apps.RemoveIndex("idx_applications_waiting")
			removeFields(apps, "first_action_at", "reminded_at")
		})
	})
}

// backfillFirstActions sets first_action_at of the existing applications
// from their history: the first move to a stage only the company reaches.
func backfillFirstActions(app core.App) error {
	var rows []struct {
		ID      string `db:"id"`
		History string `db:"history"`
	}
	if err := app.DB().NewQuery(`SELECT id, COALESCE(history, '') AS history FROM applications`).All(&rows); err != nil {
		return err
	}
	for _, r := range rows {
		var h []struct {
			Stage string `json:"stage"`
			At    string `json:"at"`
		}
		if json.Unmarshal([]byte(r.History), &h) != nil {
			continue
		}
		for _, e := range h {
			if e.Stage == "applied" || e.Stage == "withdrawn" {
				continue
			}
			at, err := types.ParseDateTime(strings.Replace(e.At, "T", " ", 1))
			if err != nil || at.IsZero() {
				break
			}
			if _, err := app.DB().Update("applications", dbx.Params{"first_action_at": at.String()},
				dbx.HashExp{"id": r.ID}).Execute(); err != nil {
				return err
			}
			break
		}
	}
	return nil
}

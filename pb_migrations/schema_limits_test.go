package pb_migrations_test

import (
	"slices"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/companies"
	"voluntech/hooks/engagements"
	"voluntech/hooks/opportunities"
	"voluntech/hooks/projects"
	"voluntech/hooks/reviews"
	"voluntech/hooks/testutil"
	"voluntech/hooks/volunteers"
)

// The domain packages keep their own copies of the values the schema holds
// (the migrations import nothing from them, and they nothing from the
// migrations): this test keeps each copy equal to the migrated schema.
func TestDomainLimitsMatchTheSchema(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	field := func(collection, name string) core.Field {
		t.Helper()
		c, err := app.FindCollectionByNameOrId(collection)
		if err != nil {
			t.Fatal(err)
		}
		f := c.Fields.GetByName(name)
		if f == nil {
			t.Fatalf("%s has no field %s", collection, name)
		}
		return f
	}
	selects := []struct {
		collection, field string
		want              []string
	}{
		{"users", "role", auth.Roles},
		{"applications", "stage", opportunities.ApplicationStages},
		{"opportunities", "status", opportunities.OpportunityStatuses},
		{"skills", "level", volunteers.SkillLevels},
		{"scope_versions", "status", projects.VersionStatuses},
		{"milestones", "status", projects.MilestoneStatuses},
	}
	for _, s := range selects {
		if got := field(s.collection, s.field).(*core.SelectField).Values; !slices.Equal(got, s.want) {
			t.Errorf("%s.%s values = %v, the app's = %v", s.collection, s.field, got, s.want)
		}
	}
	texts := []struct {
		collection, field string
		want              int
	}{
		{"volunteer_profiles", "about", volunteers.MaxCareerText},
		{"volunteer_profiles", "aspirations", volunteers.MaxCareerText},
		{"volunteer_profiles", "opportunity", volunteers.MaxCareerText},
		{"hour_entries", "description", engagements.HourEntryTextMax},
		{"hour_entries", "reason", engagements.HourEntryReasonMax},
		{"reviews", "text", reviews.TextMax},
		{"reviews", "reply", reviews.ReplyMax},
		{"review_reports", "reason", reviews.ReasonMax},
		{"company_photos", "alt", companies.MaxPhotoAlt},
		{"scope_versions", "goal", projects.GoalMax},
		{"scope_versions", "comment", projects.CommentMax},
		{"scope_versions", "answer_comment", projects.CommentMax},
		{"milestones", "title", projects.TitleMax},
		{"milestones", "done_means", projects.DoneMax},
		{"milestones", "note", projects.NoteMax},
		{"milestones", "link", projects.LinkMax},
		{"milestones", "comment", projects.CommentMax},
	}
	if got := field("milestones", "file").(*core.FileField).MaxSize; got != projects.MaxFileBytes {
		t.Errorf("milestones.file max size = %d, the app's = %d", got, projects.MaxFileBytes)
	}
	for _, s := range texts {
		if got := field(s.collection, s.field).(*core.TextField).Max; got != s.want {
			t.Errorf("%s.%s max = %d, the app's = %d", s.collection, s.field, got, s.want)
		}
	}
}

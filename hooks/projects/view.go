package projects

import (
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// scopeOut is the answer of GET /api/engagements/{id}/scope (DESIGN §4):
// the current version (the proposal waiting for an answer, else the
// agreed one; "draft" with version 0 before the first proposal), the
// milestones with their state, the version in force (agreed_version, 0
// before any agreement), the next due date and every version.
type scopeOut struct {
	Version       int             `json:"version"`
	Status        string          `json:"status"`
	Goal          string          `json:"goal"`
	HoursPerWeek  float64         `json:"hours_per_week"`
	Milestones    []milestoneView `json:"milestones"`
	ProposedSide  string          `json:"proposed_side"`
	Comment       string          `json:"comment"`
	AnswerComment string          `json:"answer_comment"`
	AgreedVersion int             `json:"agreed_version"`
	NextDue       string          `json:"next_due"`
	Started       string          `json:"started"`
	History       []versionView   `json:"history"`
}

type milestoneView struct {
	ID          string           `json:"id"`
	Title       string           `json:"title"`
	DoneMeans   string           `json:"done_means"`
	Due         string           `json:"due"`
	Status      string           `json:"status"`
	Comment     string           `json:"comment"`
	SignedOffAt string           `json:"signed_off_at"`
	Deliverable *deliverableView `json:"deliverable,omitempty"`
}

type deliverableView struct {
	Link         string `json:"link"`
	File         string `json:"file"`
	FileURL      string `json:"file_url"`
	Note         string `json:"note"`
	Confidential bool   `json:"confidential"`
	Publish      bool   `json:"publish"`
	SubmittedAt  string `json:"submitted_at"`
}

type versionView struct {
	Version       int       `json:"version"`
	Status        string    `json:"status"`
	Goal          string    `json:"goal"`
	HoursPerWeek  float64   `json:"hours_per_week"`
	Milestones    []planned `json:"milestones"`
	ProposedSide  string    `json:"proposed_side"`
	Comment       string    `json:"comment"`
	AnswerComment string    `json:"answer_comment"`
	Created       string    `json:"created"`
	AnsweredAt    string    `json:"answered_at"`
	Changes       []string  `json:"changes"`
}

// scopeView is the scope of eng as scopeOut says.
func scopeView(app core.App, eng *core.Record) (scopeOut, error) {
	out := scopeOut{Status: "draft", Milestones: []milestoneView{}, History: []versionView{},
		Started: eng.GetDateTime("accepted_at").Time().UTC().Format(time.DateOnly)}
	versions, err := versionsOf(app, eng.Id)
	if err != nil {
		return out, err
	}
	live, err := liveMilestones(app, eng.Id)
	if err != nil {
		return out, err
	}
	var prev *core.Record
	for _, v := range versions {
		out.History = append(out.History, versionView{
			Version: v.GetInt("version"), Status: v.GetString("status"), Goal: v.GetString("goal"),
			HoursPerWeek: v.GetFloat("hours_per_week"), Milestones: orEmpty(plan(v)),
			ProposedSide: v.GetString("proposed_side"), Comment: v.GetString("comment"),
			AnswerComment: v.GetString("answer_comment"), Created: when(v.GetDateTime("created")),
			AnsweredAt: when(v.GetDateTime("answered_at")), Changes: changes(prev, v),
		})
		prev = v
	}
	agreed := agreedOf(versions)
	if agreed != nil {
		out.AgreedVersion = agreed.GetInt("version")
	}
	cur := latest(versions)
	if cur != nil && cur.GetString("status") == VersionDeclined && agreed != nil {
		cur = agreed
	}
	if cur == nil {
		return out, nil
	}
	out.Version = cur.GetInt("version")
	out.Status = cur.GetString("status")
	out.Goal = cur.GetString("goal")
	out.HoursPerWeek = cur.GetFloat("hours_per_week")
	out.ProposedSide = cur.GetString("proposed_side")
	out.Comment = cur.GetString("comment")
	out.AnswerComment = cur.GetString("answer_comment")
	byID := map[string]*core.Record{}
	for _, m := range live {
		byID[m.Id] = m
	}
	for _, p := range plan(cur) {
		mv := milestoneView{ID: p.ID, Title: p.Title, DoneMeans: p.DoneMeans, Due: p.Due, Status: MilestoneOpen}
		if m, ok := byID[p.ID]; ok {
			mv.Status = m.GetString("status")
			mv.Comment = m.GetString("comment")
			mv.SignedOffAt = when(m.GetDateTime("signed_off_at"))
			mv.Deliverable = deliverableOf(eng, m)
		}
		if mv.Status != MilestoneSignedOff && (out.NextDue == "" || mv.Due < out.NextDue) {
			out.NextDue = mv.Due
		}
		out.Milestones = append(out.Milestones, mv)
	}
	return out, nil
}

// deliverableOf is m's deliverable, nil before the first submission.
func deliverableOf(eng, m *core.Record) *deliverableView {
	if m.GetDateTime("submitted_at").IsZero() {
		return nil
	}
	d := &deliverableView{Link: m.GetString("link"), File: m.GetString("file"), Note: m.GetString("note"),
		Confidential: m.GetBool("confidential"), Publish: m.GetBool("publish"),
		SubmittedAt: when(m.GetDateTime("submitted_at"))}
	if d.File != "" {
		d.FileURL = "/api/engagements/" + eng.Id + "/milestones/" + m.Id + "/file"
	}
	return d
}

// when is t in RFC 3339, "" for no time.
func when(t types.DateTime) string {
	if t.IsZero() {
		return ""
	}
	return t.Time().UTC().Format(time.RFC3339)
}

func orEmpty(p []planned) []planned {
	if p == nil {
		return []planned{}
	}
	return p
}

package projects

import (
	"errors"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/core/validators"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/formx"
)

// FileTypes are the types a deliverable's file may be, by the extension
// its name must have; the content decides, the name must agree.
var FileTypes = map[string]string{
	".pdf":  "application/pdf",
	".png":  "image/png",
	".jpg":  "image/jpeg",
	".jpeg": "image/jpeg",
	".zip":  "application/zip",
}

// milestoneOf loads the engagement {id}, the caller's side (engagementOf)
// and its milestone {mid}: 404 when the milestone is not the engagement's.
func milestoneOf(e *core.RequestEvent, write bool) (*core.Record, *core.Record, string, error) {
	eng, side, err := engagementOf(e, write)
	if err != nil {
		return nil, nil, "", err
	}
	m, err := e.App.FindRecordById("milestones", e.Request.PathValue("mid"))
	if err != nil || m.GetString("engagement") != eng.Id {
		return nil, nil, "", e.NotFoundError(MsgMilestoneNotFound, nil)
	}
	return eng, m, side, nil
}

// submitRequest is the multipart body of a milestone's submission.
type submitRequest struct {
	Link formx.Value[string] `form:"link"`
	Note formx.Value[string] `form:"note"`
}

// checkLink records on "link" a link that is no absolute http(s) address
// (javascript:, data: and the like included).
func checkLink(errs formx.Errors, link string) {
	if link == "" {
		return
	}
	u, err := url.Parse(link)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || len(link) > LinkMax ||
		strings.ContainsAny(link, " \t\r\n") {
		errs.Add("link", "validation_invalid_url", MsgLink)
	}
}

// CheckFile reports an error code and message when f is over the size
// limit, has a name of another type than FileTypes allow, holds content
// of another type than its name says, or is an image beyond the pixel
// limit every upload has (formx.MaxImageSide); "" when it is fine.
func CheckFile(f *filesystem.File) (code, msg string) {
	if f.Size > MaxFileBytes {
		return "validation_file_size_limit", MsgFileSize
	}
	want, ok := FileTypes[strings.ToLower(filepath.Ext(f.OriginalName))]
	if !ok {
		return "validation_invalid_mime_type", MsgFileType
	}
	if validators.UploadedFileMimeType([]string{want})(f) != nil {
		return "validation_file_mismatch", MsgFileMismatch
	}
	if strings.HasPrefix(want, "image/") {
		if code, _ := formx.CheckImageSize(f); code == "validation_image_too_large" {
			return code, formx.MsgImageSide
		} else if code != "" {
			return "validation_file_mismatch", MsgFileMismatch
		}
	}
	return "", ""
}

// submitMilestone answers POST /api/engagements/{id}/milestones/{mid}/submit
// (multipart: link?, file?, note): the engagement's volunteer delivers the
// milestone of the agreed scope. Anyone else of the engagement: 403 on
// "milestone"; a milestone waiting for the company or signed off: 400 on
// "milestone". A link must be an absolute http(s) address; a file one
// PDF, PNG, JPEG or ZIP of at most 10 MB whose content is what its name
// says (CheckFile); at least one of the two (400 on "link"); the note is
// required (≤ 1,000 characters). A new submission replaces the earlier
// deliverable. The milestone and the team's notices are one transaction.
// Answers the scope.
func submitMilestone(e *core.RequestEvent) error {
	eng, m, side, err := milestoneOf(e, true)
	if err != nil {
		return err
	}
	if side != SideVolunteer {
		return e.ForbiddenError(MsgVolunteerSubmits, formx.FieldError("milestone", "validation_volunteer_submits", MsgVolunteerSubmits))
	}
	switch m.GetString("status") {
	case MilestoneSubmitted:
		return refuseMilestone(e, "validation_submitted", MsgAlreadySubmitted)
	case MilestoneSignedOff:
		return refuseMilestone(e, "validation_signed_off", MsgAlreadySignedOff)
	}
	var req submitRequest
	if err := formx.BindMultipart(e, &req); err != nil {
		return err
	}
	errs := formx.Errors{}
	link := errs.Text("link", req.Link)
	checkLink(errs, link)
	note := errs.Text("note", req.Note)
	requiredText(errs, "note", note, MsgNoteRequired, MsgNoteTooLong, NoteMax)
	files, ferr := e.FindUploadedFiles("file")
	if ferr != nil && !errors.Is(ferr, http.ErrMissingFile) {
		errs.Add("file", "validation_invalid_file", MsgOneFile)
	}
	var file *filesystem.File
	switch {
	case len(files) > 1:
		errs.Add("file", "validation_invalid_file", MsgOneFile)
	case len(files) == 1:
		if code, msg := CheckFile(files[0]); code != "" {
			errs.Add("file", code, msg)
		} else {
			file = files[0]
		}
	}
	if link == "" && len(files) == 0 && !errs.Has("file") {
		errs.Add("link", "validation_required", MsgLinkOrFile)
	}
	if err := errs.Refusal(e); err != nil {
		return err
	}

	err = e.App.RunInTransaction(func(tx core.App) error {
		m, err := tx.FindRecordById("milestones", m.Id)
		if err != nil {
			return err
		}
		if s := m.GetString("status"); s == MilestoneSubmitted || s == MilestoneSignedOff {
			return errChanged
		}
		m.Set("status", MilestoneSubmitted)
		m.Set("link", link)
		m.Set("note", note)
		if file != nil {
			m.Set("file", file)
		} else {
			m.Set("file", nil)
		}
		m.Set("comment", "")
		m.Set("submitted_at", types.NowDateTime())
		if err := tx.Save(m); err != nil {
			return err
		}
		return tellSubmitted(tx, eng, m)
	})
	return answerMilestone(e, eng, err)
}

// refuseMilestone answers 400 on "milestone".
func refuseMilestone(e *core.RequestEvent, code, msg string) error {
	return e.BadRequestError(msg, formx.FieldError("milestone", code, msg))
}

// answerMilestone answers a milestone change as answerScope does.
func answerMilestone(e *core.RequestEvent, eng *core.Record, err error) error {
	if errors.Is(err, errChanged) {
		return refuseMilestone(e, "validation_changed", MsgChanged)
	}
	return answerScope(e, eng, err)
}

// decideRequest is the body of a sign-off: {confidential?}.
type decideRequest struct {
	Confidential formx.Value[bool] `json:"confidential"`
}

// decisionOf loads a milestone the company team decides on: the
// volunteer (signing off their own milestone) and superadmins get 403 on
// "milestone", a milestone with nothing submitted 400.
func decisionOf(e *core.RequestEvent) (*core.Record, *core.Record, error) {
	eng, m, side, err := milestoneOf(e, true)
	if err != nil {
		return nil, nil, err
	}
	if side != SideCompany {
		return nil, nil, e.ForbiddenError(MsgCompanySignsOff, formx.FieldError("milestone", "validation_company_decides", MsgCompanySignsOff))
	}
	switch m.GetString("status") {
	case MilestoneSignedOff:
		return nil, nil, refuseMilestone(e, "validation_signed_off", MsgAlreadySignedOff)
	case MilestoneSubmitted:
		return eng, m, nil
	}
	return nil, nil, refuseMilestone(e, "validation_not_submitted", MsgNotSubmitted)
}

// signOffMilestone answers POST /api/engagements/{id}/milestones/{mid}/
// signoff {confidential?}: a member of the company team accepts the
// submitted deliverable, optionally marking it confidential (then it stays
// out of the portfolio and the certificate). The volunteer is told in the
// same transaction. Answers the scope.
func signOffMilestone(e *core.RequestEvent) error {
	eng, m, err := decisionOf(e)
	if err != nil {
		return err
	}
	var req decideRequest
	if err := formx.ReadJSON(e, &req, func() error {
		errs := formx.Errors{}
		errs.Flag("confidential", req.Confidential)
		return errs.Err()
	}); err != nil {
		return err
	}
	return decideMilestone(e, eng, m, func(m *core.Record) {
		m.Set("status", MilestoneSignedOff)
		m.Set("signed_off_at", types.NowDateTime())
		m.Set("signed_off_by", e.Auth.Id)
		if req.Confidential.Sent {
			m.Set("confidential", req.Confidential.V)
		}
	})
}

// requestMilestoneChanges answers POST /api/engagements/{id}/milestones/
// {mid}/request-changes {comment}: the company team sends the submitted
// deliverable back with a comment (required, ≤ 1,000 characters); the
// volunteer submits again. The volunteer is told in the same transaction.
func requestMilestoneChanges(e *core.RequestEvent) error {
	eng, m, err := decisionOf(e)
	if err != nil {
		return err
	}
	comment, err := readComment(e)
	if err != nil {
		return err
	}
	return decideMilestone(e, eng, m, func(m *core.Record) {
		m.Set("status", MilestoneChangesRequested)
		m.Set("comment", comment)
	})
}

// decideMilestone applies the company's decision to the submitted
// milestone in one transaction: it re-reads the milestone, refuses with
// errChanged unless it is still submitted, saves the decision and tells the
// volunteer. Answers the scope.
func decideMilestone(e *core.RequestEvent, eng, m *core.Record, decide func(m *core.Record)) error {
	err := e.App.RunInTransaction(func(tx core.App) error {
		m, err := tx.FindRecordById("milestones", m.Id)
		if err != nil {
			return err
		}
		if m.GetString("status") != MilestoneSubmitted {
			return errChanged
		}
		decide(m)
		if err := tx.Save(m); err != nil {
			return err
		}
		return tellDecided(tx, eng, m)
	})
	return answerMilestone(e, eng, err)
}

// flagRequest is the body of PATCH /api/engagements/{id}/milestones/{mid}.
type flagRequest struct {
	Confidential formx.Value[bool] `json:"confidential"`
	Publish      formx.Value[bool] `json:"publish"`
}

// flagMilestone answers PATCH /api/engagements/{id}/milestones/{mid}
// {confidential?} from the company team or {publish?} from the volunteer
// (decision 19; the other flag: 403 on it). It works on a completed
// engagement too: the portfolio is chosen afterwards. A certificate
// already issued keeps the evidence it was signed with. Answers the
// scope.
func flagMilestone(e *core.RequestEvent) error {
	eng, err := e.App.FindRecordById("engagements", e.Request.PathValue("id"))
	if err != nil {
		return e.NotFoundError(MsgNotFound, nil)
	}
	side := sideOf(e.Auth, eng)
	if side == "" {
		return e.NotFoundError(MsgNotFound, nil)
	}
	m, err := e.App.FindRecordById("milestones", e.Request.PathValue("mid"))
	if err != nil || m.GetString("engagement") != eng.Id {
		return e.NotFoundError(MsgMilestoneNotFound, nil)
	}
	var req flagRequest
	if err := formx.ReadJSON(e, &req, func() error {
		errs := formx.Errors{}
		errs.Flag("confidential", req.Confidential)
		errs.Flag("publish", req.Publish)
		return errs.Err()
	}); err != nil {
		return err
	}
	switch {
	case req.Confidential.Sent && side != SideCompany:
		return e.ForbiddenError(MsgFlagCompany, formx.FieldError("confidential", "validation_company_decides", MsgFlagCompany))
	case req.Publish.Sent && side != SideVolunteer:
		return e.ForbiddenError(MsgFlagVolunteer, formx.FieldError("publish", "validation_volunteer_decides", MsgFlagVolunteer))
	}
	if req.Confidential.Sent {
		m.Set("confidential", req.Confidential.V)
	}
	if req.Publish.Sent {
		m.Set("publish", req.Publish.V)
	}
	if err := e.App.Save(m); err != nil {
		return formx.SaveFailed(e, err, "saving a milestone failed")
	}
	return getScope(e)
}

// milestoneFile answers GET /api/engagements/{id}/milestones/{mid}/file:
// the deliverable's file to the engagement's parties (and superadmins),
// always as a download.
func milestoneFile(e *core.RequestEvent) error {
	_, m, _, err := milestoneOf(e, false)
	if err != nil {
		return err
	}
	name := m.GetString("file")
	if name == "" {
		return e.NotFoundError(MsgNoFile, nil)
	}
	fs, err := e.App.NewFilesystem()
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "opening the file storage failed", err)
	}
	defer fs.Close()
	e.Response.Header().Set("Content-Disposition", "attachment; filename="+name)
	e.Response.Header().Set("Cache-Control", "private, no-store")
	if err := fs.Serve(e.Response, e.Request, m.BaseFilesPath()+"/"+name, name); err != nil {
		return e.NotFoundError(MsgNoFile, nil)
	}
	return nil
}

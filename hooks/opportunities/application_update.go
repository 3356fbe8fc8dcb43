package opportunities

import (
	"fmt"
	"slices"
	"sort"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
	"voluntech/hooks/responses"
)

// CompanyMoves are the stage moves the company of an application may make.
var CompanyMoves = map[string][]string{
	StageApplied:   {StageInReview, StageRejected},
	StageInReview:  {StageInterview, StageRejected},
	StageInterview: {StageAccepted, StageRejected},
}

// VolunteerMoves are the moves of the volunteer: withdrawing while the
// application is still open.
var VolunteerMoves = map[string][]string{
	StageApplied:   {StageWithdrawn},
	StageInReview:  {StageWithdrawn},
	StageInterview: {StageWithdrawn},
}

// MoveMessage refuses a stage move.
func MoveMessage(from, to string) string {
	return fmt.Sprintf("An application cannot move from %s to %s.", StageLabel(from), StageLabel(to))
}

// updateApplication moves an application to another stage: the body holds
// the stage and nothing else, and the move must be one of the caller's
// (the update rule admits only the application's volunteer and company).
// The history and the opportunity's counters follow in the same
// transaction (model hooks), and so does the company's first action
// (response times); the volunteer is emailed of the company's moves after
// the commit.
func (s *service) updateApplication(e *core.RecordRequestEvent) error {
	if e.HasSuperuserAuth() {
		return e.Next()
	}
	info, err := e.RequestInfo()
	if err != nil {
		return e.BadRequestError(MsgStageOnly, nil)
	}
	var extra []string
	for k := range info.Body {
		if k != "stage" {
			extra = append(extra, k)
		}
	}
	if len(extra) > 0 {
		sort.Strings(extra)
		errs := formx.Errors{}
		for _, k := range extra {
			errs.Add(k, "validation_read_only", MsgStageOnly)
		}
		return e.BadRequestError(MsgStageOnly, errs.Err())
	}

	r := e.Record
	from, to := r.Original().GetString("stage"), r.GetString("stage")
	if !slices.Contains(ApplicationStages, to) {
		return e.BadRequestError(MsgChooseStage, formx.FieldError("stage", "validation_invalid_value", MsgChooseStage))
	}
	byCompany := auth.InCompany(e.Auth, r.GetString("company"))
	moves := VolunteerMoves
	if byCompany {
		moves = CompanyMoves
	}
	if !slices.Contains(moves[from], to) {
		msg := MoveMessage(from, to)
		return e.BadRequestError(msg, formx.FieldError("stage", "validation_stage_move", msg))
	}
	if to == StageWithdrawn {
		r.Set("withdrawn_by", "volunteer")
	}
	now := time.Now()
	firstAction := false
	if byCompany {
		addMove(r, e.Auth, to)
		firstAction = responses.SetFirstAction(r, now)
	}
	return withNotices(e, func(tx core.App) ([]notice, error) {
		if !byCompany {
			return nil, nil
		}
		if firstAction {
			if err := responses.Refresh(tx, r.GetString("company"), now); err != nil {
				return nil, err
			}
		}
		return []notice{stageNotice(r)}, nil
	})
}

package teams

import (
	"net/http"
	"strings"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/auth"
	"voluntech/hooks/billing"
	"voluntech/hooks/companies"
	"voluntech/hooks/formx"
)

// joinInfo is the answer of GET /api/company/team/join/{token}.
type joinInfo struct {
	CompanyName string `json:"company_name"`
	CompanyLogo string `json:"company_logo"`
	Email       string `json:"email"`
}

// openInvitation finds the pending, unexpired invitation of the token, or
// the 404 that says why there is none.
func openInvitation(e *core.RequestEvent, app core.App) (*core.Record, error) {
	token := e.Request.PathValue("token")
	inv, err := app.FindFirstRecordByData("team_invitations", "token_hash", HashToken(token))
	msg := ""
	switch {
	case err != nil || token == "" || inv.GetString("status") == "revoked":
		msg = MsgLinkInvalid
	case inv.GetString("status") == "accepted":
		msg = MsgLinkUsed
	case !inv.GetDateTime("expires_at").After(types.NowDateTime()):
		msg = MsgLinkExpired
	default:
		return inv, nil
	}
	return nil, e.NotFoundError(msg, validation.Errors{"token": validation.NewError("validation_invalid_token", msg)})
}

// getJoin shows the invitee whose team they are joining.
func getJoin(e *core.RequestEvent) error {
	inv, err := openInvitation(e, e.App)
	if err != nil {
		return err
	}
	info := joinInfo{Email: inv.GetString("email")}
	if p, err := companies.FindProfile(e.App, inv.GetString("company")); err == nil {
		info.CompanyName = p.GetString("company_name")
		info.CompanyLogo = companies.LogoURL(p)
	}
	return e.JSON(http.StatusOK, info)
}

// joinRequest is the body of POST /api/company/team/join/{token}.
type joinRequest struct {
	Username        string `json:"username"`
	FirstName       string `json:"first_name"`
	LastName        string `json:"last_name"`
	Password        string `json:"password"`
	PasswordConfirm string `json:"passwordConfirm"`
	RoleTitle       string `json:"role_title"`
}

func (r *joinRequest) validate(app core.App) error {
	r.Username = strings.TrimSpace(r.Username)
	r.FirstName = strings.TrimSpace(r.FirstName)
	r.LastName = strings.TrimSpace(r.LastName)
	r.RoleTitle = strings.TrimSpace(r.RoleTitle)
	errs := validation.Errors{}
	if r.Username != "" && auth.IsReservedUsername(r.Username) {
		errs["username"] = validation.NewError("validation_reserved", auth.MsgUsernameReserved)
	} else if r.Username != "" && auth.UsernameTaken(app, r.Username, "") {
		errs["username"] = validation.NewError("validation_not_unique", auth.MsgUsernameTaken)
	}
	if len([]rune(r.Password)) < auth.MinPasswordLength {
		errs["password"] = validation.NewError("validation_min_text_constraint", auth.MsgPasswordShort)
	} else if r.PasswordConfirm != r.Password {
		errs["passwordConfirm"] = validation.NewError("validation_values_mismatch", auth.MsgPasswordMatch)
	}
	if len([]rune(r.RoleTitle)) > 100 {
		errs["role_title"] = validation.NewError("validation_length_too_long", MsgRoleTitleTooLong)
	}
	if len(errs) > 0 {
		return errs
	}
	return nil
}

// joinResponse tells the UI what to sign in with.
type joinResponse struct {
	Email    string `json:"email"`
	Username string `json:"username"`
}

// postJoin turns an invitation into a verified company member. The
// invitation is claimed with a conditional update inside the transaction
// that creates the user, so of two submits of the same link exactly one
// creates an account and the other is told the link was used; a failure
// anywhere leaves neither the user nor the claim.
func postJoin(e *core.RequestEvent) error {
	if _, err := openInvitation(e, e.App); err != nil {
		return err
	}
	in := new(joinRequest)
	if err := formx.BindJSON(e, in); err != nil {
		return err
	}
	var user *core.Record
	err := e.App.RunInTransaction(func(tx core.App) error {
		inv, err := openInvitation(e, tx)
		if err != nil {
			return err
		}
		users, err := tx.FindCollectionByNameOrId("users")
		if err != nil {
			return err
		}
		owner, err := tx.FindRecordById("users", inv.GetString("company"))
		if err != nil {
			return e.NotFoundError(MsgLinkInvalid, nil)
		}
		user = core.NewRecord(users)
		user.Set("username", strings.TrimSpace(in.Username))
		user.Set("first_name", strings.TrimSpace(in.FirstName))
		user.Set("last_name", strings.TrimSpace(in.LastName))
		user.Set("role_title", strings.TrimSpace(in.RoleTitle))
		user.SetEmail(inv.GetString("email"))
		user.SetPassword(in.Password)
		// The mailed link proves the address.
		user.SetVerified(true)
		user.Set("role", auth.RoleCompany)
		user.Set("team", owner.Id)
		user.Set("country", owner.GetString("country"))
		user.Set("category", owner.GetString("category"))
		user.Set("profile_step", owner.GetInt("profile_step"))

		errs := validation.Errors{}
		if verr := in.validate(tx); verr != nil {
			errs = verr.(validation.Errors)
		}
		if _, err := tx.FindAuthRecordByEmail("users", inv.GetString("email")); err == nil {
			errs["email"] = validation.NewError("validation_not_unique", MsgHasAccount)
		}
		if verr, ok := tx.Validate(user).(validation.Errors); ok {
			for k, v := range verr {
				if _, seen := errs[k]; !seen {
					errs[k] = v
				}
			}
		}
		if len(errs) > 0 {
			msg := MsgFixFields
			if _, ok := errs["email"]; ok {
				msg = MsgHasAccount
			}
			return e.BadRequestError(msg, errs)
		}

		usage, err := billing.Usage(tx, owner.Id)
		if err != nil {
			return err
		}
		// This invitation is counted in Used; joining needs a seat for one
		// more person than the team has now (a downgrade may have taken it).
		if usage.People+1 > usage.Seats {
			msg := usage.SeatMessage()
			return e.BadRequestError(msg, validation.Errors{"token": validation.NewError("validation_no_seat", msg)})
		}

		res, err := tx.DB().Update("team_invitations",
			dbx.Params{"status": "accepted", "accepted_at": types.NowDateTime().String()},
			dbx.NewExp("id = {:id} AND status = 'pending'", dbx.Params{"id": inv.Id})).Execute()
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return e.NotFoundError(MsgLinkUsed, validation.Errors{"token": validation.NewError("validation_invalid_token", MsgLinkUsed)})
		}
		if err := tx.Save(user); err != nil {
			return err
		}
		_, err = tx.DB().Update("team_invitations", dbx.Params{"accepted_user": user.Id},
			dbx.HashExp{"id": inv.Id}).Execute()
		return err
	})
	if err != nil {
		return answer(e, "join a team", err)
	}
	return e.JSON(http.StatusOK, joinResponse{Email: user.Email(), Username: user.GetString("username")})
}

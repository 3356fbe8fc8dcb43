package site

import (
	"encoding/json"
	"errors"
	"net/http"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// FooterMax is the longest footer the site_settings collection stores, in
// characters; a longer draft could never be saved, so it is not previewed.
const FooterMax = 20000

// maxPreviewBody bounds the request: a FooterMax draft written entirely in
// JSON escapes (\u003c is six bytes a character) still fits.
const maxPreviewBody = 6*FooterMax + 1024

// previewRequest is the body of POST /api/system/footer/preview.
type previewRequest struct {
	HTML *string `json:"html"`
}

func (r previewRequest) validate() error {
	return validation.ValidateStruct(&r,
		validation.Field(&r.HTML, validation.NotNil, validation.RuneLength(0, FooterMax)),
	)
}

// previewFooter answers {html}: the draft as the footer policy would store
// it, so the editor's preview shows exactly what visitors would see without
// the browser keeping a second allowlist. It saves nothing. Superadmins only
// (bound in Register); a missing, non-text or too long html is a 400 on the
// html field, a body that is not JSON or over maxPreviewBody a plain 400.
func previewFooter(e *core.RequestEvent) error {
	e.Request.Body = http.MaxBytesReader(e.Response, e.Request.Body, maxPreviewBody)
	var body previewRequest
	if err := e.BindBody(&body); err != nil {
		var wrongType *json.UnmarshalTypeError
		if errors.As(err, &wrongType) && wrongType.Field == "html" {
			return e.BadRequestError(formx.MsgFixFields, validation.Errors{
				"html": validation.NewError("validation_invalid_type", formx.MsgMustBeText),
			})
		}
		return e.BadRequestError(formx.MsgInvalidBody, nil)
	}
	if err := body.validate(); err != nil {
		return e.BadRequestError(formx.MsgFixFields, err)
	}
	return e.JSON(http.StatusOK, map[string]string{"html": SanitizeFooter(*body.HTML)})
}

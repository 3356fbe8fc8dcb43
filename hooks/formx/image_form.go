package formx

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// ReadImageForm reads a multipart form that carries one image: it binds the
// body into req (BindMultipart), collects validate's field errors and reads
// the image under key (Image). required, unless "", is the error of a form
// sent without the image. Field errors are answered 400 MsgFixFields; the
// file is nil when none was sent.
func ReadImageForm(e *core.RequestEvent, req any, validate func() Errors, key, required string) (*filesystem.File, error) {
	if err := BindMultipart(e, req); err != nil {
		return nil, err
	}
	errs := validate()
	file, sent := errs.Image(e, key)
	if !sent && required != "" {
		errs.Add(key, "validation_required", required)
	}
	return file, errs.Refusal(e)
}

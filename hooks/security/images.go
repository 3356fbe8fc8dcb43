package security

import (
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// bindImageGuard refuses, on every save of every collection, an uploaded
// image wider or taller than formx.MaxImageSide: the custom routes check it
// in formx.Image, and this covers the records API and the dashboard too.
// The content decides, not the file name: a bomb named "cv.pdf" is caught.
func bindImageGuard(app core.App) {
	app.OnRecordValidate().BindFunc(func(e *core.RecordEvent) error {
		errs := validation.Errors{}
		for _, f := range e.Record.Collection().Fields {
			if f.Type() != core.FieldTypeFile {
				continue
			}
			for _, file := range e.Record.GetUnsavedFiles(f.GetName()) {
				if w, h, ok := formx.ImagePixels(file); ok && (w > formx.MaxImageSide || h > formx.MaxImageSide) {
					errs[f.GetName()] = validation.NewError("validation_image_too_large", formx.MsgImageSide)
					break
				}
			}
		}
		if len(errs) > 0 {
			return errs
		}
		return e.Next()
	})
}

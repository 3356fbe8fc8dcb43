package formx

import (
	"errors"
	"net/http"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/core/validators"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// Messages of an uploaded image.
const (
	MsgFileSize  = "File size should be less than 500KB"
	MsgImageType = "Please upload a JPEG, PNG, WebP or GIF image."
	MsgOneImage  = "Please upload one image."
)

// MaxImageBytes is the "500KB" upload limit of logos and photos.
const MaxImageBytes = 512000

// ImageMimeTypes are the image types an upload may be (no SVG: it can carry
// script).
var ImageMimeTypes = []string{"image/jpeg", "image/png", "image/webp", "image/gif"}

// Image returns the image uploaded under key, nil when none was sent, and
// reports a second file, an oversized file or one that is not an image.
// Whether a missing image is acceptable is the caller's decision.
func (f Errors) Image(e *core.RequestEvent, key string) (file *filesystem.File, sent bool) {
	files, err := e.FindUploadedFiles(key)
	if errors.Is(err, http.ErrMissingFile) || (err == nil && len(files) == 0) {
		return nil, false
	}
	if err != nil || len(files) != 1 {
		f.Add(key, "validation_invalid_file", MsgOneImage)
		return nil, true
	}
	file = files[0]
	if file.Size > MaxImageBytes {
		f.Add(key, "validation_file_size_limit", MsgFileSize)
		return nil, true
	}
	if validators.UploadedFileMimeType(ImageMimeTypes)(file) != nil {
		f.Add(key, "validation_invalid_mime_type", MsgImageType)
		return nil, true
	}
	return file, true
}

// FileURL is the path of a record's single file field, "" without a file.
func FileURL(r *core.Record, field string) string {
	name := r.GetString(field)
	if name == "" {
		return ""
	}
	return "/api/files/" + r.Collection().Name + "/" + r.Id + "/" + name
}

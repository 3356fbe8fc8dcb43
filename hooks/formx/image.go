package formx

import (
	"errors"
	"image"
	_ "image/gif" // DecodeConfig reads the headers of every allowed type;
	_ "image/jpeg"
	_ "image/png" // WebP's decoder comes with PocketBase's filesystem package.
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
	MsgImageSide = "The image can be at most 4096 × 4096 pixels."
)

// MaxImageSide is the largest width or height of an uploaded image. The
// bytes limit alone lets a small compressed file decode into gigabytes: a
// 140 KB PNG of 12,000 × 12,000 px took 700 MB and 11 s of CPU when a guest
// asked for its thumbnail. 4096 × 4096 decodes into at most 64 MB.
const MaxImageSide = 4096

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
	if code, msg := CheckImageSize(file); code != "" {
		f.Add(key, code, msg)
		return nil, true
	}
	return file, true
}

// CheckImageSize reads only the image's header and reports an error code and
// message when the picture is wider or taller than MaxImageSide or has no
// readable header; "" when it is fine.
func CheckImageSize(file *filesystem.File) (code, msg string) {
	w, h, ok := ImagePixels(file)
	switch {
	case !ok || w <= 0 || h <= 0:
		return "validation_invalid_mime_type", MsgImageType
	case w > MaxImageSide || h > MaxImageSide:
		return "validation_image_too_large", MsgImageSide
	}
	return "", ""
}

// ImagePixels is the width and height from the file's header; ok is false
// when the content is no JPEG, PNG, GIF or WebP. Nothing is decoded, so a
// bomb costs a few bytes of reading.
func ImagePixels(file *filesystem.File) (w, h int, ok bool) {
	r, err := file.Reader.Open()
	if err != nil {
		return 0, 0, false
	}
	defer r.Close()
	cfg, _, err := image.DecodeConfig(r)
	if err != nil {
		return 0, 0, false
	}
	return cfg.Width, cfg.Height, true
}

// FileURL is the path of a record's single file field, "" without a file.
func FileURL(r *core.Record, field string) string {
	return StoredFileURL(r.Collection().Name, r.Id, r.GetString(field))
}

// StoredFileURL is the path of the file name stored on the record id of
// collection, "" without a file (name "").
func StoredFileURL(collection, id, name string) string {
	if name == "" {
		return ""
	}
	return "/api/files/" + collection + "/" + id + "/" + name
}

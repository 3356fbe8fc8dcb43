package companies

import (
	"errors"
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
	"voluntech/hooks/plaintext"
)

// Messages of the gallery routes.
const (
	MsgPhotoRequired = "Please choose a photo to upload."
	MsgPhotoAlt      = "Please describe the photo for people who cannot see it."
	MsgGalleryFull   = "You can add up to 6 photos. Remove one to add another."
	MsgPhotoNotFound = "This photo does not exist."
)

// Limits of the gallery; the collection's schema holds the same (a test
// compares them).
const (
	MaxGalleryPhotos = 6
	MaxPhotoAlt      = 150
)

// GalleryThumb is the thumbnail size the public page's grid shows (one of
// the image field's thumbs).
const GalleryThumb = "480x360"

// Photo is one image of a company's gallery: Alt is the company's own
// description of it, for readers who cannot see it.
type Photo struct {
	ID    string `json:"id"`
	URL   string `json:"url"`
	Thumb string `json:"thumb"`
	Alt   string `json:"alt"`
}

// Gallery is the answer of every gallery route: the photos in their order
// and how many the company may have.
type Gallery struct {
	Photos []Photo `json:"photos"`
	Max    int     `json:"max"`
}

// registerGallery binds /api/company/gallery: the company's team (owner or
// member, verified) reads, adds and removes the photos of its public page.
func registerGallery(se *core.ServeEvent) {
	g := se.Router.Group("/api/company/gallery")
	g.Bind(auth.RequireRole(auth.RoleCompany), auth.RequireVerified())
	g.GET("", getGallery)
	g.POST("", postGalleryPhoto)
	g.DELETE("/{id}", deleteGalleryPhoto)
}

// FindGallery returns the photos of the company companyID in their order
// (position, then upload time).
func FindGallery(app core.App, companyID string) ([]Photo, error) {
	records, err := app.FindRecordsByFilter("company_photos", "company = {:c}", "position,created", MaxGalleryPhotos, 0,
		dbx.Params{"c": companyID})
	if err != nil {
		return nil, err
	}
	out := make([]Photo, 0, len(records))
	for _, r := range records {
		url := formx.FileURL(r, "image")
		out = append(out, Photo{ID: r.Id, URL: url, Thumb: url + "?thumb=" + GalleryThumb, Alt: r.GetString("alt")})
	}
	return out, nil
}

func respondGallery(e *core.RequestEvent, companyID string) error {
	photos, err := FindGallery(e.App, companyID)
	if err != nil {
		return formx.Failed(e, "", "reading a company's gallery failed", err, "company", companyID)
	}
	return e.JSON(http.StatusOK, Gallery{Photos: photos, Max: MaxGalleryPhotos})
}

// getGallery answers GET /api/company/gallery with the signed-in team's
// gallery.
func getGallery(e *core.RequestEvent) error {
	return respondGallery(e, auth.CompanyIDOf(e.Auth))
}

// photoRequest is the multipart body of POST /api/company/gallery; the
// image stays in the request as a file.
type photoRequest struct {
	Alt formx.Value[string] `form:"alt"`

	alt string
}

// validate keeps the trimmed description: required, one line, visible
// characters only, at most MaxPhotoAlt characters.
func (r *photoRequest) validate() formx.Errors {
	errs := formx.Errors{}
	r.alt = errs.Text("alt", r.Alt)
	errs.Required("alt", r.alt, MsgPhotoAlt, MaxPhotoAlt)
	switch {
	case plaintext.LineBreak(r.alt):
		errs.Add("alt", "validation_line_break", plaintext.MsgOneLine)
	case plaintext.InvisibleChar(r.alt):
		errs.Add("alt", "validation_invalid_chars", plaintext.MsgInvisibleChars)
	}
	return errs
}

// errGalleryFull stops the transaction of an upload past the limit.
var errGalleryFull = errors.New("the gallery is full")

// postGalleryPhoto adds a photo (multipart: image, a JPEG, PNG, WebP or GIF
// of at most 500 KB whose content is checked, not its name; alt, its
// description) after the team's others. A company holds at most
// MaxGalleryPhotos: the count and the insert share one transaction, so two
// uploads at once cannot pass the limit together.
func postGalleryPhoto(e *core.RequestEvent) error {
	companyID := auth.CompanyIDOf(e.Auth)
	var req photoRequest
	file, err := formx.ReadImageForm(e, &req, req.validate, "image", MsgPhotoRequired)
	if err != nil {
		return err
	}
	collection, err := e.App.FindCollectionByNameOrId("company_photos")
	if err != nil {
		return formx.Failed(e, "", "finding the gallery collection failed", err)
	}
	err = e.App.RunInTransaction(func(tx core.App) error {
		var count, last int
		err := tx.DB().NewQuery(`SELECT COUNT(*), COALESCE(MAX(position), -1) FROM company_photos WHERE company = {:c}`).
			Bind(dbx.Params{"c": companyID}).Row(&count, &last)
		if err != nil {
			return err
		}
		if count >= MaxGalleryPhotos {
			return errGalleryFull
		}
		r := core.NewRecord(collection)
		r.Set("company", companyID)
		r.Set("image", file)
		r.Set("alt", req.alt)
		r.Set("position", last+1)
		return tx.Save(r)
	})
	switch {
	case errors.Is(err, errGalleryFull):
		return e.BadRequestError(MsgGalleryFull, formx.FieldError("image", "validation_too_many", MsgGalleryFull))
	case formx.ValidationErrors(err) != nil:
		return e.BadRequestError(MsgFixFields, formx.ValidationErrors(err))
	case err != nil:
		return formx.Failed(e, MsgSaveFailed, "saving a gallery photo failed", err, "company", companyID)
	}
	return respondGallery(e, companyID)
}

// deleteGalleryPhoto removes one of the team's photos (its file goes with
// the record); another company's photo is as unknown as a missing one.
func deleteGalleryPhoto(e *core.RequestEvent) error {
	companyID := auth.CompanyIDOf(e.Auth)
	photo, err := e.App.FindFirstRecordByFilter("company_photos", "id = {:id} && company = {:c}",
		dbx.Params{"id": e.Request.PathValue("id"), "c": companyID})
	if err != nil {
		return e.NotFoundError(MsgPhotoNotFound, nil)
	}
	if err := e.App.Delete(photo); err != nil {
		return formx.Failed(e, MsgSaveFailed, "deleting a gallery photo failed", err, "company", companyID, "photo", photo.Id)
	}
	return respondGallery(e, companyID)
}

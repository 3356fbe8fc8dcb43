package companies_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/companies"
	"voluntech/hooks/testutil"
)

const galleryURL = "/api/company/gallery"

// Ids of galleryApp's photos: one of acme's, one of globex's.
const (
	acmePhotoID   = "acmephoto000001"
	globexPhotoID = "globexphoto0001"
)

// galleryApp has acme's team (mia is a member) with one photo and globex
// with one.
func galleryApp(t testing.TB) *tests.TestApp {
	app := testutil.NewAppWithTeam(t)
	testutil.CreateUnverifiedCompany(t, app)
	testutil.CreateGalleryPhoto(t, app, acmePhotoID, testutil.CompanyID, "Our office in London", 0)
	testutil.CreateGalleryPhoto(t, app, globexPhotoID, testutil.OtherCompanyID, "Globex HQ", 0)
	return app
}

// fullGalleryApp gives acme the most photos a gallery holds.
func fullGalleryApp(t testing.TB) *tests.TestApp {
	app := galleryApp(t)
	for i := 1; i < companies.MaxGalleryPhotos; i++ {
		testutil.CreateGalleryPhoto(t, app, fmt.Sprintf("acmephoto00000%d", i+1), testutil.CompanyID, fmt.Sprintf("Photo %d", i+1), i)
	}
	return app
}

// photos expects companyID's gallery to hold n photos.
func photos(companyID string, n int) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		if got := testutil.Count(t, app, "company_photos", dbx.HashExp{"company": companyID}); got != int64(n) {
			t.Errorf("%s has %d photos, want %d", companyID, got, n)
		}
	}
}

func upload(values map[string]any, files ...testutil.Upload) (io.Reader, map[string]string) {
	return testutil.MultipartBody(values, files...)
}

func TestGalleryUpload(t *testing.T) {
	tok := testutil.UserTokens(t)
	mia := testutil.MemberToken(t)
	png := testutil.Upload{Field: "image", Name: "team.png", Data: testutil.PNGBytes(32, false)}
	alt := map[string]any{"alt": "  The team at the hackathon  "}
	scenario := func(name, token string, values map[string]any, files []testutil.Upload, status int, content []string) tests.ApiScenario {
		body, headers := upload(values, files...)
		return tests.ApiScenario{Name: name, Method: http.MethodPost, URL: galleryURL, Body: body,
			Headers: testutil.Headers(headers, testutil.Auth(token)), ExpectedStatus: status, ExpectedContent: content,
			ExpectedEvents: testutil.NoEvents, TestAppFactory: galleryApp, AfterTestFunc: photos(testutil.CompanyID, 1)}
	}
	svg := []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)
	scenarios := []tests.ApiScenario{
		scenario("guest", "", alt, []testutil.Upload{png}, 401, []string{`"status":401`}),
		scenario("volunteer", tok.Volunteer, alt, []testutil.Upload{png}, 403, []string{`"status":403`}),
		scenario("superadmin", tok.Superadmin, alt, []testutil.Upload{png}, 403, []string{`"status":403`}),
		scenario("unverified company", testutil.UnverifiedCompanyToken(t), alt, []testutil.Upload{png}, 403,
			[]string{"Please verify your email address first."}),
		scenario("an image of 600 KB", tok.Company, alt, []testutil.Upload{{Field: "image", Name: "big.png", Data: testutil.PNGBytes(390, true)}}, 400,
			[]string{`"image":{"code":"validation_file_size_limit","message":"File size should be less than 500KB."}`}),
		scenario("an SVG named .png", tok.Company, alt, []testutil.Upload{{Field: "image", Name: "photo.png", Data: svg}}, 400,
			[]string{`"image":{"code":"validation_invalid_mime_type","message":"Please upload a JPEG, PNG, WebP or GIF image."}`}),
		scenario("a text file named .jpg", tok.Company, alt, []testutil.Upload{{Field: "image", Name: "photo.jpg", Data: []byte("not an image at all")}}, 400,
			[]string{`"image":{"code":"validation_invalid_mime_type"`}),
		scenario("a PDF", tok.Company, alt, []testutil.Upload{{Field: "image", Name: "brochure.pdf", Data: []byte("%PDF-1.4\n%âãÏÓ\n1 0 obj\n")}}, 400,
			[]string{`"image":{"code":"validation_invalid_mime_type"`}),
		scenario("two images at once", tok.Company, alt, []testutil.Upload{png, png}, 400,
			[]string{`"image":{"code":"validation_invalid_file","message":"Please upload one image."}`}),
		scenario("no image", tok.Company, alt, nil, 400,
			[]string{`"image":{"code":"validation_required","message":"Please choose a photo to upload."}`}),
		scenario("no description", tok.Company, nil, []testutil.Upload{png}, 400,
			[]string{`"alt":{"code":"validation_required","message":"Please describe the photo for people who cannot see it."}`}),
		scenario("a blank description", tok.Company, map[string]any{"alt": "   "}, []testutil.Upload{png}, 400,
			[]string{`"alt":{"code":"validation_required"`}),
		scenario("a description of 151 characters", tok.Company, map[string]any{"alt": strings.Repeat("é", 151)}, []testutil.Upload{png}, 400,
			[]string{`"alt":{"code":"validation_length_too_long","message":"Must be at most 150 characters."}`}),
		scenario("a description on two lines", tok.Company, map[string]any{"alt": "Our\nteam"}, []testutil.Upload{png}, 400,
			[]string{`"alt":{"code":"validation_line_break"`}),
		scenario("a description with a bidi override", tok.Company, map[string]any{"alt": "Our\u202eteam"}, []testutil.Upload{png}, 400,
			[]string{`"alt":{"code":"validation_invalid_chars"`}),
	}
	notMultipart := tests.ApiScenario{Name: "a JSON body", Method: http.MethodPost, URL: galleryURL, Body: strings.NewReader(`{"alt":"x"}`),
		Headers: testutil.Auth(tok.Company), ExpectedStatus: 400, ExpectedContent: []string{"Please send the form as multipart/form-data."},
		ExpectedEvents: testutil.NoEvents, TestAppFactory: galleryApp, AfterTestFunc: photos(testutil.CompanyID, 1)}
	scenarios = append(scenarios, notMultipart)

	ok := func(name, token string) tests.ApiScenario {
		s := scenario(name, token, alt, []testutil.Upload{png}, 200,
			[]string{`"max":6`, `"alt":"Our office in London"`, `"alt":"The team at the hackathon"`, `"thumb":"/api/files/company_photos/`,
				`?thumb=480x360"`})
		s.NotExpectedContent = []string{"Globex HQ"}
		s.ExpectedEvents = testutil.SavedEvents(0, 1, 0)
		s.AfterTestFunc = testutil.All(photos(testutil.CompanyID, 2), photos(testutil.OtherCompanyID, 1),
			func(t testing.TB, app *tests.TestApp, res *http.Response) {
				// The new photo comes after the saved one.
				var g companies.Gallery
				if err := json.NewDecoder(res.Body).Decode(&g); err != nil {
					t.Fatal(err)
				}
				if len(g.Photos) != 2 || g.Photos[0].ID != acmePhotoID || g.Photos[1].Alt != "The team at the hackathon" {
					t.Errorf("gallery = %+v", g.Photos)
				}
			})
		return s
	}
	scenarios = append(scenarios, ok("the owner adds a photo", tok.Company), ok("a member adds a photo to the company's gallery", mia))

	full := scenario("a seventh photo", tok.Company, alt, []testutil.Upload{png}, 400,
		[]string{`"image":{"code":"validation_too_many","message":"You can add up to 6 photos. Remove one to add another."}`})
	full.TestAppFactory = fullGalleryApp
	full.AfterTestFunc = photos(testutil.CompanyID, 6)
	scenarios = append(scenarios, full)

	other := ok("globex adds to its own gallery, not acme's", tok.OtherCompany)
	other.ExpectedContent = []string{`"alt":"Globex HQ"`, `"alt":"The team at the hackathon"`}
	other.NotExpectedContent = []string{"Our office in London"}
	other.AfterTestFunc = testutil.All(photos(testutil.CompanyID, 1), photos(testutil.OtherCompanyID, 2))
	scenarios = append(scenarios, other)

	for _, s := range scenarios {
		s.Test(t)
	}
}

func TestGalleryReadAndDelete(t *testing.T) {
	tok := testutil.UserTokens(t)
	mia := testutil.MemberToken(t)
	del := func(name, token, id string, status int, content []string, acme, globex int) tests.ApiScenario {
		s := tests.ApiScenario{Name: name, Method: http.MethodDelete, URL: galleryURL + "/" + id, Headers: testutil.Auth(token),
			ExpectedStatus: status, ExpectedContent: content, ExpectedEvents: testutil.NoEvents,
			AfterTestFunc: testutil.All(photos(testutil.CompanyID, acme), photos(testutil.OtherCompanyID, globex))}
		if status == 200 {
			s.ExpectedEvents = testutil.SavedEvents(0, 0, 1)
		}
		return s
	}
	get := func(name, token string, status int, content, absent []string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Method: http.MethodGet, URL: galleryURL, Headers: testutil.Auth(token),
			ExpectedStatus: status, ExpectedContent: content, NotExpectedContent: absent, ExpectedEvents: testutil.NoEvents}
	}
	notFound := []string{`"status":404`, "This photo does not exist."}
	scenarios := []tests.ApiScenario{
		get("guest reads", "", 401, []string{`"status":401`}, nil),
		get("volunteer reads", tok.Volunteer, 403, []string{`"status":403`}, nil),
		get("the owner reads acme's gallery", tok.Company, 200, []string{`"photos":[{"id":"` + acmePhotoID + `"`, `"alt":"Our office in London"`, `"max":6`},
			[]string{"Globex HQ"}),
		get("a member reads acme's gallery", mia, 200, []string{`"alt":"Our office in London"`}, []string{"Globex HQ"}),
		get("globex reads its own", tok.OtherCompany, 200, []string{`"alt":"Globex HQ"`}, []string{"Our office in London"}),

		del("guest deletes", "", acmePhotoID, 401, []string{`"status":401`}, 1, 1),
		del("volunteer deletes", tok.Volunteer, acmePhotoID, 403, []string{`"status":403`}, 1, 1),
		del("superadmin deletes", tok.Superadmin, acmePhotoID, 403, []string{`"status":403`}, 1, 1),
		del("globex deletes acme's photo", tok.OtherCompany, acmePhotoID, 404, notFound, 1, 1),
		del("acme deletes globex's photo", tok.Company, globexPhotoID, 404, notFound, 1, 1),
		del("an unknown photo", tok.Company, "nosuchphoto0001", 404, notFound, 1, 1),
		del("the owner deletes a photo", tok.Company, acmePhotoID, 200, []string{`"photos":[]`, `"max":6`}, 0, 1),
		del("a member deletes the company's photo", mia, acmePhotoID, 200, []string{`"photos":[]`}, 0, 1),
	}
	for _, s := range scenarios {
		s.TestAppFactory = galleryApp
		s.Test(t)
	}
}

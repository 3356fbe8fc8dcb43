package engagements_test

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/engagements"
	"voluntech/hooks/testutil"
)

// The required-field rules of the Open Badges 3.0 AchievementCredential
// JSON schema (1EdTech, ob_v3p0_achievementcredential schema), written out
// by hand so every run checks them. The official schema is not committed:
// IMS's specification licence lets only registered users redistribute it,
// and only whole. TestCredentialShapesMeetOfficialSchema validates the same
// shapes against a copy the operator points it to (OB3_SCHEMA).

var (
	ob3DateTime     = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$`)
	ob3Context      = regexp.MustCompile(`^https://purl\.imsglobal\.org/spec/ob/v3p0/context-3\.0\.\d+\.json$`)
	ob3Achievements = []string{"Achievement", "ApprenticeshipCertificate", "Assessment", "Assignment", "AssociateDegree", "Award",
		"Badge", "BachelorDegree", "Certificate", "CertificateOfCompletion", "Certification", "CommunityService", "Competency",
		"Course", "CoCurricular", "Degree", "Diploma", "DoctoralDegree", "Fieldwork", "GeneralEducationDevelopment",
		"JourneymanCertificate", "LearningProgram", "License", "Membership", "ProfessionalDoctorate", "QualityAssuranceCredential",
		"MasterCertificate", "MasterDegree", "MicroCredential", "ResearchDoctorate", "SecondarySchoolDiploma"}
)

type ob3Errors []string

func (e *ob3Errors) add(path, format string, args ...any) {
	*e = append(*e, path+": "+fmt.Sprintf(format, args...))
}

func obj(errs *ob3Errors, v map[string]any, path string, required ...string) {
	for _, k := range required {
		if _, ok := v[k]; !ok {
			errs.add(path, "missing required %q", k)
		}
	}
}

// hasTypes checks that v[key] is a string or a list of strings holding each
// of want.
func hasTypes(errs *ob3Errors, v map[string]any, path string, want ...string) {
	var got []string
	switch t := v["type"].(type) {
	case string:
		got = []string{t}
	case []any:
		for _, x := range t {
			s, ok := x.(string)
			if !ok {
				errs.add(path+".type", "not a string: %v", x)
			}
			got = append(got, s)
		}
	default:
		errs.add(path+".type", "missing or not a string/list")
		return
	}
	for _, w := range want {
		if !slices.Contains(got, w) {
			errs.add(path+".type", "%v lacks %q", got, w)
		}
	}
}

func uri(errs *ob3Errors, v any, path string) {
	s, ok := v.(string)
	if !ok || s == "" {
		errs.add(path, "not a URI: %v", v)
		return
	}
	if u, err := url.Parse(s); err != nil || u.Scheme == "" {
		errs.add(path, "not a URI: %q", s)
	}
}

func dateTime(errs *ob3Errors, v any, path string) {
	if s, ok := v.(string); !ok || !ob3DateTime.MatchString(s) {
		errs.add(path, "not a date-time: %v", v)
	}
}

func profile(errs *ob3Errors, v any, path string) {
	p, ok := v.(map[string]any)
	if !ok {
		errs.add(path, "not a Profile object")
		return
	}
	obj(errs, p, path, "id", "type")
	uri(errs, p["id"], path+".id")
	hasTypes(errs, p, path, "Profile")
}

// validateOB3 applies the AchievementCredential rules to a credential.
func validateOB3(c map[string]any) ob3Errors {
	var errs ob3Errors
	obj(&errs, c, "$", "@context", "id", "type", "issuer", "validFrom", "name", "credentialSubject")
	ctx, _ := c["@context"].([]any)
	if len(ctx) < 2 || ctx[0] != "https://www.w3.org/ns/credentials/v2" ||
		!slices.ContainsFunc(ctx, func(x any) bool { s, _ := x.(string); return ob3Context.MatchString(s) }) {
		errs.add("$.@context", "must start with the VC 2.0 context and hold the OB 3.0 context: %v", ctx)
	}
	uri(&errs, c["id"], "$.id")
	hasTypes(&errs, c, "$", "VerifiableCredential")
	if t, _ := json.Marshal(c["type"]); !strings.Contains(string(t), `"AchievementCredential"`) && !strings.Contains(string(t), `"OpenBadgeCredential"`) {
		errs.add("$.type", "lacks AchievementCredential or OpenBadgeCredential")
	}
	if _, isString := c["issuer"].(string); !isString {
		profile(&errs, c["issuer"], "$.issuer")
	}
	dateTime(&errs, c["validFrom"], "$.validFrom")
	if s, ok := c["name"].(string); !ok || s == "" {
		errs.add("$.name", "not a non-empty string")
	}
	if st, ok := c["credentialStatus"].(map[string]any); ok {
		obj(&errs, st, "$.credentialStatus", "id", "type")
		uri(&errs, st["id"], "$.credentialStatus.id")
	}
	sub, ok := c["credentialSubject"].(map[string]any)
	if !ok {
		errs.add("$.credentialSubject", "not an object")
		return errs
	}
	obj(&errs, sub, "$.credentialSubject", "type", "achievement")
	hasTypes(&errs, sub, "$.credentialSubject", "AchievementSubject")
	if _, hasID := sub["id"]; !hasID && sub["identifier"] == nil {
		errs.add("$.credentialSubject", "names its subject by neither id nor identifier")
	}
	ids, _ := sub["identifier"].([]any)
	for i, x := range ids {
		p := fmt.Sprintf("$.credentialSubject.identifier[%d]", i)
		id, _ := x.(map[string]any)
		obj(&errs, id, p, "type", "hashed", "identityHash", "identityType")
		if _, ok := id["hashed"].(bool); !ok {
			errs.add(p+".hashed", "not a boolean")
		}
	}
	for _, k := range []string{"activityStartDate", "activityEndDate"} {
		if v, ok := sub[k]; ok {
			dateTime(&errs, v, "$.credentialSubject."+k)
		}
	}
	if v, ok := sub["creditsEarned"]; ok {
		if _, isNum := v.(float64); !isNum {
			errs.add("$.credentialSubject.creditsEarned", "not a number")
		}
	}
	ach, ok := sub["achievement"].(map[string]any)
	if !ok {
		errs.add("$.credentialSubject.achievement", "not an object")
		return errs
	}
	p := "$.credentialSubject.achievement"
	obj(&errs, ach, p, "id", "type", "criteria", "description", "name")
	uri(&errs, ach["id"], p+".id")
	hasTypes(&errs, ach, p, "Achievement")
	if at, ok := ach["achievementType"].(string); ok && !slices.Contains(ob3Achievements, at) && !strings.HasPrefix(at, "ext:") {
		errs.add(p+".achievementType", "%q is not in the vocabulary", at)
	}
	if cr, ok := ach["criteria"].(map[string]any); !ok || (cr["id"] == nil && cr["narrative"] == nil) {
		errs.add(p+".criteria", "needs an id or a narrative")
	}
	if v, ok := ach["creator"]; ok {
		profile(&errs, v, p+".creator")
	}
	if v, ok := ach["tag"]; ok {
		tags, isList := v.([]any)
		for _, x := range tags {
			if _, isStr := x.(string); !isStr {
				isList = false
			}
		}
		if !isList {
			errs.add(p+".tag", "not a list of strings")
		}
	}
	return errs
}

// asJSON round-trips v, so Go maps and slices look like parsed JSON.
func asJSON(t testing.TB, v any) map[string]any {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out map[string]any
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// Every credential shape the server issues passes the AchievementCredential
// rules: the one signed through the finish route (read back from its JWT
// as a verifier does), one without skills, one of a certificate from before
// companies were recorded, one of a deleted company's certificate.
func TestCredentialShapesMeetOB3(t *testing.T) {
	app := with(completed)(t)
	defer app.Cleanup()
	shapes, variant := credentialShapes(t, app)
	signed := shapes["issued"]
	for name, c := range shapes {
		if errs := validateOB3(c); len(errs) > 0 {
			t.Errorf("%s: %s", name, strings.Join(errs, "\n"))
		}
	}

	// The creator id is stable: the same for the company's next
	// certificate, different for another company.
	creatorID := func(c map[string]any) any {
		return c["credentialSubject"].(map[string]any)["achievement"].(map[string]any)["creator"].(map[string]any)["id"]
	}
	if creatorID(signed) != creatorID(shapes["no skills"]) ||
		creatorID(signed) == creatorID(variant(func(r *core.Record) { r.Set("company", "someoneelse0001") })) {
		t.Error("the creator id does not follow the company")
	}

	// The rules catch the shape issued before: a creator without an id.
	old := asJSON(t, signed)
	delete(old["credentialSubject"].(map[string]any)["achievement"].(map[string]any)["creator"].(map[string]any), "id")
	if errs := validateOB3(old); len(errs) == 0 || !strings.Contains(errs[0], `creator: missing required "id"`) {
		t.Errorf("a creator without id: %v", errs)
	}
}

// credentialShapes are every credential shape the server issues: the one
// signed through the finish route (read back from its JWT as a verifier
// does), one without skills, one of a certificate from before companies
// were recorded, one with whole hours and old dates. variant makes another
// from the issued certificate's record.
func credentialShapes(t *testing.T, app *tests.TestApp) (shapes map[string]map[string]any, variant func(change func(r *core.Record)) map[string]any) {
	t.Helper()
	id, token := certOf(t, app)
	parts := strings.Split(token, ".")
	payload, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		t.Fatal(err)
	}
	var signed map[string]any
	if err := json.Unmarshal(payload, &signed); err != nil {
		t.Fatal(err)
	}
	shapes = map[string]map[string]any{"issued": signed}
	cert, _ := app.FindRecordById("certificates", id)
	if cert.GetString("company") == "" || cert.GetString("key_id") != engagements.KeyID {
		t.Fatalf("the certificate records company %q and key %q", cert.GetString("company"), cert.GetString("key_id"))
	}
	variant = func(change func(r *core.Record)) map[string]any {
		r := cert.Fresh()
		change(r)
		return asJSON(t, engagements.Credential(testutil.TestAppURL, r))
	}
	shapes["no skills"] = variant(func(r *core.Record) { r.Set("skills", nil) })
	shapes["no company recorded"] = variant(func(r *core.Record) { r.Set("company", ""); r.Set("company_name", "") })
	shapes["whole hours, old dates"] = variant(func(r *core.Record) {
		r.Set("hours", 40)
		r.Set("issued_at", time.Date(2020, 1, 2, 3, 4, 5, 0, time.UTC))
	})
	shapes["with evidence and a goal"] = variant(func(r *core.Record) {
		r.Set("goal", "Ship the new checkout.")
		r.Set("evidence", `[{"name":"Wireframes","description":"The checkout's wireframes.","url":"https://example.org/w"},`+
			`{"name":"Final report","description":"What was done."}]`)
	})
	return shapes, variant
}

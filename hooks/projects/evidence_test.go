package projects_test

import (
	"encoding/base64"
	"encoding/json"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/engagements"
	"voluntech/hooks/testutil"
)

// complete completes vera's engagement as the company's confirmation does
// and returns its certificate.
func complete(t testing.TB, app core.App) *core.Record {
	t.Helper()
	var cert *core.Record
	err := app.RunInTransaction(func(tx core.App) error {
		eng, err := tx.FindRecordById("engagements", testutil.EngVera)
		if err != nil {
			return err
		}
		cert, err = engagements.CompleteRecord(tx, eng)
		return err
	})
	if err != nil || cert == nil {
		t.Fatalf("completing: %v", err)
	}
	return cert
}

// The certificate carries the signed-off deliverables that are not
// confidential as evidence and the agreed goal in its criteria; it
// verifies with the published key, and no longer when an evidence entry
// is altered.
func TestCertificateEvidence(t *testing.T) {
	app := agreed(t)
	defer app.Cleanup()
	testutil.SetFields(t, app, "milestones", msOne, map[string]any{"status": "signed_off", "signed_off_at": testutil.InDays(0),
		"submitted_at": testutil.InDays(0), "link": "https://example.org/wireframes", "note": "Wireframes of the four steps."})
	testutil.SetFields(t, app, "milestones", msTwo, map[string]any{"status": "signed_off", "signed_off_at": testutil.InDays(0),
		"submitted_at": testutil.InDays(0), "link": "https://example.org/secret", "note": "Internal.", "confidential": true})
	cert := complete(t, app)
	pub := testutil.PublishedKey(t, testutil.Handler(t, app))

	claims, err := engagements.Verify(cert.GetString("jwt"), pub)
	if err != nil {
		t.Fatalf("the credential does not verify: %v", err)
	}
	evidence, _ := claims["evidence"].([]any)
	if len(evidence) != 1 {
		t.Fatalf("evidence %v, want the one non-confidential deliverable", claims["evidence"])
	}
	ev, _ := evidence[0].(map[string]any)
	if ev["name"] != "Wireframes" || ev["id"] != "https://example.org/wireframes" || ev["description"] != "Wireframes of the four steps." ||
		ev["narrative"] != "Reviewed by the team." {
		t.Errorf("evidence entry %v", ev)
	}
	if types, _ := ev["type"].([]any); len(types) != 1 || types[0] != "Evidence" {
		t.Errorf("evidence type %v", ev["type"])
	}
	if strings.Contains(cert.GetString("jwt"), "secret") {
		t.Error("the confidential deliverable reached the credential")
	}
	ach := claims["credentialSubject"].(map[string]any)["achievement"].(map[string]any)
	if n, _ := ach["criteria"].(map[string]any)["narrative"].(string); !strings.HasSuffix(n, "Agreed goal: Ship an accessible signup flow.") {
		t.Errorf("criteria %q", n)
	}
	// The credential rebuilt from the record is the one signed.
	rebuilt, _ := json.Marshal(engagements.Credential(testutil.TestAppURL, cert)["evidence"])
	signed, _ := json.Marshal(claims["evidence"])
	if string(rebuilt) != string(signed) {
		t.Errorf("rebuilt evidence %s, signed %s", rebuilt, signed)
	}

	parts := strings.Split(cert.GetString("jwt"), ".")
	payload, _ := base64.RawURLEncoding.DecodeString(parts[1])
	forged := strings.Replace(string(payload), `"name":"Wireframes"`, `"name":"The whole product"`, 1)
	if forged == string(payload) {
		t.Fatal("the payload did not hold the evidence")
	}
	altered := parts[0] + "." + base64.RawURLEncoding.EncodeToString([]byte(forged)) + "." + parts[2]
	if _, err := engagements.Verify(altered, pub); err == nil {
		t.Error("a credential with an altered evidence entry verified")
	}
}

// Without a scope the certificate is what it was before: no evidence, the
// criteria unchanged.
func TestCertificateWithoutScope(t *testing.T) {
	app := base(t)
	defer app.Cleanup()
	cert := complete(t, app)
	c := engagements.Credential(testutil.TestAppURL, cert)
	if _, ok := c["evidence"]; ok {
		t.Errorf("evidence on a certificate without deliverables: %v", c["evidence"])
	}
	ach := c["credentialSubject"].(map[string]any)["achievement"].(map[string]any)
	if n := ach["criteria"].(map[string]any)["narrative"]; n != "Volunteer hours logged by the volunteer and approved by acme; credits are hours." &&
		!strings.HasSuffix(n.(string), "; credits are hours.") {
		t.Errorf("criteria %v", n)
	}
}

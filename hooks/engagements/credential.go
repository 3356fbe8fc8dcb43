package engagements

import (
	"crypto/ed25519"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/google/uuid"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/formx"
)

// A certificate is an Open Badges 3.0 credential in the W3C Verifiable
// Credentials 2.0 data model, secured as a JWT (header alg EdDSA, typ
// vc+jwt) whose claims are the credential itself plus the registered
// claims iss, sub, jti, iat and nbf. The issuer is the instance as a
// did:web identifier of APP_URL's host; its key is published at
// /.well-known/did.json, so anyone can verify a certificate without
// asking Voluntech. Revocation cannot change a signed credential, so the
// credential names a status address (credentialStatus) that says whether
// it was revoked.

// Messages of the certificate routes.
const (
	MsgCertNotFound   = "This certificate does not exist."
	MsgRevokeReason   = "Give a reason for revoking this certificate."
	MsgAlreadyRevoked = "This certificate is already revoked."
	MsgKeyUnavailable = "Certificates cannot be verified right now. Please try again later."
)

// KeyID is the fragment of the verification method of the instance's
// first key in the DID document (a rotation adds key-2, key-3, ...); the
// migration that recorded keys gave it to every certificate issued before
// (pb_migrations.FirstCredentialKeyID, kept equal by a test).
const KeyID = "key-1"

// DID is the did:web identifier of appURL's host (a port is written
// %3A, as did:web requires).
func DID(appURL string) string {
	u, err := url.Parse(appURL)
	host := appURL
	if err == nil && u.Host != "" {
		host = u.Host
	}
	return "did:web:" + strings.ReplaceAll(host, ":", "%3A")
}

// Host is APP_URL's host, the name certificates are "signed by".
func Host(appURL string) string {
	if u, err := url.Parse(appURL); err == nil && u.Host != "" {
		return u.Host
	}
	return appURL
}

// Credential is the Open Badges credential of cert (whose fields are set).
func Credential(appURL string, cert *core.Record) map[string]any {
	did := DID(appURL)
	page := appURL + "/certificates/" + cert.Id
	var skills []string
	_ = json.Unmarshal([]byte(cert.GetString("skills")), &skills)
	if skills == nil {
		skills = []string{}
	}
	hours := cert.GetFloat("hours")
	issued := cert.GetDateTime("issued_at").Time().UTC().Format(time.RFC3339)
	narrative := "Volunteer hours logged by the volunteer and approved by " +
		cert.GetString("company_name") + "; credits are hours."
	if goal := cert.GetString("goal"); goal != "" {
		// The scope both sides agreed (issue 36); absent from certificates
		// issued before, whose credential stays as it was signed.
		narrative += " Agreed goal: " + goal
	}
	c := map[string]any{
		"@context": []string{
			"https://www.w3.org/ns/credentials/v2",
			"https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
		},
		"id":   page,
		"type": []string{"VerifiableCredential", "OpenBadgeCredential"},
		"issuer": map[string]any{
			"id": did, "type": []string{"Profile"}, "name": "Voluntech", "url": appURL,
		},
		"validFrom": issued,
		"name":      cert.GetString("title") + " at " + cert.GetString("company_name"),
		"credentialSubject": map[string]any{
			"type": []string{"AchievementSubject"},
			"identifier": []map[string]any{{
				"type": "IdentityObject", "identityType": "name", "hashed": false,
				"identityHash": cert.GetString("volunteer_name"),
			}},
			"activityStartDate": cert.GetString("start_date") + "T00:00:00Z",
			"activityEndDate":   cert.GetString("end_date") + "T00:00:00Z",
			// The approved hours of volunteer work (the achievement says
			// its credits are hours).
			"creditsEarned": hours,
			"achievement": map[string]any{
				"id":              page + "#achievement",
				"type":            []string{"Achievement"},
				"achievementType": "Assignment",
				"name":            cert.GetString("title"),
				"description": "Skilled volunteer work as " + cert.GetString("title") + " for " +
					cert.GetString("company_name") + ", confirmed by the company on Voluntech.",
				"criteria": map[string]any{"narrative": narrative},
				"creator":  creator(appURL, cert),
				"tag":      skills,
			},
		},
		"credentialStatus": map[string]any{
			"id":   appURL + "/api/certificates/" + cert.Id + "/status",
			"type": "VoluntechRevocationStatus",
		},
	}
	if ev := certEvidence(cert); len(ev) > 0 {
		c["evidence"] = evidenceClaims(ev)
	}
	return c
}

// creator is the achievement's creator, the company. Open Badges 3.0 wants
// a Profile with an id and a type; the id must not change when the company
// renames itself or its username, so it is a name-based UUID of the
// instance and the company's account id (certificates issued before the
// company was recorded use the certificate's own id instead: one
// certificate, one creator).
func creator(appURL string, cert *core.Record) map[string]any {
	who := cert.GetString("company")
	if who == "" {
		who = "certificate:" + cert.Id
	}
	return map[string]any{
		"id":   "urn:uuid:" + uuid.NewSHA1(uuid.NameSpaceURL, []byte(appURL+"/company#"+who)).String(),
		"type": []string{"Profile"},
		"name": cert.GetString("company_name"),
	}
}

// Sign secures the credential of cert as a JWT signed with priv, whose
// key id in the DID document is kid (the certificate's key_id).
func Sign(appURL string, cert *core.Record, kid string, priv ed25519.PrivateKey) (string, error) {
	claims := jwt.MapClaims(Credential(appURL, cert))
	issued := cert.GetDateTime("issued_at").Time()
	claims["iss"] = DID(appURL)
	claims["sub"] = appURL + "/certificates/" + cert.Id
	claims["jti"] = appURL + "/certificates/" + cert.Id
	claims["iat"] = issued.Unix()
	claims["nbf"] = issued.Unix()
	tok := jwt.NewWithClaims(jwt.SigningMethodEdDSA, claims)
	tok.Header["typ"] = "vc+jwt"
	tok.Header["kid"] = DID(appURL) + "#" + kid
	return tok.SignedString(priv)
}

// Verify checks token's EdDSA signature with pub and returns its claims.
func Verify(token string, pub ed25519.PublicKey) (jwt.MapClaims, error) {
	claims := jwt.MapClaims{}
	_, err := jwt.NewParser(jwt.WithValidMethods([]string{"EdDSA"})).
		ParseWithClaims(token, claims, func(*jwt.Token) (any, error) { return pub, nil })
	return claims, err
}

// issue saves the certificate of the completed engagement eng in tx, its
// credential signed. Dates are the acceptance day and the completion day.
func (s *service) issue(tx core.App, eng *core.Record) (*core.Record, error) {
	kid, priv, err := s.keys.signing(tx.DB())
	if err != nil {
		return nil, err
	}
	c, err := tx.FindCollectionByNameOrId("certificates")
	if err != nil {
		return nil, err
	}
	cert := core.NewRecord(c)
	// The id is in the signed credential, so it is chosen before saving.
	cert.Id = security.RandomStringWithAlphabet(15, core.DefaultIdAlphabet)
	cert.Set("engagement", eng.Id)
	cert.Set("volunteer", eng.GetString("volunteer"))
	cert.Set("company", eng.GetString("company"))
	cert.Set("key_id", kid)
	cert.Set("volunteer_name", eng.GetString("volunteer_name"))
	cert.Set("company_name", eng.GetString("company_name"))
	cert.Set("title", eng.GetString("opportunity_title"))
	cert.Set("skills", types.JSONRaw(orEmptyList(eng.GetString("skills"))))
	cert.Set("start_date", eng.GetDateTime("accepted_at").Time().UTC().Format(time.DateOnly))
	cert.Set("end_date", eng.GetDateTime("completed_at").Time().UTC().Format(time.DateOnly))
	cert.Set("hours", eng.GetFloat("approved_hours"))
	if err := setEvidence(tx, eng, cert); err != nil {
		return nil, err
	}
	// Whole seconds: the JWT's iat has no fraction, the record must say
	// the same instant.
	issued, _ := types.ParseDateTime(time.Now().UTC().Truncate(time.Second))
	cert.Set("issued_at", issued)
	token, err := Sign(s.cfg.AppURL, cert, kid, priv)
	if err != nil {
		return nil, err
	}
	cert.Set("jwt", token)
	if err := tx.Save(cert); err != nil {
		return nil, err
	}
	return cert, nil
}

func orEmptyList(s string) string {
	if strings.TrimSpace(s) == "" || s == "null" {
		return "[]"
	}
	return s
}

// didDocument answers the did:web document of the instance: every key
// that signed a certificate still valid, and the one signing now, as JSON
// Web Keys (a rotation never strands a certificate already issued).
// Public and cacheable for a while.
func (s *service) didDocument(e *core.RequestEvent) error {
	keys, err := s.keys.published(e.App.DB())
	if err == nil && len(keys) == 0 {
		// A new instance: its first key.
		err = e.App.RunInTransaction(func(tx core.App) error {
			_, _, err := s.keys.signing(tx.DB())
			return err
		})
		if err == nil {
			keys, err = s.keys.published(e.App.DB())
		}
	}
	if err != nil {
		return formx.Failed(e, MsgKeyUnavailable, "the credential keys could not be loaded", err)
	}
	did := DID(s.cfg.AppURL)
	methods := make([]map[string]any, 0, len(keys))
	ids := make([]string, 0, len(keys))
	for _, k := range keys {
		kid := did + "#" + k.Kid
		ids = append(ids, kid)
		methods = append(methods, map[string]any{
			"id": kid, "type": "JsonWebKey2020", "controller": did,
			"publicKeyJwk": map[string]any{
				"kty": "OKP", "crv": "Ed25519", "alg": "EdDSA",
				"x": base64.RawURLEncoding.EncodeToString(k.Public),
			},
		})
	}
	e.Response.Header().Set("Cache-Control", "public, max-age=300")
	return e.JSON(http.StatusOK, map[string]any{
		"@context":           []string{"https://www.w3.org/ns/did/v1", "https://w3id.org/security/suites/jws-2020/v1"},
		"id":                 did,
		"verificationMethod": methods,
		"assertionMethod":    ids,
	})
}

// certificateStatus answers whether certificate {id} is revoked (public:
// the credential's credentialStatus points here): {id, revoked,
// revoked_at, reason}.
func certificateStatus(e *core.RequestEvent) error {
	cert, err := e.App.FindRecordById("certificates", e.Request.PathValue("id"))
	if err != nil {
		return e.NotFoundError(MsgCertNotFound, nil)
	}
	out := map[string]any{"id": cert.Id, "revoked": cert.GetBool("revoked")}
	if cert.GetBool("revoked") {
		out["revoked_at"] = cert.GetDateTime("revoked_at")
		out["reason"] = cert.GetString("revoked_reason")
	}
	e.Response.Header().Set("Cache-Control", "no-cache")
	return e.JSON(http.StatusOK, out)
}

// revokeCertificate revokes certificate {id} for {reason} (required, ≤ 500
// characters); superadmins only. Answers the certificate.
func revokeCertificate(e *core.RequestEvent) error {
	reason, err := formx.ReadReason(e, formx.RequiredReason(MsgRevokeReason, 500))
	if err != nil {
		return err
	}
	cert, err := e.App.FindRecordById("certificates", e.Request.PathValue("id"))
	if err != nil {
		return e.NotFoundError(MsgCertNotFound, nil)
	}
	if cert.GetBool("revoked") {
		return e.BadRequestError(MsgAlreadyRevoked, formx.FieldError("reason", "validation_revoked", MsgAlreadyRevoked))
	}
	cert.Set("revoked", true)
	cert.Set("revoked_reason", reason)
	cert.Set("revoked_at", types.NowDateTime())
	if err := e.App.Save(cert); err != nil {
		return formx.SaveFailed(e, err, "revoking a certificate failed")
	}
	return e.JSON(http.StatusOK, cert)
}

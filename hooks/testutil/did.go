package testutil

import (
	"crypto/ed25519"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

// DIDDocument is the instance's did:web document as a verifier reads it.
type DIDDocument struct {
	ID                 string `json:"id"`
	VerificationMethod []struct {
		ID  string `json:"id"`
		JWK struct {
			Kty, Crv, X string
		} `json:"publicKeyJwk"`
	} `json:"verificationMethod"`
	AssertionMethod []string `json:"assertionMethod"`
}

// ReadDID reads h's /.well-known/did.json as an outside verifier does.
func ReadDID(t testing.TB, h http.Handler) DIDDocument {
	t.Helper()
	res := Do(h, http.MethodGet, "/.well-known/did.json", nil, nil)
	var doc DIDDocument
	if err := json.Unmarshal(res.Body.Bytes(), &doc); err != nil || res.Code != http.StatusOK {
		t.Fatalf("did.json: %d %s", res.Code, res.Body.String())
	}
	return doc
}

// DIDKeys are the public keys of h's DID document by key id (the
// fragment); each must be an assertion method.
func DIDKeys(t testing.TB, h http.Handler) map[string]ed25519.PublicKey {
	t.Helper()
	return keysOf(t, ReadDID(t, h))
}

func keysOf(t testing.TB, doc DIDDocument) map[string]ed25519.PublicKey {
	t.Helper()
	out := map[string]ed25519.PublicKey{}
	for i, m := range doc.VerificationMethod {
		x, err := base64.RawURLEncoding.DecodeString(m.JWK.X)
		if err != nil || len(x) != ed25519.PublicKeySize || doc.AssertionMethod[i] != m.ID {
			t.Fatalf("bad method %+v", m)
		}
		_, frag, _ := strings.Cut(m.ID, "#")
		out[frag] = x
	}
	return out
}

// PublishedKey is the one public key of the test instance's DID document
// (did:web:voluntech.test#key-1, Ed25519).
func PublishedKey(t testing.TB, h http.Handler) ed25519.PublicKey {
	t.Helper()
	doc := ReadDID(t, h)
	if len(doc.VerificationMethod) != 1 {
		t.Fatalf("did.json has %d keys, want 1: %+v", len(doc.VerificationMethod), doc)
	}
	if doc.ID != "did:web:voluntech.test" || doc.VerificationMethod[0].ID != "did:web:voluntech.test#key-1" ||
		doc.VerificationMethod[0].JWK.Crv != "Ed25519" {
		t.Errorf("did document %+v", doc)
	}
	return keysOf(t, doc)["key-1"]
}

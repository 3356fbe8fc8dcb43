package engagements_test

import (
	"os"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// TestCredentialShapesMeetOfficialSchema validates every credential shape
// the server issues against 1EdTech's published AchievementCredential JSON
// schema. The schema's licence does not allow committing it, so the test
// runs when OB3_SCHEMA names a copy (for example docs/schema/
// achievementcredential.json of github.com/1EdTech/openbadges-specification):
//
//	OB3_SCHEMA=/path/achievementcredential.json go test ./hooks/engagements/ -run OfficialSchema -v
//
// It also checks that the schema refuses the shape issued before the
// creator had an id, so a schema that accepts anything cannot pass it.
func TestCredentialShapesMeetOfficialSchema(t *testing.T) {
	path := os.Getenv("OB3_SCHEMA")
	if path == "" {
		t.Skip("set OB3_SCHEMA to the official AchievementCredential JSON schema to validate against it")
	}
	compiler := jsonschema.NewCompiler()
	compiler.AssertFormat()
	schema, err := compiler.Compile(path)
	if err != nil {
		t.Fatalf("compile %s: %v", path, err)
	}
	app := with(completed)(t)
	defer app.Cleanup()
	shapes, _ := credentialShapes(t, app)
	for name, c := range shapes {
		if err := schema.Validate(any(c)); err != nil {
			t.Errorf("%s: %v", name, err)
		} else {
			t.Logf("%s: valid", name)
		}
	}

	old := asJSON(t, shapes["issued"])
	delete(old["credentialSubject"].(map[string]any)["achievement"].(map[string]any)["creator"].(map[string]any), "id")
	err = schema.Validate(any(old))
	if err == nil || !strings.Contains(err.Error(), "id") {
		t.Errorf("the schema accepts a creator without id: %v", err)
	}
}

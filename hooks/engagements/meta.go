package engagements

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/web"
)

// PageMeta gives a certificate's public page (/certificates/{id}) its
// title, description and sharing tags; nil for any other path.
func PageMeta(app core.App, path string) *web.Meta {
	id, ok := strings.CutPrefix(strings.TrimSuffix(path, "/"), "certificates/")
	if !ok || id == "" || strings.Contains(id, "/") {
		return nil
	}
	cert, err := app.FindRecordById("certificates", id)
	if err != nil {
		return nil
	}
	desc := cert.GetString("volunteer_name") + " volunteered as " + cert.GetString("title") + " for " +
		cert.GetString("company_name") + ": " + hoursText(cert.GetFloat("hours")) + " of approved work."
	if cert.GetBool("revoked") {
		desc = "This certificate was revoked."
	}
	return &web.Meta{
		Title:       "Certificate: " + cert.GetString("title") + " – " + cert.GetString("volunteer_name") + " on Voluntech",
		Description: desc, Type: "website", Path: "/certificates/" + cert.Id,
	}
}

package web

import (
	"crypto/sha256"
	"encoding/base64"
	"io/fs"
	"regexp"
	"strings"
)

// inlineScript matches a <script> element without a src attribute and
// captures its text exactly as the browser hashes it.
var inlineScript = regexp.MustCompile(`(?is)<script(\s[^>]*)?>(.*?)</script>`)

// PolicyFor is ContentSecurityPolicy admitting exactly the inline scripts
// of the page html by their SHA-256 hashes: the build puts one in
// index.html (ui/build/routePreload.ts), which starts the current route's
// chunks and first answers before the app's scripts run. A script whose
// text changes by one byte no longer matches, so no other inline script
// runs; 'unsafe-inline' is never needed.
func PolicyFor(html []byte) string {
	var hashes []string
	for _, m := range inlineScript.FindAllSubmatch(html, -1) {
		if strings.Contains(strings.ToLower(string(m[1])), "src=") {
			continue
		}
		sum := sha256.Sum256(m[2])
		hashes = append(hashes, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'")
	}
	if len(hashes) == 0 {
		return ContentSecurityPolicy
	}
	const directive = "script-src 'self'"
	return strings.Replace(ContentSecurityPolicy, directive, directive+" "+strings.Join(hashes, " "), 1)
}

// pagePolicy is the policy of the app's pages served from fsys: its
// index.html's inline scripts admitted, nothing else.
func pagePolicy(fsys fs.FS) string {
	html, err := fs.ReadFile(fsys, indexPage)
	if err != nil {
		return ContentSecurityPolicy
	}
	return PolicyFor(html)
}

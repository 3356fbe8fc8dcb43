// Package plaintext checks one-line texts people type: names, titles.
package plaintext

import (
	"strings"
	"unicode"
)

// Messages of one-line texts with characters a reader cannot see.
const (
	MsgInvisibleChars = "Remove invisible or control characters (such as zero-width spaces or text-direction marks)."
	MsgOneLine        = "Must be one line: remove the line breaks."
)

// InvisibleChar reports whether s holds a character that displays as
// nothing or changes how the text around it displays: control characters
// (NUL included), zero-width characters and bidi overrides (Unicode's Cc
// and Cf categories). Line breaks and tabs count too: s is one line.
func InvisibleChar(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool {
		return unicode.Is(unicode.Cc, r) || unicode.Is(unicode.Cf, r) ||
			r == '\u2028' || r == '\u2029' || r == unicode.ReplacementChar
	}) >= 0
}

// LineBreak reports whether s holds a line break.
func LineBreak(s string) bool {
	return strings.ContainsAny(s, "\r\n\u2028\u2029\u0085")
}

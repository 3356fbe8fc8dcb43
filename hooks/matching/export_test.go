package matching

// Internals the external tests (package matching_test) read.
var (
	Compact   = compact
	Spellings = spellings
	InKeys    = inKeys
)

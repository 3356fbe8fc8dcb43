package matching

// Internals the external tests (package matching_test) read.
var (
	Compact   = compact
	Spellings = spellings
	InKeys    = inKeys
	// VolunteerCards is the suggestions page's cards and own spelling
	// (from the directory entries).
	VolunteerCards = volunteerCards
)

// ExclusionsSQL reads a company's suggestions' exclusions.
const ExclusionsSQL = exclusionsSQL

// SwapSource makes every service ask src until restore is called.
func SwapSource(src Source) (restore func()) {
	benchSource.Store(&src)
	return func() { benchSource.Store(nil) }
}

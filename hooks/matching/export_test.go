package matching

// Internals the external tests (package matching_test) read.
var (
	Compact   = compact
	Spellings = spellings
	InKeys    = inKeys
)

// SwapSource makes every service ask src until restore is called.
func SwapSource(src Source) (restore func()) {
	benchSource.Store(&src)
	return func() { benchSource.Store(nil) }
}

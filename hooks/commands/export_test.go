package commands

import "image/color"

// DemoAvatar is demoAvatar on a blue, for tests.
func DemoAvatar(initials string) []byte {
	return demoAvatar(color.NRGBA{R: 25, G: 113, B: 194, A: 255}, initials)
}

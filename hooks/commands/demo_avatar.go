package commands

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"strings"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// demoAvatarSize is the side of a demo photo or logo, in pixels.
const demoAvatarSize = 256

// The Go Bold face (BSD licence, shipped inside golang.org/x/image, which
// the build already has) at the size of two initials on a demo avatar.
var (
	demoFaceOnce sync.Once
	demoFace     font.Face
)

func demoAvatarFace() font.Face {
	demoFaceOnce.Do(func() {
		f, err := opentype.Parse(gobold.TTF)
		if err == nil {
			demoFace, err = opentype.NewFace(f, &opentype.FaceOptions{Size: 104, DPI: 72, Hinting: font.HintingFull})
		}
		if err != nil {
			demoFace = nil
		}
	})
	return demoFace
}

// demoInitials are the first letters of the first two words of name, in
// capitals ("GreenByte Labs" → "GL", "Lina Nasser" → "LN").
func demoInitials(name string) string {
	var out []rune
	for _, w := range strings.Fields(name) {
		for _, r := range w {
			out = append(out, []rune(strings.ToUpper(string(r)))...)
			break
		}
		if len(out) == 2 {
			break
		}
	}
	return string(out)
}

// demoAvatar is a demoAvatarSize-square PNG: the initials in white, centred
// on the colour c (a plain square of c if the font cannot be read).
func demoAvatar(c color.NRGBA, initials string) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, demoAvatarSize, demoAvatarSize))
	draw.Draw(img, img.Bounds(), image.NewUniform(c), image.Point{}, draw.Src)
	if face := demoAvatarFace(); face != nil && initials != "" {
		d := &font.Drawer{Dst: img, Src: image.NewUniform(color.White), Face: face}
		width := d.MeasureString(initials)
		m := face.Metrics()
		// Centre the box from the cap height's top to the baseline.
		capHeight := m.CapHeight
		if capHeight == 0 {
			capHeight = m.Ascent * 7 / 10
		}
		size := fixed.I(demoAvatarSize)
		d.Dot = fixed.Point26_6{X: (size - width) / 2, Y: (size + capHeight) / 2}
		d.DrawString(initials)
	}
	var buf bytes.Buffer
	_ = png.Encode(&buf, img)
	return buf.Bytes()
}

// demoChartSketch is the PNG lina.dev sends GreenByte: a daily total on
// top and one bar per room below, in the brand's green on white.
func demoChartSketch() []byte {
	img := image.NewNRGBA(image.Rect(0, 0, 480, 320))
	draw.Draw(img, img.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
	green := image.NewUniform(color.NRGBA{R: 46, G: 160, B: 67, A: 255})
	grey := image.NewUniform(color.NRGBA{R: 206, G: 212, B: 218, A: 255})
	draw.Draw(img, image.Rect(24, 24, 456, 72), green, image.Point{}, draw.Src)
	for i, h := range []int{150, 90, 190, 60, 120, 170} {
		x := 40 + i*70
		draw.Draw(img, image.Rect(x, 296-h, x+44, 296), green, image.Point{}, draw.Src)
	}
	draw.Draw(img, image.Rect(24, 296, 456, 299), grey, image.Point{}, draw.Src)
	var buf bytes.Buffer
	_ = png.Encode(&buf, img)
	return buf.Bytes()
}

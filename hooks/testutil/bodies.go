package testutil

import (
	"bytes"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"testing"
)

// JSONBody encodes v as a request body.
func JSONBody(v any) io.Reader {
	raw, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return bytes.NewReader(raw)
}

// With copies body with changes; a nil value removes the key.
func With(body map[string]any, changes map[string]any) map[string]any {
	out := make(map[string]any, len(body))
	for k, v := range body {
		out[k] = v
	}
	for k, v := range changes {
		if v == nil {
			delete(out, k)
		} else {
			out[k] = v
		}
	}
	return out
}

// Upload is a file part of a multipart body.
type Upload struct {
	Field, Name string
	Data        []byte
}

// MultipartBody encodes values ([]string for a repeated field) and files;
// it returns the body and its content type header.
func MultipartBody(values map[string]any, files ...Upload) (io.Reader, map[string]string) {
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for k, v := range values {
		switch t := v.(type) {
		case []string:
			for _, s := range t {
				_ = w.WriteField(k, s)
			}
		case string:
			_ = w.WriteField(k, t)
		}
	}
	for _, f := range files {
		part, _ := w.CreateFormFile(f.Field, f.Name)
		_, _ = part.Write(f.Data)
	}
	_ = w.Close()
	return &buf, map[string]string{"Content-Type": w.FormDataContentType()}
}

// PNGBytes is a real PNG image of the given side length; noisy makes it
// incompressible, to reach a file size (side 390 gives about 600 KB).
func PNGBytes(side int, noisy bool) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, side, side))
	seed := uint32(1)
	for i := range img.Pix {
		if noisy {
			seed = seed*1664525 + 1013904223
			img.Pix[i] = byte(seed >> 24)
		} else {
			img.Pix[i] = 200
		}
	}
	img.Set(0, 0, color.Black)
	var buf bytes.Buffer
	_ = png.Encode(&buf, img)
	return buf.Bytes()
}

// Headers merges header maps; a later map wins.
func Headers(maps ...map[string]string) map[string]string {
	out := map[string]string{}
	for _, m := range maps {
		for k, v := range m {
			out[k] = v
		}
	}
	return out
}

func bytesReader(b []byte) io.Reader {
	if b == nil {
		return http.NoBody
	}
	return bytes.NewReader(b)
}

// ResponseBody reads the body of res, as an AfterTestFunc sees it, and
// puts it back, so a later check can read it again.
func ResponseBody(t testing.TB, res *http.Response) []byte {
	t.Helper()
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	res.Body = io.NopCloser(bytes.NewReader(raw))
	return raw
}

// DecodeResponse reads the JSON body of res into v; a body that is not
// JSON (or not v's shape) fails the test.
func DecodeResponse(t testing.TB, res *http.Response, v any) {
	t.Helper()
	raw := ResponseBody(t, res)
	if err := json.Unmarshal(raw, v); err != nil {
		t.Fatalf("%v: %s", err, raw)
	}
}

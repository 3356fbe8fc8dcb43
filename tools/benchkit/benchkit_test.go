package benchkit

import "testing"

func TestLoopbackOnly(t *testing.T) {
	for base, ok := range map[string]bool{
		"http://127.0.0.1:8090": true, "http://localhost:8090": true, "http://[::1]:8090": true,
		"http://10.0.0.5:8090": false, "https://example.com": false, "http://127.0.0.2": true,
	} {
		if err := LoopbackOnly(base); (err == nil) != ok {
			t.Errorf("LoopbackOnly(%q) = %v, want allowed %v", base, err, ok)
		}
	}
}

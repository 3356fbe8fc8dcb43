package directory_test

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync"
	"testing"

	"voluntech/hooks/testutil"
)

// Lists answer while profiles change: no race, no error, and once the
// writes stop the answers show the last state (run with -race).
func TestListWhileWriting(t *testing.T) {
	app := listApp(t)
	defer app.Cleanup()
	handler := testutil.Handler(t, app)
	get := func(u string) listBody {
		rec := httptest.NewRecorder()
		handler.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, u, nil))
		if rec.Code != 200 {
			t.Errorf("%s: %d %s", u, rec.Code, rec.Body)
		}
		return readList(t, rec.Result())
	}
	var wg sync.WaitGroup
	stop := make(chan struct{})
	for i := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			urls := []string{volunteersURL, volunteersURL + "?q=dev", volunteersURL + "?skills=Go&sort=available", companiesURL}
			for n := 0; ; n++ {
				select {
				case <-stop:
					return
				default:
					get(urls[(i+n)%len(urls)])
				}
			}
		}()
	}
	d, err := app.FindFirstRecordByData("volunteer_profiles", "user", "volunteer000010")
	if err != nil {
		t.Fatal(err)
	}
	for i := range 40 {
		save(t, app, d, map[string]any{"city": "City" + strconv.Itoa(i), "tags": []string{"T" + strconv.Itoa(i)}})
	}
	close(stop)
	wg.Wait()
	if b := get(volunteersURL + "?q=city39&tags=T39"); b.TotalItems != 1 || b.Items[0].Username != "dana" {
		t.Errorf("after the writes: %+v", b)
	}
	if b := get(volunteersURL + "?tags=T38"); b.TotalItems != 0 {
		t.Errorf("an old tag still matches: %+v", b)
	}
}

package commands_test

import (
	"bytes"
	"image/png"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"

	"voluntech/hooks/commands"
	"voluntech/hooks/engagements"
	"voluntech/hooks/matching"
	"voluntech/hooks/testutil"
)

// The demo shows what happens after the match: a team member, two
// conversations with messages both ways and an attachment, a completed
// engagement with approved hours and a signed certificate, published
// reviews both ways, notifications, a video pitch and a paid history for
// the revenue chart. A second run adds nothing.
func TestSeedDemoActivity(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	counts := map[string]int64{}
	for run := 1; run <= 2; run++ {
		if _, err := commands.SeedDemo(app); err != nil {
			t.Fatalf("run %d: %v", run, err)
		}
		for _, c := range []string{"users", "conversations", "messages", "engagements", "hour_entries",
			"certificates", "reviews", "notifications", "subscriptions", "scope_versions", "milestones",
			"saved_searches"} {
			n, _ := app.CountRecords(c)
			if run == 1 {
				counts[c] = n
				if n == 0 {
					t.Errorf("no %s", c)
				}
			} else if n != counts[c] {
				t.Errorf("run 2 changed %s: %d → %d", c, counts[c], n)
			}
		}
	}

	// lina.dev is recommended opportunities, each with its reasons.
	lina := demoUser(t, app, "lina.dev")
	v, err := matching.LoadVolunteer(app, lina.Id)
	if err != nil {
		t.Fatal(err)
	}
	if err := matching.KeepKeys(app); err != nil {
		t.Fatal(err)
	}
	opps, found, err := matching.Recommend(app, matching.SQLSource{}, v, matching.NewSynonyms(nil))
	if err != nil || len(opps) == 0 || len(found[0].ForVolunteer(v, opps[0])) == 0 {
		t.Errorf("lina's recommendations: %d (%v)", len(opps), err)
	}

	medisync := demoUser(t, app, "medisync")
	noor, err := app.FindFirstRecordByData("users", "username", "noor.medisync")
	if err != nil || noor.GetString("team") != medisync.Id || !noor.Verified() {
		t.Fatalf("team member: %v %v", noor, err)
	}

	var senders, attachments int
	_ = app.DB().NewQuery(`SELECT COUNT(DISTINCT sender), SUM(attachment != '') FROM messages`).Row(&senders, &attachments)
	if senders < 3 || attachments != 1 {
		t.Errorf("messages: %d senders, %d attachments", senders, attachments)
	}

	eng, err := app.FindFirstRecordByData("engagements", "company", medisync.Id)
	if err != nil || eng.GetString("status") != engagements.StatusCompleted || eng.GetFloat("approved_hours") != 13 {
		t.Fatalf("engagement: %v %v", eng, err)
	}
	cert, err := app.FindFirstRecordByData("certificates", "engagement", eng.Id)
	if err != nil || cert.GetString("jwt") == "" || cert.GetFloat("hours") != 13 {
		t.Fatalf("certificate: %v %v", cert, err)
	}
	// Its agreed scope and signed-off milestones are the certificate's evidence.
	if n, _ := app.CountRecords("scope_versions", dbx.HashExp{"engagement": eng.Id, "status": "agreed"}); n != 1 {
		t.Errorf("agreed scope versions = %d, want 1", n)
	}
	if n, _ := app.CountRecords("milestones", dbx.HashExp{"engagement": eng.Id, "status": "signed_off"}); n != 2 {
		t.Errorf("signed-off milestones = %d, want 2", n)
	}
	if !strings.Contains(cert.GetString("evidence"), "Calendar sync service") || cert.GetString("goal") == "" {
		t.Errorf("certificate evidence %s, goal %q", cert.GetString("evidence"), cert.GetString("goal"))
	}
	if n, _ := app.CountRecords("reviews", dbx.HashExp{"engagement": eng.Id, "published": true}); n != 2 {
		t.Errorf("published reviews = %d, want 2", n)
	}
	lina = demoUser(t, app, "lina.dev")
	for _, kind := range []string{"message", "engagement_completed", "review_published"} {
		if n, _ := app.CountRecords("notifications", dbx.HashExp{"user": lina.Id, "kind": kind}); n == 0 {
			t.Errorf("lina has no %s notification", kind)
		}
	}

	sam := demoUser(t, app, "sam.designs")
	p, _ := app.FindFirstRecordByData("volunteer_profiles", "user", sam.Id)
	if p == nil || p.GetString("video_url") != "https://www.youtube.com/watch?v=aqz-KE-bpKQ" {
		t.Errorf("sam's video pitch: %v", p)
	}

	subs, _ := app.FindAllRecords("subscriptions")
	for _, s := range subs {
		if s.GetString("status") != "active" || s.GetDateTime("started_at").IsZero() || s.GetString("stripe_subscription_id") == "" {
			t.Errorf("subscription of %s: %s started %s", s.GetString("company"), s.GetString("status"), s.GetString("started_at"))
		}
	}
}

// A demo photo is a picture of initials, not a flat square: its middle
// holds the white of the letters and the colour around them.
func TestDemoAvatar(t *testing.T) {
	img, err := png.Decode(bytes.NewReader(commands.DemoAvatar("LN")))
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	if b.Dx() != 256 || b.Dy() != 256 {
		t.Fatalf("size %v", b)
	}
	white, other := 0, 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if r > 0xf000 && g > 0xf000 && bl > 0xf000 {
				white++
			} else {
				other++
			}
		}
	}
	if white < 2000 || other < 30000 {
		t.Errorf("white %d, coloured %d pixels: no initials drawn", white, other)
	}
}

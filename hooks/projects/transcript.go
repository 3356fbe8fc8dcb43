package projects

import (
	"bytes"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// transcriptPDF answers GET /api/volunteer/transcript.pdf to the signed-in
// volunteer: the transcript the printable page shows, as an A4 PDF to
// download. Every completed engagement (hidden ones too: the transcript is
// the volunteer's own) with the company, the dates, the approved hours,
// the deliverables the volunteer published and the certificate's
// verification link under appURL.
func transcriptPDF(appURL string) func(e *core.RequestEvent) error {
	return func(e *core.RequestEvent) error {
		items, err := portfolioOf(e.App, e.Auth.Id, true)
		if err != nil {
			return formx.Failed(e, "The transcript could not be made.", "reading a transcript failed", err)
		}
		name := strings.TrimSpace(e.Auth.GetString("first_name") + " " + e.Auth.GetString("last_name"))
		if name == "" {
			name = e.Auth.GetString("username")
		}
		body, err := transcriptDocument(name, appURL, items, time.Now().UTC())
		if err != nil {
			return formx.Failed(e, "The transcript could not be made.", "writing a transcript PDF failed", err)
		}
		e.Response.Header().Set("Content-Disposition", `attachment; filename="voluntech-transcript.pdf"`)
		return e.Blob(http.StatusOK, "application/pdf", body)
	}
}

// transcriptDocument writes the transcript in the PDF core fonts (texts
// are translated to their Windows-1252 code page; a character outside it
// prints as a question mark).
func transcriptDocument(name, appURL string, items []PortfolioEntry, at time.Time) ([]byte, error) {
	pdf := fpdf.New("P", "mm", "A4", "")
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	pdf.SetTitle("Transcript of volunteer work: "+name, true)
	pdf.SetCreator("Voluntech", true)
	pdf.SetCreationDate(at)
	// Uncompressed: a few kilobytes, and its text stays searchable.
	pdf.SetCompression(false)
	pdf.SetMargins(18, 18, 18)
	pdf.AddPage()
	text := func(style string, size float64, s string) {
		pdf.SetFont("Helvetica", style, size)
		pdf.MultiCell(0, size*0.5, tr(s), "", "L", false)
	}
	hours := 0.0
	certificates := 0
	for _, it := range items {
		hours += it.Hours
		if it.Certificate != "" {
			certificates++
		}
	}
	text("B", 10, "TRANSCRIPT OF VOLUNTEER WORK")
	text("B", 20, name)
	text("", 10, fmt.Sprintf("%s verified hours · %s · %s · as of %s",
		trimHours(hours), count(len(items), "engagement completed", "engagements completed"),
		count(certificates, "certificate", "certificates"), at.Format("2 Jan 2006")))
	pdf.Ln(4)
	if len(items) == 0 {
		text("", 11, "No completed engagements yet.")
	}
	for _, it := range items {
		text("B", 13, it.Title)
		text("", 10, fmt.Sprintf("%s · %s to %s · %s approved hours", it.CompanyName, day(it.Start), day(it.End), trimHours(it.Hours)))
		for _, d := range it.Deliverables {
			line := "Delivered: " + d.Title
			if d.Link != "" {
				line += " (" + d.Link + ")"
			}
			text("", 10, line)
		}
		if it.Certificate != "" {
			text("", 10, "Certificate: "+appURL+"/certificates/"+it.Certificate)
		}
		pdf.Ln(3)
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// day is a stored date as "2 Jan 2006" (the text itself when it is not one).
func day(s string) string {
	if len(s) >= 10 {
		if t, err := time.Parse("2006-01-02", s[:10]); err == nil {
			return t.Format("2 Jan 2006")
		}
	}
	return s
}

// trimHours is a number of hours without trailing zeros: 13, 2.5.
func trimHours(h float64) string {
	return strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.2f", h), "0"), ".")
}

// count is n with the noun for one or many: "1 certificate", "2 certificates".
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

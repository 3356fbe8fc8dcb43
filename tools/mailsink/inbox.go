package main

import (
	"html/template"
	"time"
)

// pages is inlined rather than embedded so the tool stays a handful of Go
// files with no assets. html/template escapes every value, including the
// mail's HTML inside srcdoc.
var pages = template.Must(template.New("").Funcs(template.FuncMap{
	"when": func(t time.Time) string { return t.Local().Format("2006-01-02 15:04:05") },
}).Parse(`
{{define "head"}}<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.}} · mailsink</title>
<style>
  body { font: 15px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem; color: #222; }
  h1 { font-size: 1.3rem; }
  a { color: #0b57d0; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #ddd; vertical-align: top; }
  th { background: #f5f5f5; }
  td.time { white-space: nowrap; color: #555; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  iframe { width: 100%; height: 32rem; border: 1px solid #ccc; background: #fff; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f7f7f7; padding: .8rem; border: 1px solid #ddd; }
  .muted { color: #777; }
</style>
</head>
<body>
{{end}}

{{define "inbox"}}{{template "head" "Inbox"}}
<h1>Inbox <span class="muted">({{len .}})</span></h1>
<p class="muted">Reload to see new mail. JSON: <a href="/api/messages">/api/messages</a></p>
{{if .}}
<table>
<thead><tr><th>Time</th><th>To</th><th>Subject</th></tr></thead>
<tbody>
{{range .}}<tr>
<td class="time">{{when .Date}}</td>
<td>{{range $i, $a := .To}}{{if $i}}, {{end}}{{$a}}{{end}}</td>
<td><a href="/messages/{{.ID}}">{{if .Subject}}{{.Subject}}{{else}}(no subject){{end}}</a></td>
</tr>
{{end}}</tbody>
</table>
{{else}}
<p>No messages yet.</p>
{{end}}
</body>
</html>
{{end}}

{{define "message"}}{{template "head" .Subject}}
<p><a href="/">&larr; Inbox</a></p>
<h1>{{if .Subject}}{{.Subject}}{{else}}(no subject){{end}}</h1>
<dl>
<dt>From</dt><dd>{{.From}}</dd>
<dt>To</dt><dd>{{range $i, $a := .To}}{{if $i}}, {{end}}{{$a}}{{end}}</dd>
<dt>Date</dt><dd>{{when .Date}}</dd>
<dt>Raw</dt><dd><a href="/api/messages/{{.ID}}/raw">/api/messages/{{.ID}}/raw</a></dd>
</dl>
{{if .HTML}}
<h2>HTML</h2>
<iframe sandbox="allow-top-navigation-by-user-activation allow-popups" srcdoc="{{.SrcDoc}}" title="HTML body"></iframe>
{{end}}
{{if .Text}}
<h2>Text</h2>
<pre>{{.Text}}</pre>
{{end}}
</body>
</html>
{{end}}

{{define "notfound"}}{{template "head" "Not found"}}
<p><a href="/">&larr; Inbox</a></p>
<h1>Message not found</h1>
<p>It may have been cleared or evicted.</p>
</body>
</html>
{{end}}
`))

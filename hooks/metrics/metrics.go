// Package metrics serves the operator's view of a running server: the
// Prometheus metrics at /api/metrics (only with METRICS_TOKEN, as a Bearer
// token) and the database and replica checks added to PocketBase's
// GET /api/health.
package metrics

import (
	"crypto/subtle"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"voluntech/hooks/config"
	"voluntech/hooks/directory"
	"voluntech/hooks/mail"
	"voluntech/hooks/replica"
)

// Path is where the metrics are served.
const Path = "/api/metrics"

// storeKey files the app's Metrics in its store.
const storeKey = "voluntech.metrics"

// Metrics is one app's registry: every app (each test app too) counts its
// own requests.
type Metrics struct {
	reg      *prometheus.Registry
	requests *prometheus.CounterVec
	latency  *prometheus.HistogramVec
}

// Of returns the app's Metrics (nil before Register).
func Of(app core.App) *Metrics {
	m, _ := app.Store().Get(storeKey).(*Metrics)
	return m
}

// RequestsCounter is the request counter (tests read it).
func (m *Metrics) RequestsCounter() *prometheus.CounterVec { return m.requests }

// Register counts and times every request, adds the checks to
// /api/health and, when cfg.MetricsToken is set, serves the metrics.
func Register(app core.App, cfg config.Config) {
	m := newMetrics(app)
	app.Store().Set(storeKey, m)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id: "voluntechMetrics",
			// Outermost: the time and status of a request include every
			// other middleware, and refusals by the rate limiter count.
			Priority: apis.DefaultWWWRedirectMiddlewarePriority + 1,
			Func:     m.observe,
		})
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id: "voluntechHealth",
			// Innermost: it reads PocketBase's own answer before any
			// compression.
			Priority: 10000,
			Func:     health,
		})
		if cfg.MetricsToken != "" {
			gatherers := prometheus.Gatherers{m.reg, prometheus.DefaultGatherer}
			h := promhttp.HandlerFor(gatherers, promhttp.HandlerOpts{})
			token := []byte(cfg.MetricsToken)
			se.Router.GET(Path, func(e *core.RequestEvent) error {
				got, ok := strings.CutPrefix(e.Request.Header.Get("Authorization"), "Bearer ")
				if !ok || subtle.ConstantTimeCompare([]byte(got), token) != 1 {
					return e.UnauthorizedError("A valid metrics token is required.", nil)
				}
				h.ServeHTTP(e.Response, e.Request)
				return nil
			})
		}
		return se.Next()
	})
}

func newMetrics(app core.App) *Metrics {
	m := &Metrics{
		reg: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "voluntech_http_requests_total",
			Help: "HTTP requests answered, by route group, method and status class.",
		}, []string{"group", "method", "code"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "voluntech_http_request_duration_seconds",
			Help:    "Time to answer an HTTP request, by route group.",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}, []string{"group"}),
	}
	m.reg.MustRegister(m.requests, m.latency, &appCollector{app: app})
	return m
}

// observe counts and times one request under its route group.
func (m *Metrics) observe(e *core.RequestEvent) error {
	start := time.Now()
	err := e.Next()
	status := e.Status()
	if err != nil && !e.Written() {
		// The router writes the error after the middlewares return.
		status = router.ToApiError(err).Status
	}
	if status == 0 {
		status = http.StatusOK
	}
	group := Group(e.Request.Pattern)
	m.requests.WithLabelValues(group, method(e.Request.Method), strconv.Itoa(status/100)+"xx").Inc()
	m.latency.WithLabelValues(group).Observe(time.Since(start).Seconds())
	return err
}

// Group names a route pattern's group: "/api/" and its first segment for
// API routes ("/api/collections", "/api/directory"), "admin" for the
// PocketBase dashboard, "app" for the browser app and its files. The label
// comes from the registered pattern, never from the requested path, so
// the number of series stays bounded whatever clients send.
func Group(pattern string) string {
	if _, p, ok := strings.Cut(pattern, " "); ok {
		pattern = p
	}
	switch {
	case pattern == "":
		return "unmatched"
	case strings.HasPrefix(pattern, "/api/"):
		seg := strings.SplitN(strings.TrimPrefix(pattern, "/api/"), "/", 2)[0]
		if seg == "" || strings.ContainsAny(seg, "{}") {
			return "/api"
		}
		return "/api/" + seg
	case strings.HasPrefix(pattern, "/_"):
		return "admin"
	default:
		return "app"
	}
}

func method(m string) string {
	switch m {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut,
		http.MethodPatch, http.MethodDelete, http.MethodOptions:
		return m
	}
	return "OTHER"
}

// appCollector reads the app's state on every scrape.
type appCollector struct{ app core.App }

var (
	descDatabaseUp = prometheus.NewDesc("voluntech_database_up",
		"1 when the main database answers a query.", nil, nil)
	descOutbox = prometheus.NewDesc("voluntech_mail_outbox",
		"Mails in the outbox: pending (waiting to be sent), retrying (pending after a failed attempt), failed (given up).",
		[]string{"state"}, nil)
	descRealtime = prometheus.NewDesc("voluntech_realtime_clients",
		"Realtime (server-sent events) connections.", nil, nil)
	descDirEntries = prometheus.NewDesc("voluntech_directory_index_entries",
		"Entries in the in-memory directory copy.", []string{"directory"}, nil)
	descDirLoaded = prometheus.NewDesc("voluntech_directory_index_loaded",
		"1 when the in-memory directory copy is loaded.", []string{"directory"}, nil)
	descDirLoad = prometheus.NewDesc("voluntech_directory_index_load_seconds",
		"Duration of the last full load of the directory copy from SQLite.", []string{"directory"}, nil)
	descReplicaEnabled = prometheus.NewDesc("voluntech_replica_enabled",
		"1 when the databases are replicated (REPLICA_URL).", nil, nil)
	descReplicaLag = prometheus.NewDesc("voluntech_replica_lag_seconds",
		"Age of the oldest change the replica does not hold yet (0: current).", []string{"db"}, nil)
	descReplicaLast = prometheus.NewDesc("voluntech_replica_last_replicated_timestamp_seconds",
		"Unix time of the last successful upload to the replica.", []string{"db"}, nil)
)

// Describe lists the descriptions without reading anything: the registry
// calls it when the app registers, before the database is open.
func (c *appCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{descDatabaseUp, descOutbox, descRealtime, descDirEntries,
		descDirLoaded, descDirLoad, descReplicaEnabled, descReplicaLag, descReplicaLast} {
		ch <- d
	}
}

func (c *appCollector) Collect(ch chan<- prometheus.Metric) {
	gauge := func(d *prometheus.Desc, v float64, labels ...string) {
		ch <- prometheus.MustNewConstMetric(d, prometheus.GaugeValue, v, labels...)
	}
	gauge(descDatabaseUp, boolValue(databaseAnswers(c.app)))
	if q, err := mail.Queue(c.app); err == nil {
		gauge(descOutbox, float64(q.Pending), "pending")
		gauge(descOutbox, float64(q.Retrying), "retrying")
		gauge(descOutbox, float64(q.Failed), "failed")
	}
	gauge(descRealtime, float64(c.app.SubscriptionsBroker().TotalClients()))
	for _, s := range directory.Stats(c.app) {
		gauge(descDirEntries, float64(s.Entries), s.Directory)
		gauge(descDirLoaded, boolValue(s.Loaded), s.Directory)
		gauge(descDirLoad, s.LoadSeconds, s.Directory)
	}
	st := replica.Of(c.app).Status()
	gauge(descReplicaEnabled, boolValue(st.Enabled))
	for _, d := range st.Databases {
		gauge(descReplicaLag, d.LagSeconds, d.Name)
		if at, err := time.Parse(time.RFC3339Nano, d.LastReplicatedAt); err == nil {
			gauge(descReplicaLast, float64(at.UnixNano())/1e9, d.Name)
		}
	}
}

func boolValue(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

package mail

import (
	"encoding/json"
	"errors"
	"net/mail"
	"sync"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/mailer"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/config"
)

// Outbox statuses (the select values of the mail_outbox migration).
const (
	StatusPending = "pending"
	StatusSent    = "sent"
	StatusFailed  = "failed"
	// StatusSuperseded is an undelivered verification or reset mail
	// replaced by a newer one the user asked for: sending both would only
	// confuse them.
	StatusSuperseded = "superseded"
)

// Kinds of mail (mail_outbox.kind).
const (
	KindVerification  = "verification"
	KindPasswordReset = "password_reset"
	KindEmailChange   = "email_change"
	KindAuthAlert     = "auth_alert"
	KindOTP           = "otp"
	KindNotification  = "notification"
)

// Retry policy: a failed attempt is retried after FirstRetry, doubling up to
// MaxRetry, MaxAttempts times in all (about three hours) before the mail is
// marked failed; an SMTP 5xx answer (the server refuses the message for
// good) fails it at once. A superadmin can retry a failed mail.
const (
	MaxAttempts = 10
	FirstRetry  = time.Minute
	MaxRetry    = 30 * time.Minute
)

// collection is the outbox table.
const collection = "mail_outbox"

// batch is how many due mails one query reads.
const batch = 50

// storeKey finds an app's Outbox in its store (shared by its transactions).
const storeKey = "voluntech.mailOutbox"

// Meta says what a mail is and whose account it concerns.
type Meta struct {
	Kind string
	User string
}

// ErrAttachments refuses a message the outbox cannot keep.
var ErrAttachments = errors.New("mail outbox: attachments are not supported")

type recipients struct {
	To  []mail.Address `json:"to"`
	Cc  []mail.Address `json:"cc,omitempty"`
	Bcc []mail.Address `json:"bcc,omitempty"`
}

// Outbox is one app's mail queue: Enqueue writes to it, and the worker
// (started on serve, stopped on terminate), a cron job and the retry route
// deliver from it. The state lives in the database only, so a restart
// loses nothing: a mail interrupted mid-send is sent again (at least once).
type Outbox struct {
	app       core.App
	cfg       config.Config
	transport mailer.Mailer

	// pass serialises the delivery passes of the worker, the cron job and
	// the tests, so no mail is sent twice by one process.
	pass sync.Mutex

	kick      chan struct{}
	stop      chan struct{}
	done      chan struct{}
	startOnce sync.Once
	stopOnce  sync.Once
	started   bool
	held      bool
}

func newOutbox(app core.App, cfg config.Config, transport mailer.Mailer) *Outbox {
	o := &Outbox{
		app: app, cfg: cfg, transport: transport,
		kick: make(chan struct{}, 1),
		stop: make(chan struct{}),
		done: make(chan struct{}),
	}
	app.Store().Set(storeKey, o)
	return o
}

// OutboxOf is the Outbox of app (nil before mail.Register).
func OutboxOf(app core.App) *Outbox {
	o, _ := app.Store().Get(storeKey).(*Outbox)
	return o
}

// Hold keeps the worker from starting: mails then stay queued until
// Deliver is called (tests deliver on demand, so what a request sent is
// known when they look).
func (o *Outbox) Hold() { o.held = true }

// Enqueue writes msg to the outbox through app (pass the transaction's app
// so the mail is committed or dropped with the change that caused it) and
// wakes the worker once that commit is done. It triggers no record hooks:
// a queued mail is not a change anybody subscribes to.
func Enqueue(app core.App, msg *mailer.Message, meta Meta) (string, error) {
	if len(msg.Attachments) > 0 || len(msg.InlineAttachments) > 0 {
		return "", ErrAttachments
	}
	rcpt, err := json.Marshal(recipients{To: msg.To, Cc: msg.Cc, Bcc: msg.Bcc})
	if err != nil {
		return "", err
	}
	headers, err := json.Marshal(msg.Headers)
	if err != nil {
		return "", err
	}
	if meta.Kind == "" {
		meta.Kind = KindNotification
	}
	now := types.NowDateTime().String()
	id := security.RandomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789")
	db := app.NonconcurrentDB()
	if meta.User != "" && (meta.Kind == KindVerification || meta.Kind == KindPasswordReset) {
		// Only the newest link of a kind is worth sending.
		_, err := db.Update(collection, dbx.Params{"status": StatusSuperseded, "html": "", "text": "", "updated": now},
			dbx.And(dbx.HashExp{"user": meta.User, "kind": meta.Kind},
				dbx.In("status", StatusPending, StatusFailed))).Execute()
		if err != nil {
			return "", err
		}
	}
	_, err = db.Insert(collection, dbx.Params{
		"id": id, "recipients": string(rcpt), "headers": string(headers),
		"subject": msg.Subject, "html": msg.HTML, "text": msg.Text,
		"kind": meta.Kind, "user": meta.User, "status": StatusPending, "attempts": 0,
		"next_attempt_at": now, "last_error": "", "sent_at": "", "created": now, "updated": now,
	}).Execute()
	if err != nil {
		return "", err
	}
	if o := OutboxOf(app); o != nil {
		AfterCommit(app, o.Kick)
	}
	return id, nil
}

// AfterCommit runs fn when app's transaction commits (never when it rolls
// back), or at once when app is not in a transaction.
func AfterCommit(app core.App, fn func()) {
	if tx := app.TxInfo(); tx != nil {
		tx.OnComplete(func(txErr error) error {
			if txErr == nil {
				fn()
			}
			return nil
		})
		return
	}
	fn()
}

// Kick wakes the worker to deliver what is due (nothing when it does not
// run).
func (o *Outbox) Kick() {
	select {
	case o.kick <- struct{}{}:
	default:
	}
}

// Start runs the worker until Stop; it first delivers what a previous run
// left due.
func (o *Outbox) Start() {
	if o.held {
		return
	}
	o.startOnce.Do(func() {
		o.started = true
		go o.run()
		o.Kick()
	})
}

// Stop ends the worker and waits for its delivery pass to finish.
func (o *Outbox) Stop() {
	o.stopOnce.Do(func() {
		close(o.stop)
		if o.started {
			<-o.done
		}
	})
}

func (o *Outbox) run() {
	defer close(o.done)
	for {
		select {
		case <-o.stop:
			return
		case <-o.kick:
			if _, err := o.Deliver(time.Now()); err != nil {
				o.app.Logger().Error("mail outbox: delivery pass failed", "error", err)
			}
		}
	}
}

// Tick is the cron job: when mails wait for a retry and the mail server
// answers again, they are all due at once (so a mail written while SMTP was
// down goes out within a minute of its return, whatever its backoff); then
// everything due is delivered.
func (o *Outbox) Tick(now time.Time) (int, error) {
	if waiting, err := o.waiting(now); err != nil {
		return 0, err
	} else if waiting && o.reachable() {
		if err := o.makeDue(now, dt(time.Now())); err != nil {
			return 0, err
		}
	}
	return o.Deliver(now)
}

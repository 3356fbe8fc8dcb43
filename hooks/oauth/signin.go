package oauth

import (
	"crypto/rand"
	"encoding/base64"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/messages"
)

// What a pending sign-in needs to be finished.
const (
	NextSignUp = "signup" // no account yet: POST /api/oauth/signup
	NextLink   = "link"   // an account holds the email: POST /api/oauth/link
)

// TicketLifetime is how long a pending sign-in can be finished.
const TicketLifetime = 15 * time.Minute

// MaxPasswordTries wrong passwords end a pending link.
const MaxPasswordTries = 5

// pending is a provider sign-in that created and linked nothing yet.
type pending struct {
	Next       string
	Provider   string
	ProviderID string
	Email      string // verified by the provider
	Name       string
	UserID     string // NextLink: the account that holds Email
	expires    time.Time
	tries      int
}

// tickets holds the pending sign-ins of this process, by random ticket.
// They live in memory: a restart only asks the person to sign in again.
type tickets struct {
	mu sync.Mutex
	m  map[string]*pending
}

func newTickets() *tickets { return &tickets{m: map[string]*pending{}} }

func (t *tickets) put(p *pending, now time.Time) string {
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	id := base64.RawURLEncoding.EncodeToString(b)
	p.expires = now.Add(TicketLifetime)
	t.mu.Lock()
	defer t.mu.Unlock()
	for k, v := range t.m {
		if now.After(v.expires) {
			delete(t.m, k)
		}
	}
	t.m[id] = p
	return id
}

// get returns a copy of the ticket's pending sign-in of kind next.
func (t *tickets) get(id, next string, now time.Time) (pending, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	p, ok := t.m[id]
	if !ok || p.Next != next || now.After(p.expires) {
		return pending{}, false
	}
	return *p, true
}

// take ends the ticket (finished, or too many wrong passwords).
func (t *tickets) take(id string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	delete(t.m, id)
}

// failedTry counts a wrong password; it reports whether the ticket ended.
func (t *tickets) failedTry(id string) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	p, ok := t.m[id]
	if !ok {
		return true
	}
	p.tries++
	if p.tries >= MaxPasswordTries {
		delete(t.m, id)
		return true
	}
	return false
}

type service struct {
	providers []core.OAuth2ProviderConfig
	pending   *tickets
	appURL    string
}

// PendingAnswer is the "oauth" part of the 403 that auth-with-oauth2
// answers when the sign-in needs one more step; nothing was created or
// linked yet.
type PendingAnswer struct {
	Next     string `json:"next"` // NextSignUp or NextLink
	Ticket   string `json:"ticket"`
	Provider string `json:"provider"`
	Email    string `json:"email"`
	// Name is the provider's name for the person, split for the form.
	FirstName string `json:"first_name"`
	LastName  string `json:"last_name"`
}

// signIn decides what a provider's answer may do (PocketBase has exchanged
// the code and fetched the provider's user; e.Record is the account linked
// to that provider account, else the signed-in user, else the account
// holding the provider's email):
//   - a linked provider account signs in its user (a suspended one is
//     refused by messages' auth hook); a signed-in user linking one linked
//     to someone else is refused;
//   - a signed-in user links a new provider account with a verified email;
//   - otherwise nothing is created or linked: an unverified email is
//     refused, and a verified one gets a ticket to finish with the sign-up
//     questions (no account) or the account's password (one holds the email).
func (s *service) signIn(e *core.RecordAuthWithOAuth2RequestEvent) error {
	u := e.OAuth2User
	linked, err := e.App.FindFirstExternalAuthByExpr(dbx.HashExp{
		"collectionRef": e.Collection.Id, "provider": e.ProviderName, "providerId": u.Id,
	})
	isLinked := err == nil && linked != nil
	signedIn := e.Auth != nil && e.Auth.Collection().Id == e.Collection.Id
	switch {
	case isLinked && signedIn && linked.RecordRef() != e.Auth.Id:
		return e.BadRequestError(MsgLinkedElsewhere, nil)
	case isLinked:
		return e.Next()
	case u.Email == "":
		// PocketBase's Google and OpenID Connect providers drop an email the
		// provider did not verify; GitHub gives only a verified primary one.
		return e.BadRequestError(MsgEmailUnverified, nil)
	case signedIn:
		return e.Next()
	}

	p := &pending{Provider: e.ProviderName, ProviderID: u.Id, Email: u.Email, Name: strings.TrimSpace(u.Name), Next: NextSignUp}
	if e.Record != nil {
		if messages.SuspendedAccount(e.App, e.Record) {
			return e.ForbiddenError(messages.MsgSuspended, nil)
		}
		p.Next, p.UserID = NextLink, e.Record.Id
	}
	ticket := s.pending.put(p, time.Now())
	first, last, _ := strings.Cut(p.Name, " ")
	msg := MsgFinishSignUp
	if p.Next == NextLink {
		msg = MsgConfirmLink
		first, last = "", ""
	}
	return e.JSON(http.StatusForbidden, map[string]any{
		"status": http.StatusForbidden, "message": msg, "data": map[string]any{},
		"oauth": PendingAnswer{Next: p.Next, Ticket: ticket, Provider: p.Provider, Email: p.Email,
			FirstName: strings.TrimSpace(first), LastName: strings.TrimSpace(last)},
	})
}

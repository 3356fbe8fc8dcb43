// Package benchkit holds what the load tools in tools/ share.
package benchkit

import (
	"errors"
	"flag"
	"net"
	"net/url"
	"strconv"
	"time"
)

// LoopbackOnly refuses any server but this machine's: the load tools
// write and read as fast as they can, never at someone else's server.
func LoopbackOnly(base string) error {
	u, err := url.Parse(base)
	if err != nil {
		return err
	}
	host := u.Hostname()
	if host == "localhost" {
		return nil
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		return nil
	}
	return errors.New("the server must be on a loopback address, not " + host)
}

// Ms is d in milliseconds with one decimal, as the tools' tables print it.
func Ms(d time.Duration) string {
	return strconv.FormatFloat(float64(d.Microseconds())/1000, 'f', 1, 64)
}

// Server is what every load tool is told about the server it measures:
// its address, a superuser to sign in as and its process id.
type Server struct {
	Base, SuEmail, SuPassword *string
	PID                       *int
}

// ServerFlags defines the flags of Server on the command line (-base,
// -su-email, -su-password, -pid); emailUse and pidUse say what the tool
// uses the superuser and the process for.
func ServerFlags(emailUse, pidUse string) Server {
	return Server{
		Base:       flag.String("base", "http://127.0.0.1:8090", "server address (loopback only)"),
		SuEmail:    flag.String("su-email", "", emailUse),
		SuPassword: flag.String("su-password", "", "superuser password"),
		PID:        flag.Int("pid", 0, pidUse),
	}
}

// Package benchkit holds what the load tools in tools/ share.
package benchkit

import (
	"errors"
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

package security

import (
	"syscall"

	"voluntech/hooks/formx"
)

// ServerFault is the classification the fault middleware applies (it moved
// to formx, so a custom route's answer is the same).
var ServerFault = formx.FaultStatus

const ErrnoENOSPC = syscall.ENOSPC

package security

import "syscall"

// ServerFault exposes serverFault to the external tests.
var ServerFault = serverFault

const ErrnoENOSPC = syscall.ENOSPC

package teams

// RememberRemoval is rememberRemoval, for the tests' setups.
var RememberRemoval = rememberRemoval

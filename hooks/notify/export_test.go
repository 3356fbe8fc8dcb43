package notify

// TeamQuery is teamQuery for the external tests.
var TeamQuery = teamQuery

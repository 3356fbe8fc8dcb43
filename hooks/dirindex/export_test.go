package dirindex

// EntryFields are the fields the entries' loaders read, per collection.
var EntryFields = entryFields

// Package queue pages through the superadmin's moderation queues (reported
// messages, reported reviews): the records of one collection in one status,
// newest first, answered as {page, perPage, totalItems, totalPages, items}
// like the system area's lists.
package queue

import (
	"slices"
	"strconv"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// Texts of a queue's parameters.
const (
	MsgBadStatus     = "Choose one of the listed values."
	MsgBadPage       = "Page must be a whole number from 1."
	MsgFixParameters = "Please fix the highlighted parameters."
)

// Request is a queue's ?status=&page=.
type Request struct {
	Status string
	Page   int
}

// ReadRequest reads status (one of statuses, the first when absent) and
// page (a whole number from 1, 1 when absent); a bad value is a 400 with
// the parameter's field error.
func ReadRequest(e *core.RequestEvent, statuses ...string) (Request, error) {
	q := e.Request.URL.Query()
	req := Request{Status: q.Get("status"), Page: 1}
	if req.Status == "" {
		req.Status = statuses[0]
	}
	errs := formx.Errors{}
	if !slices.Contains(statuses, req.Status) {
		errs.Add("status", "validation_invalid_value", MsgBadStatus)
	}
	if p := q.Get("page"); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 {
			errs.Add("page", "validation_invalid_value", MsgBadPage)
		}
		req.Page = n
	}
	if len(errs) > 0 {
		return req, e.BadRequestError(MsgFixParameters, validation.Errors(errs))
	}
	return req, nil
}

// Page is one page of a queue. The fields are in the order a JSON object
// with these keys has always been written (sorted), so answers stay the
// same byte for byte.
type Page[T any] struct {
	Items      []T   `json:"items"`
	Page       int   `json:"page"`
	PerPage    int   `json:"perPage"`
	TotalItems int64 `json:"totalItems"`
	TotalPages int   `json:"totalPages"`
}

// Records is page number page (perPage long) of collection's records that
// match where, by newest first (newest column, then id), each made an item.
func Records[T any](app core.App, collection string, where dbx.Expression, newest string, page, perPage int,
	item func(core.App, *core.Record) T) (Page[T], error) {
	total, err := app.CountRecords(collection, where)
	if err != nil {
		return Page[T]{}, err
	}
	var rows []*core.Record
	err = app.RecordQuery(collection).AndWhere(where).OrderBy(newest+" DESC", "id DESC").
		Limit(int64(perPage)).Offset(int64((page - 1) * perPage)).All(&rows)
	if err != nil {
		return Page[T]{}, err
	}
	items := make([]T, 0, len(rows))
	for _, r := range rows {
		items = append(items, item(app, r))
	}
	return Page[T]{Items: items, Page: page, PerPage: perPage, TotalItems: total,
		TotalPages: (int(total) + perPage - 1) / perPage}, nil
}

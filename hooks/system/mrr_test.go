package system_test

import (
	"testing"
	"time"

	"voluntech/hooks/system"
)

func date(y int, m time.Month, d, h int) time.Time { return time.Date(y, m, d, h, 0, 0, 0, time.UTC) }

func TestMonthlyRecurringRevenue(t *testing.T) {
	now := date(2026, 6, 15, 12)
	subs := []system.Sub{
		// Starter monthly since September: 49 a month.
		{Plan: "starter", Interval: "month", Status: "active", StartedAt: date(2025, 9, 10, 9)},
		// Essential yearly since January: 990 / 12 = 82.50 a month.
		{Plan: "essential", Interval: "year", Status: "active", StartedAt: date(2026, 1, 1, 0)},
		// Advanced monthly from before the window, cancelled in March: 250
		// until February (it did not run to the end of March).
		{Plan: "advanced", Interval: "month", Status: "canceled", StartedAt: date(2025, 6, 1, 0), CanceledAt: date(2026, 3, 20, 0)},
		// Starter yearly, past due while Stripe retries, since the last hour
		// of May: 490 / 12 = 40.83 a month.
		{Plan: "starter", Interval: "year", Status: "past_due", StartedAt: date(2026, 5, 31, 23)},
		// A trial that started today counts this month.
		{Plan: "starter", Interval: "month", Status: "trialing", StartedAt: now},
		// Never counted: a free plan, a first payment never made, a given-up
		// subscription, a cancelled one that never started, an unknown plan.
		{Plan: "essential", Interval: "month", Status: "free", StartedAt: date(2025, 1, 1, 0)},
		{Plan: "advanced", Interval: "month", Status: "incomplete", StartedAt: date(2026, 2, 1, 0)},
		{Plan: "advanced", Interval: "month", Status: "incomplete_expired", StartedAt: date(2026, 2, 1, 0)},
		{Plan: "advanced", Interval: "month", Status: "unpaid", StartedAt: date(2026, 2, 1, 0)},
		{Plan: "advanced", Interval: "month", Status: "canceled", CanceledAt: date(2026, 2, 1, 0)},
		{Plan: "gold", Interval: "month", Status: "active", StartedAt: date(2026, 2, 1, 0)},
		// Starts next month.
		{Plan: "advanced", Interval: "year", Status: "active", StartedAt: date(2026, 7, 1, 0)},
	}
	want := []system.MonthAmount{
		{Month: "2025-07", Amount: 250}, {Month: "2025-08", Amount: 250},
		{Month: "2025-09", Amount: 299}, {Month: "2025-10", Amount: 299},
		{Month: "2025-11", Amount: 299}, {Month: "2025-12", Amount: 299},
		{Month: "2026-01", Amount: 381.5}, {Month: "2026-02", Amount: 381.5},
		{Month: "2026-03", Amount: 131.5}, {Month: "2026-04", Amount: 131.5},
		{Month: "2026-05", Amount: 172.33}, {Month: "2026-06", Amount: 221.33},
	}
	got := system.MonthlyRecurringRevenue(subs, now)
	if len(got) != len(want) {
		t.Fatalf("%d months, want %d: %v", len(got), len(want), got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("month %d = %+v, want %+v", i, got[i], want[i])
		}
	}
	if c := system.MRRChangePercent(got); c == nil || *c != 28.43 {
		t.Errorf("change = %v, want 28.43", c)
	}

	// No subscriptions: twelve zero months, no change to report.
	empty := system.MonthlyRecurringRevenue(nil, date(2026, 1, 31, 23))
	if len(empty) != 12 || empty[0].Month != "2025-02" || empty[11].Month != "2026-01" || empty[11].Amount != 0 {
		t.Errorf("empty = %v", empty)
	}
	if c := system.MRRChangePercent(empty); c != nil {
		t.Errorf("change without revenue = %v, want nil", *c)
	}
}

func TestMRRChangePercent(t *testing.T) {
	two := func(prev, cur float64) []system.MonthAmount {
		return []system.MonthAmount{{Month: "2026-01", Amount: prev}, {Month: "2026-02", Amount: cur}}
	}
	for _, c := range []struct {
		prev, cur float64
		want      *float64
	}{
		{0, 100, nil},
		{0, 0, nil},
		{100, 150, ptr(50)},
		{200, 150, ptr(-25)},
		{100, 0, ptr(-100)},
		{131.5, 131.5, ptr(0)},
		{3, 4, ptr(33.33)},
	} {
		got := system.MRRChangePercent(two(c.prev, c.cur))
		if (got == nil) != (c.want == nil) || (got != nil && *got != *c.want) {
			t.Errorf("%v -> %v: %v, want %v", c.prev, c.cur, deref(got), deref(c.want))
		}
	}
	if system.MRRChangePercent(nil) != nil {
		t.Error("change of no months")
	}
}

func ptr(v float64) *float64 { return &v }

func deref(p *float64) any {
	if p == nil {
		return nil
	}
	return *p
}

package volunteers

// LatestExperience is the volunteer's newest experience, the one the public
// profile shows as their latest role: a current one first (the latest
// started), else the one that ended last (a missing end month counts as
// December), ties broken by the later start and then by the list order.
// It is nil for an empty list.
func LatestExperience(list []Experience) *Experience {
	var best *Experience
	for i := range list {
		if best == nil || newer(list[i].PeriodJSON, best.PeriodJSON) {
			best = &list[i]
		}
	}
	return best
}

// newer reports whether a is strictly newer than b.
func newer(a, b PeriodJSON) bool {
	if a.Current != b.Current {
		return a.Current
	}
	if !a.Current {
		if ea, eb := monthIndex(a.EndYear, a.EndMonth, 12), monthIndex(b.EndYear, b.EndMonth, 12); ea != eb {
			return ea > eb
		}
	}
	return monthIndex(a.StartYear, a.StartMonth, 1) > monthIndex(b.StartYear, b.StartMonth, 1)
}

// monthIndex orders (year, month) pairs; no year sorts first.
func monthIndex(year, month *int, missingMonth int) int {
	if year == nil {
		return 0
	}
	m := missingMonth
	if month != nil {
		m = *month
	}
	return *year*12 + m
}

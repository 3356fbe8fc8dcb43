package directory_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// Each facet counts what its options would give with the other filters
// applied, its own filter left out.
func TestVolunteerListFacets(t *testing.T) {
	l := lookupIDs(t)
	frID := testutil.LookupOf(t, "country", "FR")
	scenarios := []tests.ApiScenario{
		{Name: "the whole list", URL: volunteersURL, AfterTestFunc: testutil.All(
			expectFacet("category", "Software Development:2", "Data and Analytics:1", "Web Development:1"),
			expectFacet("country", "Jordan:2", "United Kingdom:2"),
			expectFacet("language", "English:4", "Arabic:1", "French:1"),
			expectFacet("skills", "Go:2", "React:2", "Python:1", "SQL:1"),
			expectFacet("tags", "Climate:2", "Frontend:2", "Backend:1", "Data:1"))},
		{Name: "a country filter counts the other facets within it, not its own", URL: volunteersURL + "?country=" + l.jo,
			AfterTestFunc: testutil.All(
				expectList(2, "devon", "dana"),
				expectFacet("category", "Data and Analytics:1", "Software Development:1"),
				expectFacet("country", "Jordan:2", "United Kingdom:2"),
				expectFacet("language", "English:2", "Arabic:1"),
				expectFacet("skills", "Go:1", "Python:1", "SQL:1"),
				expectFacet("tags", "Backend:1", "Climate:1", "Data:1"))},
		{Name: "a skill filter", URL: volunteersURL + "?skills=Go", AfterTestFunc: testutil.All(
			expectFacet("skills", "Go:2", "React:2", "Python:1", "SQL:1"),
			expectFacet("category", "Software Development:2"),
			expectFacet("tags", "Climate:2", "Backend:1", "Frontend:1"))},
		{Name: "two filters: each facet applies the other", URL: volunteersURL + "?skills=React&country=" + l.gb, AfterTestFunc: testutil.All(
			expectList(2, "nora", "vera"),
			expectFacet("skills", "React:2", "Go:1"),
			expectFacet("country", "United Kingdom:2"),
			expectFacet("category", "Software Development:1", "Web Development:1"))},
		{Name: "a search narrows every facet", URL: volunteersURL + "?q=dev", AfterTestFunc: testutil.All(
			expectFacet("category", "Software Development:2"),
			expectFacet("country", "Jordan:1", "United Kingdom:1"),
			expectFacet("language", "English:2", "French:1"))},
		{Name: "a selected option that matches nothing is still listed", URL: volunteersURL + "?skills=Python&country=" + frID + "&tags=Nothing",
			AfterTestFunc: testutil.All(
				expectList(0),
				expectFacet("country", "France:0"),
				expectFacet("tags", "Nothing:0"),
				expectFacet("skills", "Python:0"))},
		{Name: "a selected option outside the matches", URL: volunteersURL + "?skills=Python&country=" + frID,
			AfterTestFunc: expectFacet("country", "Jordan:1", "France:0")},
	}
	runList(t, scenarios)
}

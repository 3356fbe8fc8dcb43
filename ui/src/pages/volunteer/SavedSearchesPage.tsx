import { paths } from '@/shared/paths';
import { SavedSearchesPage as SavedSearches } from '@/features/savedsearch/routes/SavedSearchesPage';

/** The volunteer's saved searches and their alerts; each opens the opportunity search again. */
export function SavedSearchesPage() {
  return <SavedSearches searchPath={paths.opportunities} />;
}

export { SavedSearchesPage as Component };

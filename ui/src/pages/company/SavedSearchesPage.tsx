import { paths } from '@/shared/paths';
import { SavedSearchesPage as SavedSearches } from '@/features/savedsearch/routes/SavedSearchesPage';

/** The company's saved searches and their alerts; each opens the volunteer directory again. */
export function SavedSearchesPage() {
  return <SavedSearches searchPath={paths.company.volunteers} />;
}

export { SavedSearchesPage as Component };

import { useLocalStorage } from '@mantine/hooks';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import { ChoiceSwitch, type Choice } from '@/shared/components/ChoiceSwitch';
import { CardGrid } from '@/shared/components/ListPageFrame';
import { useDeferredQuery } from '@/shared/hooks/useDeferredQuery';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { companiesQuery, useCompanies } from '../api/companies';
import type { FirstData } from '@/shared/firstData';
import { CompanyCard, CompanyCardSkeleton, type CompanyLayout } from '../components/CompanyCard';
import { DirectoryFrame } from '../components/DirectoryFrame';
import { SkeletonGrid } from '../components/SkeletonGrid';
import { useListUrlState } from '../useListUrlState';
import { companyList, parseListState, withFilterValue, withoutFilterValue } from '../urlState';

/** A layout's choice: its icon beside its name. */
function layoutChoice(
  value: CompanyLayout,
  name: string,
  Icon: typeof IconList,
): Choice<CompanyLayout> {
  return {
    value,
    label: (
      <>
        <Icon size={16} aria-hidden />
        <span>{name}</span>
      </>
    ),
  };
}

const layoutChoices = [
  layoutChoice('grid', 'Grid', IconLayoutGrid),
  layoutChoice('list', 'List', IconList),
];

/** The list's page as the address asks for it is the first screen (app/firstDraw.ts). */
export const firstData: FirstData = (client, { request }) => [
  client.prefetchQuery(
    companiesQuery(parseListState(companyList, new URL(request.url).searchParams)),
  ),
];

/**
 * The public company list: search, sort,
 * category, location and tag filters, a grid or list layout and 10 per page;
 * the list's state lives in the URL, the layout is the visitor's preference.
 */
export function CompaniesPage() {
  usePageTitle('Companies');
  const [state, commit] = useListUrlState(companyList);
  const query = useDeferredQuery(useCompanies(state));
  const [layout, setLayout] = useLocalStorage<CompanyLayout>({
    key: 'voluntech:companyLayout',
    defaultValue: 'grid',
    getInitialValueInEffect: false,
  });
  const list = layout === 'list';

  const onTag = (tag: string, selected: boolean) => {
    const match = state.filters.tags.find((t) => t.toLowerCase() === tag.toLowerCase()) ?? tag;
    commit(
      selected
        ? withoutFilterValue(state, 'tags', match)
        : withFilterValue(companyList, state, 'tags', tag),
    );
  };

  const cols = list ? 1 : { base: 1, sm: 2, lg: 3 };

  return (
    <DirectoryFrame
      title="Companies"
      intro="Tech companies looking for skilled volunteers."
      config={companyList}
      state={state}
      commit={commit}
      query={query}
      searchLabel="Search companies"
      searchPlaceholder="Name, tag or city"
      noun={['company', 'companies']}
      emptyText="No companies found."
      toolbarExtra={
        <ChoiceSwitch label="Layout" choices={layoutChoices} value={layout} onChange={setLayout} />
      }
      skeleton={<SkeletonGrid label="Loading companies" cols={cols} card={CompanyCardSkeleton} />}
    >
      <CardGrid
        cols={cols}
        label="Companies"
        data-layout={layout}
        items={query.data?.items ?? []}
        keyOf={(c) => c.username}
      >
        {(c) => (
          <CompanyCard
            company={c}
            layout={layout}
            selectedTags={state.filters.tags}
            onTag={onTag}
          />
        )}
      </CardGrid>
    </DirectoryFrame>
  );
}

export { CompaniesPage as Component };

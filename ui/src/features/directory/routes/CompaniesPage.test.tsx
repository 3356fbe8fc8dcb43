import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/renderRoutes';
import type { CompanyListItem, CompanyPage } from '../api/companies';
import { CompaniesPage } from './CompaniesPage';

const mocks = vi.hoisted(() => ({ send: vi.fn() }));

vi.mock('@/shared/pb', () => ({ pb: { send: mocks.send } }));

const acme: CompanyListItem = {
  username: 'acme',
  company_name: 'Acme Robotics',
  logo: '',
  city: 'London',
  country: { id: 'gb0000000000001', name: 'United Kingdom' },
  tags: ['Climate', 'Robotics'],
  category: { id: 'cat000000000001', name: 'SaaS' },
  opportunities: 2,
};

const nowhere: CompanyListItem = {
  ...acme,
  username: 'nowhere',
  company_name: 'Nowhere Ltd',
  logo: '/api/files/users/x/logo.png',
  city: '',
  country: null,
  tags: [],
  category: null,
  opportunities: 0,
};

const response: CompanyPage = {
  page: 1,
  perPage: 10,
  totalItems: 2,
  totalPages: 1,
  items: [acme, nowhere],
  facets: {
    category: [{ value: 'cat000000000001', label: 'SaaS', count: 1 }],
    country: [{ value: 'gb0000000000001', label: 'United Kingdom', count: 1 }],
    tags: [{ value: 'Climate', label: 'Climate', count: 1 }],
  },
};

function renderPage(path = '/companies') {
  return renderRoutes([{ path: '/companies', Component: CompaniesPage }], path);
}

const lastQuery = () =>
  (mocks.send.mock.calls.at(-1)?.[1] as { query: Record<string, unknown> }).query;

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  mocks.send.mockResolvedValue(response);
});

describe('CompaniesPage', () => {
  it('lists the companies with logo or initials, place and tags', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Companies' });
    const [first, second] = within(list)
      .getAllByRole('article')
      .map((card) => within(card));
    expect(first?.getByRole('link', { name: 'Acme Robotics' })).toHaveAttribute(
      'href',
      '/company/acme',
    );
    expect(first?.getByText('AR')).toBeInTheDocument();
    expect(first?.getByText('London, United Kingdom')).toBeVisible();
    expect(first?.getByText('2 opportunities')).toBeVisible();
    expect(second?.getByText('Unknown Location')).toBeVisible();
    expect(mocks.send).toHaveBeenCalledWith('/api/directory/companies', {
      method: 'GET',
      query: { sort: 'relevance', page: 1, perPage: 10 },
      signal: expect.any(AbortSignal),
    });
    // Ten per page, no page size to choose.
    expect(screen.queryByRole('combobox', { name: 'Per page' })).not.toBeInTheDocument();
  });

  it('adds a clicked tag to the filter and takes it out on a second click', async () => {
    const router = renderPage();
    const tag = await screen.findByRole('button', { name: 'Filter by tag Climate' });
    expect(tag).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(tag);
    await waitFor(() => expect(router.state.location.search).toBe('?tags=Climate'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ tags: ['Climate'], page: 1 }));
    expect(screen.getByRole('button', { name: 'Remove filter Tags: Climate' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Filter by tag Climate' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filter by tag Climate' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('switches between grid and list and remembers the choice', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Companies' });
    expect(list).toHaveAttribute('data-layout', 'grid');
    const layout = screen.getByRole('radiogroup', { name: 'Layout' });
    await userEvent.click(within(layout).getByLabelText('List'));
    expect(screen.getByRole('list', { name: 'Companies' })).toHaveAttribute('data-layout', 'list');
    expect(localStorage.getItem('voluntech:companyLayout')).toBe('"list"');
  });

  it('sorts by most opportunities and filters by location', async () => {
    const router = renderPage();
    await screen.findByRole('list', { name: 'Companies' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Most opportunities',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?sort=opportunities'));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Location' }),
      'United Kingdom (1)',
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=opportunities&country=gb0000000000001'),
    );
    expect(screen.getByRole('button', { name: 'Remove filter Location: United Kingdom' }));

    // The pick list's first option takes the filter off again.
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Location' }),
      'Any location',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?sort=opportunities'));
  });

  it('draws the side filter column only where the screen is wide enough to show it', async () => {
    const wide = window.matchMedia;
    // Below Mantine's md breakpoint (62em) the filters are in the drawer.
    window.matchMedia = (query: string) => ({
      ...wide(query),
      matches: query.startsWith('(max-width: 61.99'),
    });
    try {
      renderPage();
      await screen.findByRole('list', { name: 'Companies' });
      expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
      expect(screen.queryByRole('combobox', { name: 'Location' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    } finally {
      window.matchMedia = wide;
    }
  });

  it('draws the side filter column on a wide screen', async () => {
    renderPage();
    const side = await screen.findByRole('complementary', { name: 'Filters' });
    expect(within(side).getByRole('combobox', { name: 'Location' })).toBeInTheDocument();
  });
});

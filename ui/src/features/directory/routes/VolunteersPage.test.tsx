import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/renderRoutes';
import type { User } from '@/shared/types';
import type { VolunteerListItem, VolunteerPage } from '../api/volunteers';
import { VolunteersPage } from './VolunteersPage';

const mocks = vi.hoisted(() => ({
  send: vi.fn(),
  getFullList: vi.fn(),
  create: vi.fn(),
  remove: vi.fn(),
  user: null as User | null,
  saveReturnPath: vi.fn(),
}));

vi.mock('@/shared/pb', () => ({
  pb: {
    send: mocks.send,
    filter: (expr: string) => expr,
    collection: () => ({
      getFullList: mocks.getFullList,
      create: mocks.create,
      delete: mocks.remove,
    }),
  },
}));
vi.mock('@/shared/auth', () => ({
  useCurrentUser: () => mocks.user,
  saveReturnPath: mocks.saveReturnPath,
  companyIdOf: (user: { id: string; team?: string } | null) => (user ? user.team || user.id : ''),
}));

const ada: VolunteerListItem = {
  id: 'userada00000001',
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  photo: '',
  tags: ['Mentoring', 'Data'],
  category: { id: 'cat000000000001', name: 'Software Development' },
  city: 'Leeds',
  country: { id: 'gb0000000000001', name: 'United Kingdom' },
  available: true,
  favorited: false,
};

const grace: VolunteerListItem = {
  ...ada,
  id: 'usergrace000001',
  username: 'grace',
  first_name: 'Grace',
  last_name: 'Hopper',
  tags: [],
  category: null,
  city: '',
  country: null,
  available: false,
};

function pageOf(items: VolunteerListItem[], extra: Partial<VolunteerPage> = {}): VolunteerPage {
  return {
    page: 1,
    perPage: 10,
    totalItems: items.length,
    totalPages: items.length > 0 ? 1 : 0,
    items,
    facets: {
      category: [{ value: 'cat000000000001', label: 'Software Development', count: 2 }],
      skills: [{ value: 'Go', label: 'Go', count: 1 }],
      tags: [
        { value: 'Mentoring', label: 'Mentoring', count: 1 },
        { value: 'Data', label: 'Data', count: 1 },
      ],
      language: [],
      country: [{ value: 'gb0000000000001', label: 'United Kingdom', count: 1 }],
    },
    ...extra,
  };
}

function renderPage(path = '/volunteers') {
  return renderRoutes(
    [
      { path: '/volunteers', Component: VolunteersPage },
      { path: '/volunteer/:username', element: <h1>Profile</h1> },
      { path: '/login', element: <h1>Login</h1> },
    ],
    path,
  );
}

/** The query of the n-th directory call (0-based), or of the last one. */
function sentQuery(n?: number): Record<string, unknown> {
  const calls = mocks.send.mock.calls;
  const call = calls[n ?? calls.length - 1];
  expect(call?.[0]).toBe('/api/directory/volunteers');
  return (call?.[1] as { query: Record<string, unknown> }).query;
}

beforeEach(() => {
  vi.clearAllMocks();
  mocks.user = null;
  mocks.send.mockResolvedValue(pageOf([ada, grace]));
  mocks.getFullList.mockResolvedValue([]);
});

describe('VolunteersPage', () => {
  it('lists the volunteers with their tags, category and location, and the facets with counts', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Volunteers' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading volunteers' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Volunteers' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/volunteer/ada',
    );
    expect(first.getByRole('list', { name: 'Tags of Ada Lovelace' })).toHaveTextContent(
      'MentoringData',
    );
    expect(first.getByText('Software Development')).toBeVisible();
    expect(first.getByText('Leeds, United Kingdom')).toBeVisible();
    expect(first.getByText('Open to opportunities')).toBeVisible();
    expect(first.getByText('AL')).toBeInTheDocument();
    expect(screen.getByText('2 volunteers')).toBeVisible();
    expect(sentQuery(0)).toEqual({ sort: 'newest', page: 1, perPage: 10 });
    // The title is set in an effect, which may run after the DOM answers the query.
    await waitFor(() => expect(document.title).toBe('Volunteers · Voluntech'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    expect(await screen.findByRole('option', { name: 'Software Development (2)' })).toBeVisible();
  });

  it('reads the search, filters and page from the URL and shows the filters as chips', async () => {
    mocks.send.mockResolvedValue(pageOf([ada], { page: 2, totalItems: 11, totalPages: 2 }));
    const router = renderPage('/volunteers?q=dev&tags=Mentoring&page=2&perPage=25&sort=bogus');
    await screen.findByRole('list', { name: 'Volunteers' });
    expect(sentQuery(0)).toEqual({
      q: 'dev',
      sort: 'newest',
      tags: ['Mentoring'],
      page: 2,
      perPage: 25,
    });
    expect(screen.getByRole('textbox', { name: 'Search volunteers' })).toHaveValue('dev');

    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Tags: Mentoring' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=dev&perPage=25'));
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() =>
      expect(sentQuery()).toEqual({ q: 'dev', sort: 'newest', page: 1, perPage: 25 }),
    );
  });

  it('adds a tag from the filter panel and clears every filter', async () => {
    const router = renderPage('/volunteers?skills=Go');
    await screen.findByRole('list', { name: 'Volunteers' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tags' }), 'Data (1)');
    await waitFor(() => expect(router.state.location.search).toBe('?skills=Go&tags=Data'));
    expect(screen.getByRole('button', { name: 'Remove filter Tags: Data' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove filter Skills: Go' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('searches 500 ms after typing stops, back on page 1; refining the search replaces the entry', async () => {
    mocks.send.mockResolvedValue(pageOf([ada, grace], { totalItems: 30, totalPages: 3 }));
    const router = renderPage('/volunteers?page=2');
    await screen.findByRole('list', { name: 'Volunteers' });
    const calls = mocks.send.mock.calls.length;
    const box = screen.getByRole('textbox', { name: 'Search volunteers' });
    await userEvent.type(box, 'rea');
    // Not yet: the pause has not passed.
    expect(mocks.send.mock.calls.length).toBe(calls);
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(router.state.location.search).toBe('?q=rea'), { timeout: 2000 });
    // The first search is a step of its own: back returns to the list before it.
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(sentQuery()).toMatchObject({ q: 'rea', page: 1 }));

    await userEvent.type(box, 'ct');
    await waitFor(() => expect(router.state.location.search).toBe('?q=react'), { timeout: 2000 });
    expect(router.state.historyAction).toBe('REPLACE');

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(box).toHaveValue(''));
  }, 15_000);

  it('searches at once on Enter', async () => {
    const router = renderPage();
    await screen.findByRole('list', { name: 'Volunteers' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search volunteers' }), 'go{Enter}');
    expect(router.state.location.search).toBe('?q=go');
  });

  it('says so when nothing is found and offers to clear the filters', async () => {
    mocks.send.mockResolvedValue(pageOf([]));
    const router = renderPage('/volunteers?tags=Nobody');
    expect(await screen.findByText('No volunteers found.')).toBeVisible();
    expect(screen.getByText('0 volunteers')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('pages through the results and changes the page size', async () => {
    mocks.send.mockResolvedValue(pageOf([ada, grace], { totalItems: 30, totalPages: 3 }));
    const router = renderPage();
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(sentQuery()).toMatchObject({ page: 2 }));
    // Focus moves to the top of the results, off the page buttons.
    expect(screen.getByText('30 volunteers')).toHaveFocus();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '25');
    await waitFor(() => expect(router.state.location.search).toBe('?perPage=25'));
    await waitFor(() => expect(sentQuery()).toMatchObject({ page: 1, perPage: 25 }));
  });

  it('goes to the last page when the URL asks for one beyond it', async () => {
    mocks.send.mockResolvedValue(pageOf([], { page: 9, totalItems: 12, totalPages: 2 }));
    const router = renderPage('/volunteers?page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a guest who clicks a heart to log in, keeping the list to come back to', async () => {
    const router = renderPage('/volunteers?tags=Data');
    await userEvent.click(await screen.findByRole('button', { name: 'Save Ada Lovelace' }));
    expect(mocks.saveReturnPath).toHaveBeenCalledWith('/volunteers?tags=Data');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(mocks.getFullList).not.toHaveBeenCalled();
  });

  it('saves a volunteer for a signed-in user and removes the saved one', async () => {
    mocks.user = { id: 'me0000000000001', username: 'me', role: 'volunteer' } as User;
    // The server's favourites, as a refetch after each change reads them.
    let stored = [{ id: 'fav000000000001', volunteer: grace.id }];
    mocks.getFullList.mockImplementation(async () => [...stored]);
    mocks.create.mockImplementation(async () => {
      const created = { id: 'fav000000000002', volunteer: ada.id };
      stored = [...stored, created];
      return created;
    });
    mocks.remove.mockImplementation(async (id: string) => {
      stored = stored.filter((f) => f.id !== id);
      return true;
    });
    renderPage();

    const save = await screen.findByRole('button', { name: 'Save Ada Lovelace' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    const saved = await screen.findByRole('button', { name: 'Remove Grace Hopper from saved' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(save);
    expect(mocks.create).toHaveBeenCalledWith(
      { user: 'me0000000000001', volunteer: ada.id },
      expect.anything(),
    );
    expect(
      await screen.findByRole('button', { name: 'Remove Ada Lovelace from saved' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(saved);
    await waitFor(() => expect(mocks.remove).toHaveBeenCalledWith('fav000000000001'));
    expect(await screen.findByRole('button', { name: 'Save Grace Hopper' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

import { screen } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/renderRoutes';
import type { User } from '@/shared/types';
import { PublicVolunteerPage } from './PublicVolunteerPage';

const mocks = vi.hoisted(() => ({ send: vi.fn(), user: null as unknown }));

vi.mock('@/shared/pb', () => ({ pb: { send: mocks.send } }));
vi.mock('@/shared/auth', () => ({
  useCurrentUser: () => mocks.user,
  companyIdOf: (u: { id: string; team?: string } | null) => (u ? u.team || u.id : ''),
}));

const notFound = new ClientResponseError({
  url: '/api/directory/volunteers/vera',
  status: 404,
  response: { status: 404, message: 'Not found.', data: {} },
});

function user(over: Partial<User>): User {
  return {
    id: 'u1',
    collectionName: 'users',
    username: 'vera',
    email: 'vera@example.com',
    first_name: 'Vera',
    last_name: 'V',
    role: 'volunteer',
    verified: true,
    country: '',
    category: '',
    profile_step: 3,
    adult_confirmed_at: '',
    created: '',
    ...over,
  };
}

function renderPage() {
  renderRoutes(
    [{ path: '/volunteer/:username', Component: PublicVolunteerPage }],
    '/volunteer/vera',
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  mocks.send.mockRejectedValue(notFound);
});

describe('PublicVolunteerPage of an unlisted volunteer', () => {
  it('shows its owner the steps left instead of the not-found page', async () => {
    mocks.user = user({ profile_step: 3 });
    renderPage();
    expect(await screen.findByText('Your profile is not public yet')).toBeVisible();
    expect(screen.queryByText('Oops! Page not found.')).toBeNull();
    const left = screen.getByRole('list', { name: 'Steps left' });
    expect(left).toHaveTextContent('Education');
    expect(left).toHaveTextContent('Career aspirations');
    expect(left).not.toHaveTextContent('Basic profile information');
    expect(screen.getByRole('link', { name: 'Continue your profile' })).toHaveAttribute(
      'href',
      '/volunteer/profile-creation',
    );
  });

  it('links a superadmin to the account in the system area', async () => {
    mocks.user = user({ id: 's1', username: 'sally', role: 'superadmin' });
    // The public read answers 404; the system user search finds the account.
    mocks.send.mockImplementation((path: string) =>
      path === '/api/system/users'
        ? Promise.resolve({ items: [{ username: 'vera' }] })
        : Promise.reject(notFound),
    );
    renderPage();
    expect(await screen.findByRole('link', { name: 'Open in System Settings' })).toHaveAttribute(
      'href',
      '/system/system-settings?q=vera',
    );
  });

  it('shows a superadmin the not-found page of an account that does not exist', async () => {
    mocks.user = user({ id: 's1', username: 'sally', role: 'superadmin' });
    mocks.send.mockImplementation((path: string) =>
      path === '/api/system/users' ? Promise.resolve({ items: [] }) : Promise.reject(notFound),
    );
    renderPage();
    expect(await screen.findByText('Oops! Page not found.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Open in System Settings' })).toBeNull();
  });

  it('shows anyone else the not-found page', async () => {
    mocks.user = user({ id: 'u2', username: 'other' });
    renderPage();
    expect(await screen.findByText('Oops! Page not found.')).toBeVisible();
    expect(screen.queryByText('Your profile is not public yet')).toBeNull();
  });
});

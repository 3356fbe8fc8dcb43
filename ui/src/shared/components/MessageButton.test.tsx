import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/renderRoutes';
import { MessageButton } from './MessageButton';

const mocks = vi.hoisted(() => ({ user: null as unknown, start: vi.fn() }));

vi.mock('@/shared/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/auth')>()),
  useCurrentUser: () => mocks.user,
}));
vi.mock('@/shared/api/startConversation', () => ({
  useStartConversation: () => ({ mutate: mocks.start, isPending: false }),
}));

function renderOnProfile() {
  return renderRoutes(
    [
      {
        path: '/company/:username',
        Component: () => <MessageButton party="company" username="acme" name="Acme Ltd" />,
      },
      { path: '/login', Component: () => <p>Login page</p> },
    ],
    '/company/acme?tab=about',
  );
}

beforeEach(() => {
  sessionStorage.clear();
  vi.clearAllMocks();
});

describe('MessageButton', () => {
  it('takes a guest to sign in, to come back to the profile afterwards', async () => {
    mocks.user = null;
    const router = renderOnProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Message Acme Ltd' }));
    expect(await screen.findByText('Login page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('returnPath')).toBe('/company/acme?tab=about');
    expect(mocks.start).not.toHaveBeenCalled();
  });

  it('shows nothing to a signed-in user of the same side', () => {
    mocks.user = { id: 'c1', role: 'company', verified: true, username: 'other' };
    renderOnProfile();
    expect(screen.queryByRole('button', { name: 'Message Acme Ltd' })).toBeNull();
  });

  it('starts the conversation for a volunteer', async () => {
    mocks.user = { id: 'v1', role: 'volunteer', verified: true, username: 'vera' };
    renderOnProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Message Acme Ltd' }));
    expect(mocks.start).toHaveBeenCalledWith({ username: 'acme' }, expect.anything());
  });
});

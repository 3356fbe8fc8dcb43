import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '../auth';
import { pb } from '../pb';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/** A token PocketBase's store counts as valid: it only reads `exp`. */
const token = `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.y`;

function Wizard() {
  const navigate = useNavigate();
  return (
    <>
      <UnsavedChangesGuard scope="wizard." />
      <button onClick={() => navigate('/elsewhere')}>Leave</button>
      <button
        onClick={() => {
          // What "Go To Login" does when the session has ended.
          logout();
          void navigate('/login');
        }}
      >
        Go To Login
      </button>
    </>
  );
}

function renderWizard() {
  const router = createMemoryRouter(
    [
      { path: '/wizard', element: <Wizard /> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/wizard'] },
  );
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

describe('UnsavedChangesGuard', () => {
  afterEach(() => {
    pb.authStore.clear();
    sessionStorage.clear();
  });

  it('asks before a signed-in user leaves with a draft', async () => {
    pb.authStore.save(token, { id: 'u1', collectionName: 'users' } as never);
    sessionStorage.setItem('draft:u1:wizard.motivation', '{"text":"typed"}');
    const router = renderWizard();
    act(() => screen.getByRole('button', { name: 'Leave' }).click());
    expect(await screen.findByText(/changes that are not saved/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wizard');
  });

  it('lets a user whose session ended reach the login page, keeping the draft', async () => {
    pb.authStore.save(token, { id: 'u1', collectionName: 'users' } as never);
    sessionStorage.setItem('draft:u1:wizard.motivation', '{"text":"typed"}');
    const router = renderWizard();
    act(() => screen.getByRole('button', { name: 'Go To Login' }).click());
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('draft:u1:wizard.motivation')).toBe('{"text":"typed"}');
  });
});

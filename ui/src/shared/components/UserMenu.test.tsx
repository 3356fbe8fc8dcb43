import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/renderRoutes';
import { UserMenu } from './UserMenu';

vi.mock('@/shared/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/auth')>()),
  useCurrentUser: () => ({
    id: 'c1',
    role: 'company',
    username: 'omar',
    first_name: 'Omar',
    last_name: 'Haddad',
  }),
}));

describe('UserMenu', () => {
  it('opens the account menu on the first click, which loads it, and gives the focus back on Escape', async () => {
    renderInApp(<UserMenu />);
    const plain = screen.getByRole('button', { name: 'Account menu for Omar Haddad' });
    expect(plain).toHaveTextContent('OH');
    expect(plain).toHaveAttribute('aria-haspopup', 'menu');
    expect(plain).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(plain);
    expect(await screen.findByRole('menuitem', { name: 'Log Out' })).toBeVisible();
    const avatar = screen.getByRole('button', { name: 'Account menu for Omar Haddad' });
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(avatar).toHaveFocus());
    await userEvent.click(avatar);
    expect(await screen.findByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/renderRoutes';
import { NotificationBell } from './NotificationBell';

describe('NotificationBell', () => {
  it('opens its menu on the first click, which loads it, and gives the focus back on Escape', async () => {
    renderInApp(<NotificationBell allPath="/company/notifications" />);
    const plain = screen.getByRole('button', { name: 'Notifications' });
    expect(plain).toHaveAttribute('aria-haspopup', 'dialog');
    expect(plain).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(plain);
    const menu = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(menu).toHaveTextContent('Mark all as read');
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bell).toHaveFocus());
    // A second click opens it again, from the loaded menu.
    await userEvent.click(bell);
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeVisible();
  });
});

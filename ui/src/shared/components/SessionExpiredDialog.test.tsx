import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionExpiredDialog } from './SessionExpiredDialog';

describe('SessionExpiredDialog', () => {
  it('stays open on Escape and leaves only through Go To Login', async () => {
    const user = userEvent.setup({ delay: null });
    const goToLogin = vi.fn();
    render(
      <MantineProvider env="test">
        <SessionExpiredDialog opened onGoToLogin={goToLogin} />
      </MantineProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Unauthenticated' });
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(goToLogin).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Go To Login' }));
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../components/testing';
import { PreRegisterPage } from './PreRegisterPage';

describe('PreRegisterPage', () => {
  it('enables Create Account once a role is chosen and goes to its registration', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(PreRegisterPage, { path: '/pre-register' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Join as a Volunteer or Tech Company' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create Account' });
    expect(create).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /I'm a Tech Company/ }));
    expect(screen.getByRole('radio', { name: /I'm a Tech Company/ })).toBeChecked();
    await user.click(create);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/company-register');
  });

  it('works with the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(PreRegisterPage, { path: '/pre-register' });
    await user.tab();
    expect(screen.getByRole('radio', { name: /I am a Volunteer/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: /I am a Volunteer/ })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    screen.getByRole('button', { name: 'Create Account' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/volunteer-registration');
  });
});

import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientResponseError } from 'pocketbase';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/renderRoutes';
import { pb } from '@/shared/pb';
import type { User } from '@/shared/types';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DetailsForm } from './DetailsForm';

const user = {
  id: 'u1',
  collectionName: 'users',
  username: 'ada',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  role: 'volunteer',
  verified: true,
} as User;

/** The users collection's calls, answered by `answer`. */
function fakeUsers(answer: (method: string, ...args: unknown[]) => unknown) {
  const service = {
    update: (...args: unknown[]) => answer('update', ...args),
    requestEmailChange: (...args: unknown[]) => answer('requestEmailChange', ...args),
  };
  return vi.spyOn(pb, 'collection').mockReturnValue(service as never);
}

function refused(data: Record<string, string>) {
  return new ClientResponseError({
    status: 400,
    response: {
      status: 400,
      message: 'Failed to update record.',
      data: Object.fromEntries(
        Object.entries(data).map(([k, message]) => [k, { code: 'validation_invalid', message }]),
      ),
    },
  });
}

/** Types a whole value at once: one change event (per-key typing is slow on a loaded machine). */
function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => vi.restoreAllMocks());

describe('DetailsForm', () => {
  it('checks every field before sending anything', async () => {
    const calls = fakeUsers(() => Promise.resolve(user));
    renderInApp(<DetailsForm user={user} />);
    fill(/First name/, '');
    fill(/Username/, 'a!');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Username must be 3 to 30 characters long.')).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under its field", async () => {
    fakeUsers(() => Promise.reject(refused({ username: 'The username is taken.' })));
    renderInApp(<DetailsForm user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('The username is taken.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ChangePasswordForm', () => {
  it('refuses a new password equal to the current one, and a confirmation that differs', async () => {
    const calls = fakeUsers(() => Promise.resolve(user));
    renderInApp(<ChangePasswordForm user={user} />);
    fill(/Current password/, 'same-password-1');
    fill(/^New password/, 'same-password-1');
    fill(/Confirm new password/, 'other-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Choose a password different from your current one.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
  });

  it('words a wrong current password its own way', async () => {
    fakeUsers(() => Promise.reject(refused({ oldPassword: 'Missing or invalid old password.' })));
    renderInApp(<ChangePasswordForm user={user} />);
    fill(/Current password/, 'wrong-password-1');
    fill(/^New password/, 'a-new-password-1');
    fill(/Confirm new password/, 'a-new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
  });
});

describe('ChangeEmailForm', () => {
  it('refuses a bad address and the current one', async () => {
    const calls = fakeUsers(() => Promise.resolve());
    renderInApp(<ChangeEmailForm user={user} />);
    fill(/New email/, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    fill(/New email/, 'ADA@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('This is already your email address.')).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
  });

  it('says where the link went', async () => {
    fakeUsers(() => Promise.resolve());
    renderInApp(<ChangeEmailForm user={user} />);
    fill(/New email/, 'ada@new.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ada@new.example.com');
  });
});

import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientResponseError } from 'pocketbase';
import { describe, expect, it, vi } from 'vitest';
import { ReasonModal } from './ReasonModal';

function renderModal(onSubmit: (reason: string) => Promise<unknown>) {
  const onClose = vi.fn();
  render(
    <MantineProvider env="test">
      <ReasonModal
        opened
        title="Reject these hours?"
        missing="Give a reason for rejecting these hours."
        confirmLabel="Reject hours"
        fallback="The hours could not be rejected. Please try again."
        pending={false}
        onClose={onClose}
        onSubmit={onSubmit}
      >
        <p>Ada: 2 hours on 3 March.</p>
      </ReasonModal>
    </MantineProvider>,
  );
  return onClose;
}

const reject = () => userEvent.click(screen.getByRole('button', { name: 'Reject hours' }));

describe('ReasonModal', () => {
  it('asks for a reason before sending anything', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderModal(onSubmit);
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: '   ' } });
    await reject();
    expect(screen.getByText('Give a reason for rejecting these hours.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the trimmed reason and shows the server's refusal under the field", async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ClientResponseError({
          status: 400,
          response: { data: { reason: { code: 'validation_length', message: 'Too long.' } } },
        }),
      ),
    );
    const onClose = renderModal(onSubmit);
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: ' Not on that day. ' } });
    await reject();
    expect(onSubmit).toHaveBeenCalledWith('Not on that day.');
    expect(await screen.findByText('Too long.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes once the action succeeded', async () => {
    const onClose = renderModal(() => Promise.resolve());
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Duplicate entry.' } });
    await reject();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

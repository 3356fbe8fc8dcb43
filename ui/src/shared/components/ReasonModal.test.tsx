import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReasonModal } from './ReasonModal';

type Submit = (reason: string, done: () => void, fail: (message: string | null) => void) => void;

function renderModal(onSubmit: Submit) {
  const onClose = vi.fn();
  render(
    <MantineProvider env="test">
      <ReasonModal
        opened
        title="Reject these hours?"
        requiredMessage="Give a reason for rejecting these hours."
        maxLength={500}
        confirmLabel="Reject hours"
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
    const onSubmit = vi.fn<Submit>();
    renderModal(onSubmit);
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: '   ' } });
    await reject();
    expect(screen.getByText('Give a reason for rejecting these hours.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason and shows why it failed under the field', async () => {
    const onSubmit = vi.fn<Submit>((_reason, _done, fail) => fail('Too long.'));
    const onClose = renderModal(onSubmit);
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: ' Not on that day. ' } });
    await reject();
    expect(onSubmit.mock.calls[0]?.[0]).toBe('Not on that day.');
    expect(await screen.findByText('Too long.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes once the action succeeded', async () => {
    const onClose = renderModal((_reason, done) => done());
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Duplicate entry.' } });
    await reject();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

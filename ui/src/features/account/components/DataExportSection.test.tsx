import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientResponseError } from 'pocketbase';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/renderRoutes';
import { pb } from '@/shared/pb';
import type { DataExport } from '../api/dataExport';
import { DataExportSection } from './DataExportSection';

const notFound = () =>
  new ClientResponseError({ status: 404, response: { status: 404, message: 'none', data: {} } });

/** Answers GET and POST /api/account/export from `state`. */
function fakeServer(state: { current: DataExport | null; post: () => DataExport }) {
  return vi
    .spyOn(pb, 'send')
    .mockImplementation(async (_path: string, opts?: { method?: string }) => {
      if (opts?.method === 'POST') {
        state.current = state.post();
        return state.current;
      }
      if (!state.current) throw notFound();
      return state.current;
    });
}

const pending: DataExport = {
  id: 'e1',
  status: 'pending',
  progress: 40,
  created: '2026-01-01T10:00:00Z',
  next_allowed: '2999-01-02T10:00:00Z',
};

afterEach(() => vi.restoreAllMocks());

describe('DataExportSection', () => {
  it('asks for an export and shows its progress, then refuses a second one today', async () => {
    fakeServer({ current: null, post: () => pending });
    renderInApp(<DataExportSection />);
    const button = await screen.findByRole('button', { name: 'Download my data' });
    await userEvent.click(button);
    expect(await screen.findByText('Preparing your data… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /Preparing your data/ })).toBeInTheDocument();
    expect(screen.getByText(/one copy of your data a day/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeDisabled();
  });

  it('shows the link and the expiry of a ready export', async () => {
    fakeServer({
      current: {
        ...pending,
        status: 'ready',
        progress: 100,
        url: '/api/account/export/download',
        expires: '2999-01-08T10:00:00Z',
      },
      post: () => pending,
    });
    renderInApp(<DataExportSection />);
    expect(
      await screen.findByRole('button', { name: 'Download your data (ZIP)' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The link works until/)).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    vi.spyOn(pb, 'send').mockImplementation(async (_path: string, opts?: { method?: string }) => {
      if (opts?.method === 'POST') {
        throw new ClientResponseError({
          status: 400,
          response: { status: 400, message: 'You can download your data once a day.', data: {} },
        });
      }
      throw notFound();
    });
    renderInApp(<DataExportSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('once a day');
  });
});

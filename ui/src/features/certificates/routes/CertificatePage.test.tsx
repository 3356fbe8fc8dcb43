import { screen } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/renderRoutes';
import { CertificatePage } from './CertificatePage';

const mocks = vi.hoisted(() => ({ getOne: vi.fn() }));

vi.mock('@/shared/pb', () => ({
  pb: { collection: () => ({ getOne: mocks.getOne }) },
}));
vi.mock('../api/didDocument', () => ({
  useDidDocument: () => ({ data: undefined }),
}));

const renderAt = (id: string) =>
  renderRoutes([{ path: '/certificates/:id', Component: CertificatePage }], `/certificates/${id}`);

const failure = (status: number) =>
  new ClientResponseError({ status, response: { status, message: 'x', data: {} } });

describe('CertificatePage', () => {
  it('says no such certificate exists for an unknown id (404)', async () => {
    mocks.getOne.mockRejectedValue(failure(404));
    renderAt('doesnotexist');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No such certificate' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/never issued a certificate at this address/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(document.title).toContain('Certificate not found');
  });

  it('offers to try again when the server fails', async () => {
    mocks.getOne.mockRejectedValue(failure(500));
    renderAt('abc');
    expect(await screen.findByText('This certificate could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('No such certificate')).not.toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/renderRoutes';
import { AreaSearch } from './AreaSearch';

vi.mock('@/features/directory/api/areaSearch', () => ({
  useAreaSearch: (q: string) => ({
    isFetching: false,
    data:
      q.length < 2
        ? undefined
        : {
            volunteers: [
              { key: 'v1', label: 'Ada Lovelace', detail: 'London', to: '/volunteer/ada' },
            ],
            companies: [],
            opportunities: [],
          },
  }),
}));

describe('AreaSearch', () => {
  it('keeps the focus, caret and text typed while its results load, then lists them', async () => {
    const router = renderRoutes(
      [
        { path: '/company/dashboard', Component: () => <AreaSearch /> },
        { path: '/volunteer/:username', Component: () => <p>Profile page</p> },
      ],
      '/company/dashboard',
    );
    const plain = screen.getByRole('textbox', { name: 'Site search' });
    // Before its first focus: the field alone, closed.
    expect(plain).toHaveAttribute('aria-haspopup', 'listbox');
    expect(plain).toHaveAttribute('autocomplete', 'off');
    await userEvent.click(plain);
    await userEvent.keyboard('Ad');
    // The field with its results replaces it, and takes over.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Site search' })).not.toBe(plain),
    );
    const field = screen.getByRole('textbox', { name: 'Site search' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Ad');
    await userEvent.keyboard('a');
    expect(field).toHaveValue('Ada');
    const results = await screen.findByRole('listbox', { name: 'Search results' });
    expect(results).toHaveTextContent('Ada Lovelace');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('Profile page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/volunteer/ada');
  });
});

import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AreaListPage } from './AreaListPage';

type Query = Parameters<typeof AreaListPage>[0]['query'];

function renderPage(query: Query, items: string[]) {
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <AreaListPage
          title="Saved"
          intro="Opportunities you kept for later."
          query={query}
          items={items}
          loadingLabel="Loading your saved opportunities"
          skeleton={<p>placeholder</p>}
          errorTitle="Your saved opportunities could not be loaded"
          empty={{
            title: 'You have not saved an opportunity yet.',
            text: 'Tap the heart on an opportunity to keep it here for later.',
            action: { label: 'Find opportunities', to: '/opportunities' },
          }}
        >
          {(shown) => (
            <ul aria-label="Saved opportunities">
              {shown.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          )}
        </AreaListPage>
      </MemoryRouter>
    </MantineProvider>,
  );
}

const loaded = { isPending: false, isError: false, error: null, refetch: vi.fn() };

describe('AreaListPage', () => {
  it('says what loads while it loads', () => {
    renderPage({ ...loaded, isPending: true }, []);
    expect(screen.getByRole('heading', { level: 1, name: 'Saved' })).toBeInTheDocument();
    expect(
      screen.getByRole('status', { name: 'Loading your saved opportunities' }),
    ).toHaveTextContent('placeholder');
  });

  it('offers to try again when loading fails', async () => {
    const refetch = vi.fn();
    renderPage({ ...loaded, isError: true, error: new Error('offline'), refetch }, []);
    expect(screen.getByText('Your saved opportunities could not be loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(refetch).toHaveBeenCalled();
  });

  it('says what to do next when there is nothing yet', () => {
    renderPage(loaded, []);
    expect(screen.getByText('You have not saved an opportunity yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find opportunities' })).toHaveAttribute(
      'href',
      '/opportunities',
    );
  });

  it('lists what there is', () => {
    renderPage(loaded, ['Web developer', 'Designer']);
    expect(screen.getByRole('list', { name: 'Saved opportunities' })).toHaveTextContent(
      'Web developerDesigner',
    );
    expect(screen.queryByText('You have not saved an opportunity yet.')).not.toBeInTheDocument();
  });
});

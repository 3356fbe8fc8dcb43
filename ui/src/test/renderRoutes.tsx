import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router';

/** Renders `node` inside the app's providers, with a fresh query client that does not retry. */
function renderInProviders(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </MantineProvider>,
  );
}

/**
 * Renders `routes` at `path` inside the app's providers; returns the router
 * to follow navigation.
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderInProviders(<RouterProvider router={router} />);
  return router;
}

/** Renders one component inside the app's providers and a router, for its links. */
export function renderInApp(ui: ReactNode) {
  renderInProviders(<MemoryRouter>{ui}</MemoryRouter>);
}

import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

/** Shows where a test navigated to. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

interface RenderRouteOptions {
  /** Route pattern of the page, e.g. '/reset-password/:token'. */
  path: string;
  /** Where the memory router starts; defaults to the path. */
  url?: string;
  strict?: boolean;
}

/**
 * Test helper: renders one route module's page inside the app's providers,
 * with every other path rendering a marker of where the page navigated to.
 */
export function renderRoute(Component: ComponentType, { path, url, strict }: RenderRouteOptions) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, Component },
      { path: '*', Component: Landed },
    ],
    { initialEntries: [url ?? path] },
  );
  const tree = (
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
  return { router, ...render(strict ? <StrictMode>{tree}</StrictMode> : tree) };
}

import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache: the provider's, and the route loaders' (app/firstDraw.ts). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: (count, err) => count < 2 && ((err as { status?: number }).status ?? 0) >= 500,
      refetchOnWindowFocus: false,
    },
  },
});

import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { cssVariablesResolver, theme } from './theme';
import { queryClient } from './queryClient';
import type { AppRouter } from './router';
import { useLatch } from '@/shared/hooks/useLatch';

const Toasts = lazy(() => import('./Toasts'));

/**
 * The toasts' container (Mantine's Notifications, with its transitions) is
 * not part of the first screen's download: it loads when the first toast
 * is shown. A toast shown before then waits in Mantine's store, which the
 * container reads when it mounts.
 */
export function DeferredToasts() {
  const { notifications, queue } = useNotifications();
  if (!useLatch(notifications.length + queue.length > 0)) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

export function App({ router }: { router: AppRouter }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        <DeferredToasts />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}

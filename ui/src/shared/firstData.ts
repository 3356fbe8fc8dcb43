import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * What a page draws first, as a page module exports it: the answers to
 * start, each a `client.prefetchQuery` (which never rejects). The route's
 * loader starts them and, before the app's first screen, waits for them
 * (app/firstDraw.ts).
 */
export type FirstData = (client: QueryClient, args: LoaderFunctionArgs) => Promise<void>[];

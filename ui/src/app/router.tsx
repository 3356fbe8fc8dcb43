import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router. Creating it matches the address against every route
 * and starts the first page's loaders and module: main.tsx calls it in a
 * task of its own, after the scripts' evaluation.
 */
export const createAppRouter = (): AppRouter => createBrowserRouter(routes);

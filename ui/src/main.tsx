// Mantine's reset, default theme variables and global classes; each
// component's own styles come with the module that uses it
// (ui/build/mantineStyles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { createAppRouter } from '@/app/router';

const root = document.getElementById('root');
if (root) {
  // The browser evaluates all of the first scripts in one task; creating
  // the router (matching the address, starting the page's loaders) and
  // the first render come in later ones, so no task holds the main thread
  // for long. (Not an \`await\` at the top level: the bundler would then
  // split the entry's shared modules into chunks of their own.)
  setTimeout(() => {
    const router = createAppRouter();
    const app = createRoot(root);
    // A transition: React renders the first screen in slices of a few
    // milliseconds instead of one long task, so the page answers input
    // while it draws.
    startTransition(() => {
      app.render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
  }, 0);
}

// Mantine's reset, default theme variables and global classes; each
// component's own styles come with the module that uses it
// (ui/build/mantineStyles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root');
if (root) {
  const app = createRoot(root);
  // A transition: React renders the first screen in slices of a few
  // milliseconds instead of one long task, so the page answers input while
  // it draws.
  startTransition(() => {
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

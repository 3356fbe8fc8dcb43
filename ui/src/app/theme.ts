import { createTheme, Modal, Notification, Radio, type CSSVariablesResolver } from '@mantine/core';
import classes from './theme.module.css';

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
  // Icon-only close buttons need a name for screen readers (axe
  // button-name); one default here instead of a prop on every dialog.
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    RadioCard: Radio.Card.extend({ classNames: { card: classes.radioCard } }),
    // A titled toast's text is gray-6 in Mantine (3.3:1 on white, below
    // AA): axe fails any page while a "Saved" toast is showing.
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      classNames: { description: classes.notificationDescription },
    }),
  },
});

// Mantine's default dimmed (gray-6) and error (red-6) texts fall below the
// WCAG AA contrast ratio of 4.5:1 on white; these shades pass.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

import {
  createTheme,
  type CSSVariablesResolver,
  type FactoryPayload,
  type MantineThemeComponent,
  type ModalFactory,
  type NavLinkFactory,
  type NotificationFactory,
  type RadioCardFactory,
  type ExtendComponent,
} from '@mantine/core';
import classes from './theme.module.css';

/**
 * What `Modal.extend(...)` checks, by type only: importing a component to
 * call its `extend` would put its code and its styles (and those of what it
 * renders) into the download every page waits for.
 */
const extend = <P extends FactoryPayload>(input: ExtendComponent<P>) =>
  input as MantineThemeComponent;

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
  // Icon-only close buttons need a name for screen readers (axe
  // button-name); one default here instead of a prop on every dialog.
  components: {
    Modal: extend<ModalFactory>({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    // A dialog's header is drawn as <header>, which screen readers and axe
    // read as a second page banner (landmark-no-duplicate-banner): the
    // dialog's title already names it, so its header is a plain box.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    RadioCard: extend<RadioCardFactory>({ classNames: { card: classes.radioCard } }),
    // The current menu entry's text: darker than Mantine's, which is below
    // AA on its hover background.
    NavLink: extend<NavLinkFactory>({ classNames: { root: classes.navLink } }),
    // A titled toast's text is gray-6 in Mantine (3.3:1 on white, below
    // AA): axe fails any page while a "Saved" toast is showing.
    Notification: extend<NotificationFactory>({
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

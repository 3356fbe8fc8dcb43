import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredToasts } from './App';

afterEach(() => {
  act(() => notifications.clean());
});

describe('DeferredToasts', () => {
  it('loads the toasts container with the first toast and shows that toast', async () => {
    render(
      <MantineProvider>
        <DeferredToasts />
      </MantineProvider>,
    );
    // Nothing of the container before a toast is asked for.
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => {
      notifications.show({ message: 'Your reply is published.' });
    });
    expect(await screen.findByText('Your reply is published.')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});

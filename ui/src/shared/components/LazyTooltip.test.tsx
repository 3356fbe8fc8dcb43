import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/renderRoutes';
import { LazyTooltip, useHoverTooltip } from './LazyTooltip';

function Hovered() {
  const anchor = useRef<HTMLAnchorElement>(null);
  const { onPointerEnter, tooltip } = useHoverTooltip(anchor, { label: 'Messages' });
  return (
    <>
      <a href="/messages" ref={anchor} onPointerEnter={onPointerEnter} aria-label="Messages">
        M
      </a>
      {tooltip}
    </>
  );
}

describe('LazyTooltip', () => {
  it('draws its child at once and shows the tooltip on hover once loaded', async () => {
    renderInApp(
      <LazyTooltip label="Dashboard" position="right">
        <button type="button">D</button>
      </LazyTooltip>,
    );
    expect(screen.getByRole('button', { name: 'D' })).toBeVisible();
    // Loaded, it draws the child again, inside the tooltip.
    await act(() => import('./TooltipChunk'));
    await userEvent.hover(screen.getByRole('button', { name: 'D' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Dashboard');
  });

  it('keeps its target when the tooltip loads, and shows it on hover', async () => {
    renderInApp(<Hovered />);
    const link = screen.getByRole('link', { name: 'Messages' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(link);
    await userEvent.unhover(link);
    await userEvent.hover(link);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Messages');
    // The same element: not drawn again.
    expect(screen.getByRole('link', { name: 'Messages' })).toBe(link);
  });
});

import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

const Tooltip = lazy(() => import('./TooltipChunk').then((m) => ({ default: m.Tooltip })));

/**
 * Mantine's Tooltip, loaded when first drawn: the areas' shell draws its
 * icons and links without the tooltip's code (and the positioning library
 * behind it), which then loads beside them. Until it has loaded the
 * children are drawn alone.
 */
export function LazyTooltip({
  children,
  ...props
}: TooltipProps & { children: React.ReactElement }) {
  return (
    <Suspense fallback={children}>
      <Tooltip {...props}>{children}</Tooltip>
    </Suspense>
  );
}

/**
 * A tooltip on hover of `target`, loaded when a mouse first points at it
 * (`onPointerEnter` goes on the target): the target is never drawn again
 * for it, so a click or the focus on it is not lost, and the tooltip opens
 * at once if the mouse is still on it when the code arrives.
 */
export function useHoverTooltip(
  target: React.RefObject<HTMLElement | null>,
  props: Omit<TooltipProps, 'target' | 'children'>,
) {
  const [pointed, setPointed] = useState(false);
  const onPointerEnter = (e: React.PointerEvent) => {
    if (e.pointerType === 'mouse') setPointed(true);
  };
  const tooltip = pointed ? (
    <Suspense fallback={null}>
      <HoverTooltip target={target} {...props} />
    </Suspense>
  ) : null;
  return { onPointerEnter, tooltip };
}

function HoverTooltip({
  target,
  ...props
}: Omit<TooltipProps, 'target'> & { target: React.RefObject<HTMLElement | null> }) {
  // Whether the mouse is still on the target when the tooltip mounts:
  // its own hover listeners see only the next entry.
  const [hovered] = useState(() => target.current?.matches(':hover') ?? false);
  return <Tooltip {...props} target={target} defaultOpened={hovered} />;
}

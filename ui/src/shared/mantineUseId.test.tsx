import { render, screen } from '@testing-library/react';
import { useId } from '@mantine/hooks';
import { describe, expect, it } from 'vitest';

/*
 * Mantine's useId as the app runs it everywhere (dev, tests, build):
 * patched at install by patches/@mantine+hooks+9.7.3.patch (why: the
 * patch's comment and docs/architecture.md). Upstream, it swaps React's id
 * for a random one in a layout effect after mount: every input, switch and
 * tooltip rendered a second time in the task that commits the page.
 * build/mantinePatch.test.ts fails if the patched module changes.
 */

/** Shows the id its hook gives and counts its renders. */
function probe() {
  const renders: string[] = [];
  function Probe({ name, staticId }: { name: string; staticId?: string }) {
    const id = useId(staticId);
    renders.push(id);
    return <span data-testid={name}>{id}</span>;
  }
  return { Probe, renders };
}

describe('useId of @mantine/hooks (patched)', () => {
  it('gives each component its own selector-safe id, from its first render on', () => {
    const { Probe, renders } = probe();
    render(
      <>
        <Probe name="a" />
        <Probe name="b" />
      </>,
    );
    const a = screen.getByTestId('a').textContent ?? '';
    const b = screen.getByTestId('b').textContent ?? '';
    expect(a).toMatch(/^mantine-[\w-]+$/);
    expect(b).toMatch(/^mantine-[\w-]+$/);
    expect(a).not.toBe(b);
    // One render each: nothing after mount asks for another.
    expect(renders).toEqual([a, b]);
  });

  it('keeps the id across renders and returns an id the caller chose', () => {
    const { Probe, renders } = probe();
    const { rerender } = render(<Probe name="a" />);
    const first = screen.getByTestId('a').textContent;
    rerender(<Probe name="a" />);
    expect(screen.getByTestId('a').textContent).toBe(first);
    rerender(<Probe name="a" staticId="search-input" />);
    expect(screen.getByTestId('a').textContent).toBe('search-input');
    expect(renders).toHaveLength(3);
  });
});

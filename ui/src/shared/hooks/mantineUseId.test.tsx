import { render, screen } from '@testing-library/react';
import { useId as mantinesUseId } from '@mantine/hooks';
import { describe, expect, it } from 'vitest';
import { useId } from './mantineUseId';

/** Shows the id its hook gives and counts its renders. */
function probe(hook: (staticId?: string) => string) {
  const renders: string[] = [];
  function Probe({ name, staticId }: { name: string; staticId?: string }) {
    const id = hook(staticId);
    renders.push(id);
    return <span data-testid={name}>{id}</span>;
  }
  return { Probe, renders };
}

describe('useId (the build’s stand-in for Mantine’s)', () => {
  it('gives each component its own selector-safe id, from its first render on', () => {
    const { Probe, renders } = probe(useId);
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
    const { Probe, renders } = probe(useId);
    const { rerender } = render(<Probe name="a" />);
    const first = screen.getByTestId('a').textContent;
    rerender(<Probe name="a" />);
    expect(screen.getByTestId('a').textContent).toBe(first);
    rerender(<Probe name="a" staticId="search-input" />);
    expect(screen.getByTestId('a').textContent).toBe('search-input');
    expect(renders).toHaveLength(3);
  });

  // Why the build replaces Mantine's hook (tests import Mantine as it ships).
  // If an upgrade stops the second render, this fails: the replacement in
  // ui/build/mantineUseId.ts can then go.
  it('Mantine’s own useId renders each component a second time after mount', () => {
    const { Probe, renders } = probe(mantinesUseId);
    render(<Probe name="a" />);
    expect(renders).toHaveLength(2);
    expect(renders[0]).not.toBe(renders[1]);
  });
});

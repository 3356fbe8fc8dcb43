import { render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useMergeRefs } from './mergeRefs';

describe("useMergeRefs (ScrollArea's, build/scrollAreaRefs.ts)", () => {
  it('gives one ref that sets every ref given and clears them on unmount', () => {
    const object = createRef<HTMLDivElement>();
    const seen: (HTMLDivElement | null)[] = [];
    const callback = (node: HTMLDivElement | null) => {
      seen.push(node);
    };
    function Box() {
      const ref = useMergeRefs<HTMLDivElement>([undefined, object, callback]);
      return <div ref={ref} data-testid="box" />;
    }
    const view = render(<Box />);
    const node = view.getByTestId('box');
    expect(object.current).toBe(node);
    expect(seen).toEqual([node]);
    view.unmount();
    expect(object.current).toBeNull();
    expect(seen).toEqual([node, null]);
  });
});

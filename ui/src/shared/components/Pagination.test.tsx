import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

function renderBar(page: number, total: number) {
  const onChange = vi.fn();
  render(
    <MantineProvider env="test">
      <Pagination page={page} total={total} onChange={onChange} />
    </MantineProvider>,
  );
  return { onChange, nav: screen.getByRole('navigation', { name: 'Pagination' }) };
}

const pageLabels = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((b) => b.textContent);

describe('Pagination', () => {
  it('shows every page up to seven and marks the current one', () => {
    const { nav } = renderBar(3, 7);
    expect(pageLabels(nav)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  });

  it('shows the first, the last and a window with ellipses beyond seven', () => {
    const { nav } = renderBar(10, 20);
    expect(pageLabels(nav)).toEqual(['1', '9', '10', '11', '20']);
    expect(nav).toHaveTextContent('…');
  });

  it('disables previous on the first page and next on the last', () => {
    const first = renderBar(1, 5);
    expect(within(first.nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(first.nav).getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('disables next on the last page', () => {
    const { nav } = renderBar(5, 5);
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('moves by the page buttons, previous and next', async () => {
    const { nav, onChange } = renderBar(4, 9);
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous page' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 9' }));
    expect(onChange.mock.calls).toEqual([[5], [3], [9]]);
  });

  it('ignores a click on the current page', async () => {
    const { nav, onChange } = renderBar(2, 3);
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('treats a current page beyond the last as the last', async () => {
    const { nav, onChange } = renderBar(12, 5);
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenCalledWith(4);
  });
});

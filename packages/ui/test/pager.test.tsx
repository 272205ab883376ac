import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE_OPTIONS, Pager, type PagerProps, selectionSummary } from '../src/index.ts';
import { click } from './utils.ts';

function renderPager(overrides: Partial<PagerProps> = {}) {
  const props: PagerProps = {
    selectedCount: 0,
    total: 10,
    pageSize: 10,
    onPageSizeChange: vi.fn(),
    canPrevious: false,
    canNext: true,
    onPrevious: vi.fn(),
    onNext: vi.fn(),
    ...overrides,
  };
  render(<Pager {...props} />);
  return props;
}

const previous = () => screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;

describe('selectionSummary', () => {
  it("uses the spec's wording", () => {
    expect(selectionSummary(0, 0)).toBe('0 of 0 row(s) selected.');
    expect(selectionSummary(2, 10)).toBe('2 of 10 row(s) selected.');
  });
});

describe('Pager', () => {
  it('shows the selection summary and the rows-per-page label', () => {
    renderPager({ selectedCount: 3, total: 25 });
    expect(screen.getByText('3 of 25 row(s) selected.')).toBeTruthy();
    expect(screen.getByText('Rows per page:')).toBeTruthy();
  });

  it('enables Next only when it can go forward, Previous only when it can go back', () => {
    renderPager({ canPrevious: false, canNext: true });
    expect(previous().disabled).toBe(true);
    expect(next().disabled).toBe(false);
  });

  it('on a middle page both are enabled; on the last page only Previous', () => {
    const { unmount } = render(
      <Pager
        selectedCount={0}
        total={30}
        pageSize={10}
        onPageSizeChange={() => {}}
        canPrevious
        canNext
        onPrevious={() => {}}
        onNext={() => {}}
      />,
    );
    expect(previous().disabled).toBe(false);
    expect(next().disabled).toBe(false);
    unmount();
    renderPager({ canPrevious: true, canNext: false });
    expect(previous().disabled).toBe(false);
    expect(next().disabled).toBe(true);
  });

  it('disables both buttons and the page-size select while fetching', () => {
    renderPager({ canPrevious: true, canNext: true, disabled: true });
    expect(previous().disabled).toBe(true);
    expect(next().disabled).toBe(true);
    const trigger = screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLButtonElement;
    expect(trigger.disabled).toBe(true);
  });

  it('calls onPrevious / onNext, and not when disabled', async () => {
    const props = renderPager({ canPrevious: true, canNext: true });
    await click(next());
    await click(previous());
    expect(props.onNext).toHaveBeenCalledTimes(1);
    expect(props.onPrevious).toHaveBeenCalledTimes(1);
  });

  it('does not page past the ends', async () => {
    const props = renderPager({ canPrevious: false, canNext: false });
    await click(next());
    await click(previous());
    expect(props.onNext).not.toHaveBeenCalled();
    expect(props.onPrevious).not.toHaveBeenCalled();
  });

  it('offers 10, 25, 50 and 100 rows per page and reports the choice as a number', async () => {
    expect([...PAGE_SIZE_OPTIONS]).toEqual([10, 25, 50, 100]);
    const props = renderPager({ pageSize: 10 });
    const trigger = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(trigger.textContent).toContain('10');
    await click(trigger);
    const listbox = screen.getByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
    await click(within(listbox).getByRole('option', { name: '50' }));
    expect(props.onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it("shows 'Page x of y' when given", () => {
    renderPager({ page: 2, pageCount: 5 });
    expect(screen.getByText('Page 2 of 5')).toBeTruthy();
  });
});

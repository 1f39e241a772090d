import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

describe('Pager', () => {
  it.each([0, 1])('renders nothing for %i page(s)', (pageCount) => {
    const { container } = render(<Pager page={1} pageCount={pageCount} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is a named navigation saying where the reader is', () => {
    render(<Pager page={2} pageCount={5} onPageChange={() => {}} label="Job list pages" />);
    expect(screen.getByRole('navigation', { name: 'Job list pages' })).toHaveTextContent(
      'Page 2 of 5',
    );
  });

  it('is called Pagination unless told otherwise', () => {
    render(<Pager page={1} pageCount={2} onPageChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('asks for the previous and next page', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={3} pageCount={5} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('disables Previous on the first page and Next on the last', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pager page={1} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));

    rerender(<Pager page={3} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  describe('for a search that matched more than it shows', () => {
    it('says "more than" the pages shown, and offers the next one before the last', async () => {
      const onPageChange = vi.fn();
      render(<Pager page={3} pageCount={10} capped onPageChange={onPageChange} />);
      expect(screen.getByText('Page 3 of more than 10')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(onPageChange).toHaveBeenLastCalledWith(4);
      expect(screen.queryByText(/narrow it/)).not.toBeInTheDocument();
    });

    it('says on its last page to narrow the search, instead of offering a deeper page', async () => {
      const onPageChange = vi.fn();
      render(<Pager page={10} pageCount={10} capped onPageChange={onPageChange} />);
      const note = screen.getByRole('status');
      expect(note).toHaveTextContent(
        'A search shows its first 10 pages. To see more of its jobs, narrow it: add a word, or choose a country or a city.',
      );
      // Next keeps the keyboard's place, says why it goes nowhere, and goes nowhere.
      const next = screen.getByRole('button', { name: 'Next' });
      expect(next).toBeEnabled();
      expect(next).toHaveAttribute('aria-disabled', 'true');
      expect(next).toHaveAccessibleDescription(note.textContent!);
      next.focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.click(next);
      expect(onPageChange).not.toHaveBeenCalled();
      expect(next).toHaveFocus();
      await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
      expect(onPageChange).toHaveBeenLastCalledWith(9);
    });
  });
});

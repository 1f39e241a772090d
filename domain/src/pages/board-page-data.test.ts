import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE } from '../constants';
import { boardPageDataText, parseBoardPageData, type BoardPageData } from './board-page-data';

const board: BoardPageData = {
  type: 'Job',
  page: {
    jobs: [
      {
        id: 'a1',
        Title: '</script><script>alert(1)</script> \u2028 Chef',
        Company: 'Quokka & Co',
        Country: 'India',
        Type: 'Job',
        createdAt: new Date('2026-11-20T10:00:00.000Z'),
      },
    ],
    total: 91,
    page: 1,
    pageSize: LIST_PAGE_SIZE,
  },
};

describe('the painted board', () => {
  it('travels as text no value can break out of, and reads back whole', () => {
    const text = boardPageDataText(board);
    expect(text).not.toMatch(/<|\u2028/);
    expect(parseBoardPageData(text)).toEqual(board);
  });

  it('is nothing when the text is missing, not JSON, or not a first page of cards', () => {
    expect(parseBoardPageData(null)).toBeNull();
    expect(parseBoardPageData('{"type":')).toBeNull();
    expect(parseBoardPageData(JSON.stringify({ ...board, type: 'Gig' }))).toBeNull();
    expect(
      parseBoardPageData(JSON.stringify({ ...board, page: { ...board.page, page: 2 } })),
    ).toBeNull();
    const noTitle = { ...board.page.jobs[0], Title: undefined };
    expect(
      parseBoardPageData(JSON.stringify({ ...board, page: { ...board.page, jobs: [noTitle] } })),
    ).toBeNull();
  });
});

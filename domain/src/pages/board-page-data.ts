// The first page of a board that the server painted into `/` or `/internships`, carried in the
// page for the app, so its first render shows the same cards instead of a loading message and
// asks the search index for nothing it already has.
import { z } from 'zod';
import { BoardPageSchema } from '../jobs/board-query';
import { JobTypeSchema } from '../jobs/job';
import { parseJsonAs, scriptSafeJson } from '../script-json';

export const BoardPageDataSchema = z.object({
  type: JobTypeSchema,
  page: BoardPageSchema.extend({ page: z.literal(1) }),
});
export type BoardPageData = z.infer<typeof BoardPageDataSchema>;

/** The board as text for the page's script element. */
export function boardPageDataText(board: BoardPageData): string {
  return scriptSafeJson(board);
}

/** The board from the element's text, or null when it is missing or not a board's first page. */
export function parseBoardPageData(text: string | null | undefined): BoardPageData | null {
  return parseJsonAs(BoardPageDataSchema, text);
}

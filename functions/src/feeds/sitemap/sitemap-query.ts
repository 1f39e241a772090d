// The sitemap's one parameter, `part` (which part of a sitemap index), checked before anything is
// read; whether the part exists is known only once the open jobs are counted (partInRange).
import { groupParameters } from '@portal/domain/callables/query-parameters';
import { z } from 'zod';

export const SITEMAP_PARAMETERS = ['part'] as const;

/** No board comes near this many parts (50,000 URLs each): past it, the number is refused. */
const MAX_PART = 10_000;

export type SitemapQueryResult =
  | { ok: true; /** null: the sitemap itself, an index when it has parts. */ part: number | null }
  | { ok: false; message: string };

const SitemapParametersSchema = z.object({
  part: z
    .array(
      z
        .string()
        .regex(/^[1-9]\d{0,4}$/, { error: 'part must be a whole number from 1.' })
        .transform(Number)
        .pipe(z.number().max(MAX_PART, { error: 'part is past any sitemap’s last part.' })),
    )
    .max(1, { error: 'part may be given only once.' }),
});

/**
 * Reads the query string. Anything but `part` is refused, not ignored: one sitemap for everyone,
 * so junk parameters cannot make the CDN miss and Firestore read the board for nothing.
 */
export function parseSitemapQuery(search: string): SitemapQueryResult {
  const grouped = groupParameters(new URLSearchParams(search), SITEMAP_PARAMETERS, 'the sitemap');
  if (!grouped.ok) return grouped;
  const values = grouped.values;
  const parsed = SitemapParametersSchema.safeParse(values);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  return { ok: true, part: parsed.data.part[0] ?? null };
}

/** null when `part` is one of the sitemap's `parts`, else the one line saying why not. */
export function partOutOfRange(part: number, parts: number): string | null {
  return part <= parts
    ? null
    : `part ${part} is past the last: this sitemap has ${parts} part${parts > 1 ? 's' : ''}.`;
}

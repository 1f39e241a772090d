// The seed's document ids, apart from the seed itself, so a caller can ask "is the seed
// there?" without generating it.

/** The id of the seed job at 0-based `index`: seed-job-0001 is the newest. */
export function seedJobId(index: number): string {
  return `seed-job-${String(index + 1).padStart(4, '0')}`;
}

/** The attachment a failed test carries: the page's address, what it shows, and its last logs. */
export const PAGE_WHEN_IT_FAILED = 'page when it failed';

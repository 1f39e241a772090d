// The business constants of the spec's section 9, named once for web and functions.

export const COLLECTIONS = {
  jobs: 'jobs',
  savedJobs: 'savedjobs',
  subscriptions: 'subscriptions',
  users: 'users',
  hackathons: 'hackathons',
  /** reports/{jobId}, with reporters/{reporterKey} below: functions only. */
  reports: 'reports',
  /** Per-caller and site-wide counters of the callables: functions only. */
  limits: 'limits',
  /** repostKeys/{hash of domain's repostKey}: the job a post would repeat. Functions only. */
  repostKeys: 'repostKeys',
  /** moderation/hidden-jobs: the ids of hidden jobs, so browsers drop their cached copies. */
  moderation: 'moderation',
} as const;

/** The document in `moderation` listing the jobs hidden until a moderator reviews them. */
export const HIDDEN_JOBS_DOC = 'hidden-jobs';

// Page sizes.
export const FETCH_PAGE_SIZE = 100;
export const LIST_PAGE_SIZE = 90;
export const MORE_JOBS_PAGE_SIZE = 18;

// Timings, in milliseconds.
export const FILTER_DEBOUNCE_MS = 400;
export const TOAST_DURATION_MS = 6000;
export const TOAST_TICK_MS = 100;
export const SUBSCRIBE_BANNER_MS = 3000;
export const SHARE_COPIED_NOTICE_MS = 2000;
/** How long a lazily loaded chunk may take before it counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

// Assessment.
export const READING_SECONDS = 60;
export const READING_SECONDS_PER_SENTENCE = 12;
export const READING_SENTENCE_COUNT = 5;
export const LISTENING_SECONDS = 120;
export const PARAGRAPH_SECONDS = 600;
export const PARAGRAPH_QUESTION_COUNT = 5;
export const AI_STATEMENT_COUNT = 10;
export const AI_PARAGRAPH_MIN_WORDS = 60;
export const AI_PARAGRAPH_MAX_WORDS = 80;
export const MIN_ASSESSMENT_WIDTH_PX = 768;

// Layout and policy.
export const MORE_JOBS_SCROLL_OFFSET_PX = 128;
export const MINIMUM_AGE = 16;

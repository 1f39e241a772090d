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
  /** screenings/{jobId}: what the screen at the door found in each post. Functions only. */
  screenings: 'screenings',
  /** moderationLog/{id}: every moderator's action, with why. Moderators read; functions write. */
  moderationLog: 'moderationLog',
  /** blocks/{callerKey}: accounts and networks a moderator blocked from posting, until when. */
  blocks: 'blocks',
  /** employers/{uid}: the company domain an account verified. Its owner reads; functions write. */
  employers: 'employers',
  /** employerCodes/{uid}: the code mailed to verify a domain, hashed. Functions only. */
  employerCodes: 'employerCodes',
  /** moderation/hidden-jobs: the ids of hidden jobs, so browsers drop their cached copies. */
  moderation: 'moderation',
  /** assessmentQuotas/{uid}: how many tests each user took today. Functions only. */
  assessmentQuotas: 'assessmentQuotas',
  /** mail/{id}: outgoing mail in the Trigger Email extension's format. Functions only. */
  mail: 'mail',
  /**
   * jobContacts/{jobId}: where to ask a job's poster whether it is still open (their uid, or the
   * address a guest left), and when. Functions only: a job is public, its poster's address not.
   */
  jobContacts: 'jobContacts',
  /**
   * indexing/{jobId}: what Google's Indexing API was last told of each job's page, and what
   * waits for a day with budget. Functions only.
   */
  indexing: 'indexing',
  /** indexingCalls/{id}: the Indexing API's calls as the emulators and tests record them. */
  indexingCalls: 'indexingCalls',
} as const;

/** The document in `moderation` listing the jobs hidden until a moderator reviews them. */
export const HIDDEN_JOBS_DOC = 'hidden-jobs';

/**
 * The most documents one client query may ask for: firestore.rules refuse a list (or a count)
 * without a limit, or with a larger one, so nobody reads the whole of a collection in a request.
 */
export const MAX_QUERY_LIMIT = 100;

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
/** The statements after the reading ones are heard and repeated. */
export const LISTENING_SENTENCE_COUNT = AI_STATEMENT_COUNT - READING_SENTENCE_COUNT;
/** Tests a user may start in a UTC day; a test's paragraph has its own, equal allowance. */
export const ASSESSMENT_TESTS_PER_DAY = 10;
/** How long the function waits for Gemini before it serves a test from the bank. */
export const GEMINI_TIMEOUT_MS = 15_000;

// Assessment scoring (domain/src/assessment/scoring.ts explains each value).
/** How much each section counts towards the overall score. */
export const SECTION_WEIGHTS = { reading: 0.3, listening: 0.35, paragraph: 0.35 } as const;
/** The share of the reading score that is fluency (words correct per minute). */
export const READING_FLUENCY_WEIGHT = 0.25;
/** Words correct per minute that earn full marks for reading fluency. */
export const FLUENT_READING_WCPM = 130;
/**
 * Faster than anyone reads aloud (fast readers stay under 250 words a minute): a rate above it
 * means the recogniser timed only part of the speech, so the item counts as untimed.
 */
export const MAX_PLAUSIBLE_READING_WCPM = 400;
/** The lowest overall score of each indicative CEFR band. */
export const CEFR_BAND_MIN_SCORES = { A1: 0, A2: 30, B1: 45, B2: 60, C1: 75, C2: 90 } as const;

// Layout and policy.
export const MORE_JOBS_SCROLL_OFFSET_PX = 128;
export const MINIMUM_AGE = 16;

/** The id of the script element in which a server-rendered job page carries its job. */
export const PRERENDERED_JOB_ELEMENT_ID = 'prerendered-job';

/** The id of the script element in which a server-painted board carries its first page. */
export const BOARD_PAGE_DATA_ELEMENT_ID = 'painted-board';

/** The id of the script element in which a server-painted company page carries its company. */
export const COMPANY_PAGE_DATA_ELEMENT_ID = 'painted-company';

// What the post promises: pay for liking videos or rating hotels (task scams), earnings by the
// day or 'guaranteed' with nothing asked of the applicant, a job with no selection at all.
import { AMOUNT } from './money-signals';
import type { ScreenText } from './screen-text';
import { quote, type PostSignal } from './signal';

// Paid to like, rate or review: the task scam that ends in 'recharge to unlock the next task'.
const TASK_WORK =
  /\b(?:lik(?:e|es|ing)|subscrib\w*|rat(?:e|ing)|review(?:ing)?|follow(?:ing)?|watch(?:ing)?|comment(?:ing)?|sharing)\s+(?:\S+\s+){0,3}(?:youtube|videos?|channels?|hotels?|products?|posts?|pages?|apps?|movies?|reels?|restaurants?|instagram|google maps)\b/;
const TASK_TRAP =
  /\b(?:recharge (?:to|for|and) (?:unlock|get|continue|start|withdraw)|prepaid tasks?|unlock (?:the )?(?:next )?tasks?|task (?:fee|deposit|recharge)|vip (?:level|task)s?|merchant tasks?|combination tasks?|commission (?:per|on each|for each) (?:task|like|review|rating))\b/;
// The same, in Hindi: 'होटल को रेटिंग दें', 'प्रीपेड टास्क', 'हर टास्क का कमीशन'.
const HINDI_TASKS =
  /(?:होटल|वीडियो|यूट्यूब|प्रोडक्ट|ऐप)\s*(?:को|के|की)?\s*(?:रेटिंग|लाइक|रिव्यू)|प्रीपेड\s*टास्क|टास्क\s*(?:का|के)\s*कमीशन|टास्क\s*अनलॉक/;
const PAID =
  /\b(?:earn\w*|income|paid|pay(?:ment|out)?|commission|kamai|kama\w*|salary|reward)\b|₹|कमाई|कमाएं/;

const PER_DAY_OR_TASK = /\b(?:per|each|every|har)\s+(?:day|task|like|video|review|rating)|daily\b/;

/** Pay for liking videos, rating hotels or 'tasks' unlocked by a recharge. */
export function taskScam(text: ScreenText): PostSignal | null {
  const clause = text.clauses.find(
    (candidate) =>
      TASK_TRAP.test(candidate) ||
      HINDI_TASKS.test(candidate) ||
      (TASK_WORK.test(candidate) &&
        PAID.test(candidate) &&
        (AMOUNT.test(candidate) || PER_DAY_OR_TASK.test(candidate))),
  );
  return clause
    ? {
        kind: 'task-scam',
        weight: 6,
        severe: false,
        says: `Pays for online 'tasks' such as liking videos or rating hotels, the task scam that later asks for a 'recharge': ${quote(clause)}.`,
      }
    : null;
}

const PER_DAY = String.raw`(?:per|a|\/|every|each|har)\s*(?:day|din|hour|hr|task|form|page)|daily|roz(?:ana)?|प्रतिदिन|रोज़?|रोजाना|प्रति\s*दिन`;
const EARNINGS_BY_DAY: readonly RegExp[] = [
  new RegExp(String.raw`(?:${AMOUNT.source})\s*(?:\S+\s+){0,3}(?:${PER_DAY})`),
  new RegExp(
    String.raw`\b(?:daily|everyday|same[- ]day|instant)\s+(?:income|earning|earnings|payout|payment|kamai)\b`,
  ),
  /\b(?:earn|kama\w*|income)\b\s*(?:\S+\s+){0,3}(?:daily|per day|everyday|roz(?:ana)?)\b/,
];
const GUARANTEE =
  /\b(?:income|earnings?|earning|salary|job|placement|selection|kamai|payout)\s+(?:is\s+|are\s+)?(?:100\s?%\s+)?guaranteed\b|\b(?:guarantee[ds]?|assured|fixed)\s+(?:\S+\s+)?(?:income|earnings?|payouts?|returns?|profits?|job|placement|selection|salary|kamai)\b|\b(?:100\s?%|hundred percent)\s+(?:\S+\s+)?(?:job|placement|selection|guarantee|income|earning)|\bjob guarantee\b|नौकरी\s*की\s*गारंटी|गारंटी/;

/** Earnings by the day, or guaranteed. A gig pays by the day honestly, so alone this weighs little. */
export function earningsPromised(text: ScreenText): PostSignal | null {
  const guaranteed = text.clauses.find((clause) => GUARANTEE.test(clause));
  if (guaranteed)
    return {
      kind: 'earnings-promised',
      weight: 3,
      severe: false,
      says: `Guarantees income or a job: ${quote(guaranteed)}. No honest employer can.`,
    };
  const daily = text.clauses.find((clause) =>
    EARNINGS_BY_DAY.some((pattern) => pattern.test(clause)),
  );
  return daily
    ? {
        kind: 'earnings-promised',
        weight: 2,
        severe: false,
        says: `Promises earnings by the day or the task: ${quote(daily)}.`,
      }
    : null;
}

const NOTHING_ASKED =
  /\b(?:no (?:experience|qualification|skills?|target)s?(?: required| needed)?|experience not (?:required|needed)|anyone can (?:apply|join|do)|housewives|house ?wives|homemakers|koi bhi|ghar baithe|from home,? (?:earn|kama)|copy[- ]paste|data entry|form filling|sms sending|typing work|captcha|ad posting|mobile se|part[- ]time (?:earn|income|kamai)|(?:10th|12th|8th) pass)\b|घर बैठे|कोई भी/;

/** Easy money: nothing asked of the applicant, and earnings by the day or guaranteed. */
export function easyMoney(text: ScreenText, promised: PostSignal | null): PostSignal | null {
  if (!promised) return null;
  const clause = text.clauses.find((candidate) => NOTHING_ASKED.test(candidate));
  return clause
    ? {
        kind: 'easy-money',
        weight: 2,
        severe: false,
        says: `Promises that money with nothing asked of the applicant: ${quote(clause)}.`,
      }
    : null;
}

const NO_SELECTION =
  /\b(?:no interview|without (?:any )?(?:interview|exam|test)|no (?:written )?(?:exam|test)|direct (?:joining|selection|recruitment|appointment|placement|hiring|offer)|bina (?:interview|exam|pariksha)|sure[- ]?shot|back ?door|(?:management|ceo|nri|vip) quota|quota seats?|(?:spot|instant|same[- ]day) (?:offer|joining|selection)|offer letter (?:within|in) \d+\s*(?:hours?|hrs|minutes?|mins|days?))\b|बिना\s*(?:इंटरव्यू|परीक्षा|एग्जाम)|सीधी\s*(?:भर्ती|नियुक्ति|जॉइनिंग)|डायरेक्ट\s*(?:जॉइनिंग|भर्ती)/;

/** A job with no selection: 'no interview', 'direct joining', 'without exam', quota seats. */
export function noSelection(text: ScreenText): PostSignal | null {
  const clause = text.clauses.find((candidate) => NO_SELECTION.test(candidate));
  return clause
    ? {
        kind: 'no-selection',
        weight: 3,
        severe: false,
        says: `Offers the job with no selection: ${quote(clause)}. Real hiring has an interview or a test.`,
      }
    : null;
}

// Receive money into your own account and pass it on: the applicant is recruited as a money
// mule, and the account (and its owner) carries the crime.
const YOUR_ACCOUNT = String.raw`(?:to|into|in|on)\s+your\s+(?:own\s+|personal\s+|savings\s+|current\s+)?(?:bank\s+)?(?:account|a\/c|upi|wallet)`;
const MONEY_MULE: readonly RegExp[] = [
  // Other people's money arriving in the applicant's account: 'payments will come to your
  // personal bank account', 'buyers will send INR to your bank account'.
  new RegExp(
    String.raw`\b(?:payments?|money|funds|inr|amounts?|deposits?|receive|accept|collect|send|come|came)\b\s+(?:\S+\s+){0,6}?${YOUR_ACCOUNT}`,
  ),
  // ... and passed on.
  /\b(?:forward|transfer|send|pass)\s+(?:it|them|the\s+(?:rest|balance|remaining|remainder|amount|money|payments?))\s+(?:\S+\s+){0,3}?(?:to|into|onward)\b/,
  /\b(?:forward|transfer|send)\s+(?:the\s+)?(?:rest|balance|remaining|remainder)\b/,
  // Lending the account itself: 'bank account on rent', 'the net banking login and the SIM'.
  /\b(?:account|a\/c)\s+(?:\S+\s+){0,2}?on\s+rent\b|\b(?:rent|lend|sell)\s+(?:out\s+)?(?:your\s+|us\s+your\s+)?(?:bank\s+)?(?:account|upi|sim)s?\b|\bnet ?banking\s+(?:login|password|credentials|user ?id)\b/,
];

/** The applicant's own bank account used to receive and pass on other people's money. */
export function moneyMule(text: ScreenText): PostSignal | null {
  // Money coming in is honest alone (a salary); with it passed on, or the account lent, it is
  // a mule's work.
  const [arrives, ...passedOn] = MONEY_MULE;
  const clause =
    text.wordClauses.find((candidate) => passedOn.some((pattern) => pattern.test(candidate))) ??
    null;
  const arriving = text.wordClauses.some((candidate) => arrives!.test(candidate));
  const lent = clause !== null && MONEY_MULE[3]!.test(clause);
  return clause && (arriving || lent)
    ? {
        kind: 'money-mule',
        weight: 6,
        severe: false,
        says: `Asks the applicant to take money into their own account and pass it on, a money mule: ${quote(clause)}.`,
      }
    : null;
}

// Money asked of the applicant, and a pay app or UPI address as the way to pay it: the
// commonest job scams in India (registration fees, refundable deposits, kit and uniform charges,
// visa "processing"). Written in English, Hindi and Hinglish.
import type { ScreenText } from './screen-text';
import { quote, type PostSignal } from './signal';

/** An amount of rupees: ₹2,999, Rs. 1500/-, INR 4500, 500 rupees, २००० रुपये. */
export const AMOUNT =
  /(?:₹|\br\s?s\b\.?|\binr\b|\brupees?\b|रु\.?|रुपये|रुपए)\s*\d[\d,]*|\b\d[\d,]*(?:\.\d+)?\s*(?:\/-|rs\b|rupees?\b|inr\b|₹|रुपये|रुपए|रु)/;

// What the applicant is charged for, named with the word for a charge: 'registration fee',
// 'kit charges', 'documentation amount'. Spellings people type ('fee's', 'feez', 'regn').
const CHARGE_WORD = String.raw`(?:fee'?s?|feez|charges?|deposit|amount|money|cost|paisa|paise|rashi)`;
const CHARGED_FOR = String.raw`(?:registration|registeration|regn|reg|enrol?ment|application|form|joining|security|training|kit|uniform|documentation|documents?|verification|processing|activation|onboarding|interview|exam|id[- ]?card|laptop|caution|file|medical|visa|ticket|certificate|certification|placement|consultancy|admission|background check|police verification|membership|portfolio|legal|agreement|booking|slot booking|seat booking|bond|equipment|software|agent id|id activation)`;
const AMOUNT_SOURCE = AMOUNT.source;
// Paying an amount, as the applicant: 'pay Rs 2,850 for police verification', 'send ₹500',
// '₹799 ka kit lena hoga', '₹1,000 रिचार्ज करना होगा'. Not a salary ('pay ₹18,000 per month').
const PAYS_AMOUNT = new RegExp(
  String.raw`\b(?:pay|deposit|submit|transfer|send|bring)\s+(?:\S+\s+){0,2}(?:${AMOUNT_SOURCE})(?!\s*(?:\S+\s+)?(?:per|a|\/|every|each|har)\s*[^\s\d])`,
  'g',
);
const AMOUNT_DUE = new RegExp(
  String.raw`(?:${AMOUNT_SOURCE})\s*(?:\S+\s+){0,6}?(?:payable|to be paid|must be paid|to be deposited|(?:dena|dene|deni|jama|bharna|bharne|bharni|lena|lene|pay)\s+(?:karna\s+|karne\s+)?(?:hoga|honge|hogi|padega|padenge|padegi|hai|he)|(?:जमा|भुगतान|रिचार्ज|देने|देना)\s*(?:करना|करने|होगा|होंगे|पड़ेगा))`,
  'g',
);
// A charge named with its amount: 'fee of Rs 1,800', 'charges ₹15,000', 'Rs 3,500 legal charges'.
const PRICED_CHARGE = new RegExp(
  String.raw`\b(?:fee'?s?|feez|charges?|deposit)\s+(?:of\s+|is\s+|:\s*)?(?:only\s+|just\s+)?(?:${AMOUNT_SOURCE})|(?:${AMOUNT_SOURCE})\s*(?:\/-\s*)?(?:\S+\s+)?(?<!service\s)(?:fee'?s?|charges?|deposit)\b`,
  'g',
);
// A charge's name alone ('the exam fee') may be an honest mention; with any of these in its clause
// it is asked of the reader: an amount, paying, a must, or "refundable".
const ASKED = new RegExp(
  String.raw`(?:${AMOUNT.source})|\b(?:pay\w*|deposit\w*|submit\w*|transfer\w*|send|refundable|compulsory|mandatory|required|must|need to|needs to|have to|has to|charged|collected|deducted|taken|bring|dena|dene|deni|jama|bhar\w*|lagega|lagegi|lagenge|hoga|honge)\b|जमा|भुगतान|देना|देने|लगेगा|होगा`,
);
const NAMED_CHARGE = new RegExp(String.raw`\b${CHARGED_FOR}\s+(?:\w+\s+)?${CHARGE_WORD}`, 'g');
// A charge's name with its amount and no word for a charge: 'agent ID registration Rs 1,800'.
const NAMED_AMOUNT = new RegExp(
  String.raw`\b${CHARGED_FOR}\s+(?:of\s+|:\s*)?(?:${AMOUNT_SOURCE})(?!\s*(?:\S+\s+)?(?:per|a|\/|every|each|har)\s*[^\s\d])`,
  'g',
);
// Buying what the job needs from a seller the 'employer' names, to be 'reimbursed' later.
const BUY_FROM_THEM =
  /\b(?:purchase|buy)\s+(?:\S+\s+){0,6}?from\s+(?:our|their|the|an?)\s+(?:approved|designated|authori[sz]ed|partner|recommended|preferred|certified)\s+(?:vendor|supplier|store|shop|seller|dealer)/;
const FEE_PHRASES: readonly RegExp[] = [
  NAMED_AMOUNT,
  /\brefundable\b/g,
  /\bdeposit\s+(?:of\s+)?(?:₹|rs\b|inr\b|\d)/g,
  /\b(?:pay|paying|submit|deposit|transfer|send)\s+(?:a\s+|the\s+|an?\s+)?(?:small\s+|nominal\s+|one[- ]time\s+|minimal\s+|token\s+)?(?:fee|fees|amount|charges?|deposit)\b/g,
  /\b(?:demand draft|dd)\s+(?:of|for)\b/g,
  PAYS_AMOUNT,
  AMOUNT_DUE,
  PRICED_CHARGE,
  // Hindi: शुल्क, फीस, जमा राशि; and 'registration fee' written in Devanagari.
  /(?:शुल्क|फ़ीस|फीस|चार्ज|डिपॉजिट|डिपाजिट|जमा\s*राशि|रिफंडेबल|वापसी\s*योग्य)/g,
];

// Who is paying, when it is not the applicant: the operations role that collects tenants'
// deposits, the loan officer who explains processing fees to borrowers.
const SOMEONE_ELSE_PAYS =
  /\b(?:tenants?|customers?|clients?|merchants?|borrowers?|policy ?holders?|patients?|parents|landlords?|vendors?|sellers?|buyers?|loans?|members'?|residents?|guests?|donors?|investors?|subscribers?|fee collection)\b/;

// A warning about scams, not a charge: 'if anyone asks you to pay a fee in our name, tell us',
// a fraud analyst's job. A scam that warns of scams still asks in another clause.
const WARNING =
  /\b(?:if anyone|anyone (?:who )?asks?|in our name|on our behalf|beware|fraud\w*|scam\w*|fake|warn\w*|cheat\w*|victims?|report (?:it|them|such))\b|फ़र्ज़ी|फर्जी|धोखाधड़ी|धोखा|ठगी|सावधान/;

// Said just before the charge: 'no registration fee', 'never charge any deposit', 'koi fees';
// or the employer paying: 'we pay ₹700 a day'.
const DENIED_BEFORE =
  /\b(?:no|not|never|zero|nil|free|without|don't|doesn't|won't|nor|na|koi bhi|koi)\s+(?:\S+\s+){0,3}$|\b(?:we|company|employer|they|firm)\s+(?:will\s+|also\s+)?$|(?:कोई|बिना|निःशुल्क|नि:शुल्क|मुफ्त|मुफ़्त)\s*(?:\S+\s+){0,2}$/;
// Said just after it: 'fees nahi lagegi', 'शुल्क नहीं', 'fee is waived'.
const DENIED_AFTER =
  /^\S*\s+(?:\S+\s+){0,2}(?:(?:nahi|nahin|nhi|not|none|nil|waived|zero)\b(?!\s+refundable)|नहीं|निःशुल्क|मुफ्त|मुफ़्त|माफ)/;
// Anywhere in the clause: who bears the cost.
const SOMEONE_ELSE_BEARS =
  /\b(?:free of (?:cost|charge)|(?:borne|covered|sponsored|reimbursed|paid) by (?:the |our )?(?:company|employer|us|organi[sz]ation|firm|hotel|hospital|client)|(?:we|company|employer) (?:will )?(?:pays?|covers?|bears?|sponsors?) (?:for )?(?:the |your |all )?(?:training|uniform|kit|visa|tickets?|fees?|costs?|charges?|travel|medical|relocation)|never ask|(?:does|do|will) not charge|don't charge|charges? nothing)\b/;

/** Whether a phrase's match in the clause stands: not denied just before or after it. */
function stands(clause: string, match: RegExpMatchArray): boolean {
  return (
    !DENIED_BEFORE.test(clause.slice(0, match.index)) &&
    !DENIED_AFTER.test(clause.slice(match.index))
  );
}

function chargeIn(clause: string): boolean {
  // Named before the vendors and reimbursements that would otherwise excuse it.
  if (BUY_FROM_THEM.test(clause)) return true;
  if (SOMEONE_ELSE_PAYS.test(clause) || SOMEONE_ELSE_BEARS.test(clause) || WARNING.test(clause))
    return false;
  if (
    ASKED.test(clause) &&
    [...clause.matchAll(NAMED_CHARGE)].some((match) => stands(clause, match))
  )
    return true;
  return FEE_PHRASES.some((phrase) =>
    [...clause.matchAll(phrase)].some((match) => stands(clause, match)),
  );
}

/** The applicant is asked to pay: a fee, a deposit, a charge for training, a kit or a visa. */
export function moneyAsked(text: ScreenText): PostSignal | null {
  for (const clause of text.wordClauses) {
    if (chargeIn(clause))
      return {
        kind: 'money-asked',
        weight: 6,
        severe: true,
        says: `Asks the applicant for money: ${quote(clause)}. Genuine employers never charge to apply, train or join.`,
      };
  }
  return null;
}

// A UPI address: a name, @, and a payment provider's handle, with no domain after it.
const UPI_ADDRESS =
  /\b[a-z0-9][a-z0-9._-]{1,}@(?:ok(?:axis|sbi|hdfcbank|icici)|ybl|ibl|axl|paytm|upi|apl|yapl|pt(?:yes|sbi|hdfc|axis)|axis(?:bank)?|sbi|icici|hdfc(?:bank)?|kotak|fbl|jupiteraxis|wa(?:icici|hdfcbank|sbi|axis)|freecharge|airtel|jio|postbank|idfcbank|indus|federal|barodampay|unionbank(?:ofindia)?|pnb|cnrb|abfspay|slice(?:axis)?|naviaxis|superyes|fifederal|rapl|pingpay|dbs|boi|mahb|kbl|yesbank(?:ltd)?|ikwik|apb|aubank|cboi|idbi|indianbank|iob|kvb|rbl|sib|uco|timecosmos|dlb|equitas|hsbc|citi)(?![.\w])/;
const PAY_APPS = String.raw`(?:g[\s-]?pay|google\s?pay|phone\s?pe|paytm|bhim|upi|amazon\s?pay|mobikwik|qr\s?code|scanner)`;
// The app named as the way to pay: 'pay on GPay', 'PhonePe number 98…', 'scan the QR'.
const PAY_BY_APP: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:pay|send|transfer|deposit|jama|bhej\w*|bhar\w*)\s+(?:\S+\s+){0,4}(?:on|via|through|by|using|to|par|pe|se)\s+(?:our\s+|my\s+|the\s+|this\s+)?${PAY_APPS}`,
  ),
  new RegExp(String.raw`\b${PAY_APPS}\s*(?:number|no\.?|id|details|kare\w*|karo|kijiye|pe|par)\b`),
  /\bscan (?:the |this |our )?(?:qr|code|scanner)\b/,
];

/** A UPI address, or a pay app named as how to pay. */
export function payByApp(text: ScreenText): PostSignal | null {
  const upi = UPI_ADDRESS.exec(text.all);
  if (upi)
    return {
      kind: 'pay-app',
      weight: 5,
      severe: true,
      says: `Gives a UPI address to pay to, ${quote(upi[0])}: an employer has no reason to be paid by an applicant.`,
    };
  for (const clause of text.wordClauses) {
    if (SOMEONE_ELSE_PAYS.test(clause) || WARNING.test(clause)) continue;
    if (PAY_BY_APP.some((pattern) => pattern.test(clause)))
      return {
        kind: 'pay-app',
        weight: 5,
        severe: true,
        says: `Names a pay app as the way to pay: ${quote(clause)}.`,
      };
  }
  return null;
}

// How the post says to apply or get in touch: only a WhatsApp or Telegram chat, a bare phone
// number, a big employer's name on a free webmail address or a lookalike domain, a link
// shortener hiding where the application goes.
import {
  CHAT_LINK_HOSTS,
  FREE_MAIL_DOMAINS,
  HIRING_SYSTEMS,
  KNOWN_EMPLOYERS,
  LINK_SHORTENERS,
  type KnownEmployer,
} from './known-domains';
import { isHostIn } from '../../jobs/apply-url';
import type { ScreenText } from './screen-text';
import { quote, type PostSignal } from './signal';

/** The host of an http(s) URL or the domain of a mailto: address; null for anything else. */
export function applyHost(applyUrl: string): string | null {
  if (applyUrl.startsWith('mailto:')) return applyUrl.slice('mailto:'.length).split('@')[1] ?? null;
  try {
    return new URL(applyUrl).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

const EMAIL_IN_TEXT = /\b[a-z0-9._%+-]+@([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})\b/g;
const URL_IN_TEXT = /\b(?:https?:\/\/)?(?:www\.)?((?:[a-z0-9-]+\.)+[a-z]{2,})(?:\/\S*)?/g;

/** Every domain the post sends a reader to: its apply address, and addresses in its text. */
function contactHosts(text: ScreenText): string[] {
  const hosts = new Set<string>();
  const apply = applyHost(text.applyUrl);
  if (apply) hosts.add(apply);
  for (const match of text.all.matchAll(EMAIL_IN_TEXT)) hosts.add(match[1]!);
  for (const match of text.all.matchAll(URL_IN_TEXT)) {
    if (!text.all.slice(0, match.index).endsWith('@')) hosts.add(match[1]!);
  }
  return [...hosts];
}

// An Indian mobile number as people write it: +91 98765 43210, 098765-43210, 9876543210.
const PHONE = /(?<![\d])(?:\+?91[\s-]?|0)?[6-9]\d{2}[\s-]?\d{3}[\s-]?\d{4}(?![\d])/;
const CHAT_APP =
  /\b(?:whats ?app|whatsap|watsapp|wats ?app|whtsapp|telegram|tg)\b|व्हाट्सएप|व्हाट्सऐप|टेलीग्राम/;
const CHAT_CONTACT =
  /\b(?:message|msg|dm|ping|text|contact|send|join|reach|connect|apply|cv|resume|hi|hello)\b|भेजें|संपर्क/;

/** The only way in is a chat: a wa.me or t.me link to apply, or 'WhatsApp your CV to 98…'. */
export function chatOnlyContact(text: ScreenText): PostSignal | null {
  const host = applyHost(text.applyUrl);
  if (host && CHAT_LINK_HOSTS.has(host))
    return {
      kind: 'chat-only-contact',
      weight: 4,
      severe: false,
      says: `Applications go to a chat (${host}), not to an employer's site or address.`,
    };
  const clause = text.clauses.find(
    (candidate) =>
      CHAT_APP.test(candidate) &&
      (PHONE.test(candidate) ||
        /@[a-z0-9_]{4,}|t\.me\/|wa\.me\//.test(candidate) ||
        CHAT_CONTACT.test(candidate)) &&
      !/\b(?:api|bots?|chatbots?|integration|sdk|webhooks?|business platform|developer)\b/.test(
        candidate,
      ),
  );
  return clause
    ? {
        kind: 'chat-only-contact',
        weight: 3,
        severe: false,
        says: `Sends applicants to WhatsApp or Telegram: ${quote(clause)}.`,
      }
    : null;
}

/** A phone number to call or message, where a company would give an address. */
export function phoneContact(text: ScreenText): PostSignal | null {
  const clause = text.clauses.find((candidate) => PHONE.test(candidate));
  return clause
    ? {
        kind: 'phone-contact',
        weight: 1,
        severe: false,
        says: `Gives a personal phone number to get in touch: ${quote(clause)}.`,
      }
    : null;
}

const HIRING_WORDS = String.raw`(?:hiring|recruitment|recruiting|careers?|jobs?|vacanc(?:y|ies)|openings?|bharti|भर्ती|walk-?in|drive|off ?campus|on ?roll|payroll)`;

/** Whether the post presents itself as this employer: named as the company, in the title, or beside a hiring word. */
function claimsToBe(text: ScreenText, employer: KnownEmployer): boolean {
  return employer.names.some((name) => {
    const word = new RegExp(
      String.raw`(?<![a-z])${name.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')}(?![a-z])`,
    );
    if (word.test(text.heading)) return true;
    const beside = new RegExp(
      String.raw`${word.source}\s+(?:\S+\s+)?${HIRING_WORDS}|${HIRING_WORDS}\s+(?:\S+\s+){0,2}${word.source}`,
    );
    return beside.test(text.all);
  });
}

const ownsHost = (employer: KnownEmployer, host: string) =>
  employer.domains.some((domain) => isHostIn(host, domain));

const DIGIT_LETTERS: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '8': 'b',
};

/** Whether one slip (a letter added, dropped, changed, or two swapped) turns `a` into `b`. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    // Two letters swapped ('flipkrat') is one slip, as a reader sees it.
    if (a[i] === b[j + 1] && a[i + 1] === b[j]) {
      i += 2;
      j += 2;
      continue;
    }
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/**
 * Whether a domain borrows an employer's name without being theirs: 'amazon-careers-india.in',
 * 'infosys-hr.net', 'flipkrat.com'; or, when the post says it is that employer, any domain
 * holding the first word of its name ('indigo-airline-careers.in' for IndiGo Airlines).
 */
function borrowsName(host: string, employer: KnownEmployer, claimed: boolean): boolean {
  if (ownsHost(employer, host) || HIRING_SYSTEMS.some((system) => isHostIn(host, system)))
    return false;
  if (claimed) {
    const joined = host.replace(/[.-]/g, '');
    const firstWords = employer.names.map((name) => name.split(/[^a-z]/)[0] ?? '');
    if (firstWords.some((word) => word.length >= 3 && joined.includes(word))) return true;
  }
  const parts = host
    .split(/[.-]/)
    .map((part) => part.replace(/[0-9]/g, (digit) => DIGIT_LETTERS[digit] ?? digit));
  return employer.names.some((name) => {
    const token = name.replace(/[^a-z]/g, '');
    if (token.length < 3) return false;
    return parts.some(
      (part) =>
        part === token ||
        (token.length >= 5 && part.includes(token)) ||
        (token.length >= 6 && part.length >= 6 && withinOneEdit(part, token)),
    );
  });
}

/** The known employer whose name this domain borrows without being theirs, or null. */
export function borrowedEmployer(host: string): KnownEmployer | null {
  return KNOWN_EMPLOYERS.find((employer) => borrowsName(host, employer, false)) ?? null;
}

/** A well-known employer's name on a free webmail address, or on a domain that only looks like theirs. */
export function borrowedName(text: ScreenText): PostSignal[] {
  const hosts = contactHosts(text);
  const signals: PostSignal[] = [];
  for (const employer of KNOWN_EMPLOYERS) {
    const claimed = claimsToBe(text, employer);
    const lookalike = hosts.find((host) => borrowsName(host, employer, claimed));
    if (lookalike) {
      signals.push({
        kind: 'lookalike-domain',
        weight: 5,
        severe: false,
        says: `Uses ${lookalike}, which borrows ${employer.name}'s name but is not one of its domains.`,
      });
      break;
    }
    const freeMail = hosts.find((host) => FREE_MAIL_DOMAINS.has(host));
    if (freeMail && claimed && !hosts.some((host) => ownsHost(employer, host))) {
      signals.push({
        kind: 'big-name-free-mail',
        weight: 5,
        severe: false,
        says: `Presents itself as ${employer.name}, but the contact address is a free ${freeMail} mailbox.`,
      });
      break;
    }
  }
  return signals;
}

/** Applications or contact through a free webmail address: weak alone, many honest small employers use one. */
export function freeMail(text: ScreenText): PostSignal | null {
  const host = contactHosts(text).find((candidate) => FREE_MAIL_DOMAINS.has(candidate));
  return host
    ? {
        kind: 'free-mail',
        weight: 1,
        severe: false,
        says: `The contact address is a free ${host} mailbox, not a company's own domain.`,
      }
    : null;
}

/** A link shortener as the apply address (or in the text): where it leads is hidden. */
export function linkShortener(text: ScreenText): PostSignal | null {
  const apply = applyHost(text.applyUrl);
  if (apply && LINK_SHORTENERS.has(apply))
    return {
      kind: 'link-shortener',
      weight: 4,
      severe: false,
      says: `The apply link is a shortened ${apply} link: where it leads is hidden from the applicant.`,
    };
  const inText = contactHosts(text).find((host) => LINK_SHORTENERS.has(host));
  return inText
    ? {
        kind: 'link-shortener',
        weight: 2,
        severe: false,
        says: `Links to a shortened ${inText} address: where it leads is hidden.`,
      }
    : null;
}

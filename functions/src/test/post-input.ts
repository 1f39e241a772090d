// A post a person could send: every test changes only what it is about.
import { MIN_FILL_MS, type PostJobInput } from '@portal/domain/posting/post-job';
import { formTicketKey, issueFormTicket } from '#src/posting/form-ticket';
import { DEVELOPMENT_SALT } from '#src/security/caller-salt';

/** The key the functions sign form tickets with on the emulators (no salt is set there). */
export const TEST_TICKET_KEY = formTicketKey(DEVELOPMENT_SALT);

/** A ticket as openPostForm would have given a form opened `ago` milliseconds ago. */
export const ticketOpened = (ago = MIN_FILL_MS + 1000) =>
  issueFormTicket(TEST_TICKET_KEY, Date.now() - ago);

export function validPost(overrides: Partial<PostJobInput> = {}): PostJobInput {
  return {
    Title: 'Frontend Engineer',
    Type: 'Job',
    Company: 'Acme Labs',
    ApplyURL: 'https://acme.example.com/careers/frontend',
    Skills: '<p>React and <strong>TypeScript</strong></p>',
    Description: '<p>Build the board.</p><ul><li>Ship</li></ul>',
    Country: 'India',
    City: 'Bengaluru',
    openDays: 30,
    website: '',
    formTicket: ticketOpened(),
    ...overrides,
  };
}

// A post a person could send: every test changes only what it is about.
import { MIN_FILL_MS, type PostJobInput } from '@portal/domain/post-job';

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
    elapsedMs: MIN_FILL_MS + 1000,
    ...overrides,
  };
}

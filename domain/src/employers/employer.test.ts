import { describe, expect, it } from 'vitest';
import { applyDomainElsewhere } from '../jobs/apply-url';
import {
  ConfirmEmployerCodeInputSchema,
  SendEmployerCodeInputSchema,
  unverifiableReason,
} from './employer';

describe('which addresses can verify a company', () => {
  it('takes a work address at its own domain, in lower case', () => {
    expect(SendEmployerCodeInputSchema.parse({ email: 'HR@Acme.co.in' })).toEqual({
      email: 'hr@acme.co.in',
    });
    expect(unverifiableReason('jobs@amazon.jobs')).toBeNull();
  });

  it('refuses free webmail and a domain borrowing a known employer’s name', () => {
    expect(unverifiableReason('acme.hr@gmail.com')).toMatch(/free gmail\.com address/);
    expect(unverifiableReason('hr@amazon-careers-india.in')).toMatch(/not one of Amazon's domains/);
    const parsed = SendEmployerCodeInputSchema.safeParse({ email: 'me@yahoo.co.in' });
    expect(parsed.success).toBe(false);
    expect(SendEmployerCodeInputSchema.safeParse({ email: 'not an address' }).success).toBe(false);
  });

  it('takes a six-digit code, spaces around it ignored', () => {
    expect(ConfirmEmployerCodeInputSchema.parse({ code: ' 042917 ' })).toEqual({ code: '042917' });
    expect(ConfirmEmployerCodeInputSchema.safeParse({ code: '4291' }).success).toBe(false);
  });
});

describe('applyDomainElsewhere', () => {
  it('names the apply link’s domain only when it is not the verified one', () => {
    expect(applyDomainElsewhere('https://careers.acme.co.in/jobs/1', 'acme.co.in')).toBeNull();
    expect(applyDomainElsewhere('mailto:hr@acme.co.in', 'acme.co.in')).toBeNull();
    expect(applyDomainElsewhere('https://forms.example.net/x', 'acme.co.in')).toBe(
      'forms.example.net',
    );
    expect(applyDomainElsewhere('https://acme.co.in.evil.example/x', 'acme.co.in')).toBe(
      'acme.co.in.evil.example',
    );
  });
});

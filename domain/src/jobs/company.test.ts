import { describe, expect, it } from 'vitest';
import { canonicalCompanyPath, companyPath, companySlug, isCompanySlug } from './company';
import { companySlugSchema } from './job-list-parameters';

describe('companySlug', () => {
  it('makes one slug of the spellings of one company', () => {
    const spellings = [
      'Infosys',
      'INFOSYS',
      ' Infosys Ltd ',
      'Infosys Ltd.',
      'Infosys Limited',
      'Infosys Pvt. Ltd.',
      'Infosys Private Limited',
      'infosys, inc.',
    ];
    expect(new Set(spellings.map(companySlug))).toEqual(new Set(['infosys']));
    expect(companySlug('Tata Consultancy Services')).toBe('tata-consultancy-services');
    expect(companySlug('Tata  Consultancy-Services Ltd')).toBe('tata-consultancy-services');
    expect(companySlug('Société Générale')).toBe(companySlug('Societe Generale'));
    expect(companySlug('A.B.C. Foods')).toBe(companySlug('ABC Foods'));
    expect(companySlug('Johnson & Johnson')).toBe(companySlug('Johnson and Johnson'));
    expect(companySlug('Marks & Co.')).toBe('marks');
  });

  it('keeps apart companies whose names differ in more than spelling', () => {
    expect(companySlug('Tata Motors')).not.toBe(companySlug('Tata Steel'));
    expect(companySlug('Acme 1')).not.toBe(companySlug('Acme 2'));
    expect(companySlug('इन्फोसिस')).not.toBe(companySlug('टाटा'));
    expect(companySlug('इन्फोसिस')).not.toBe('');
    expect(companySlug('टाटा')).not.toBe(companySlug('टट'));
    expect(companySlug('टाटा मोटर्स')).toBe('टाटा-मोटर्स');
  });

  it('keeps a name that is only a legal form', () => {
    expect(companySlug('Company')).toBe('company');
    expect(companySlug('!!!')).toBe('');
  });

  it('is a fixed point, so a slug read back from a URL is accepted', () => {
    for (const name of [
      'Infosys Ltd.',
      'Société Générale',
      'इन्फोसिस',
      'Tata Consultancy Services',
    ]) {
      const slug = companySlug(name);
      expect(companySlug(slug)).toBe(slug);
      expect(companySlugSchema().safeParse(slug).success).toBe(true);
    }
  });

  it('is a fixed point for long names and legal forms in any order', () => {
    for (const name of [
      'Smith Ltd & Co',
      'Foo Pvt Ltd and Co.',
      `${'x'.repeat(117)} coolest`,
      `${'日'.repeat(119)}𠀀`,
      `${'a'.repeat(60)} ${'𠀀'.repeat(40)}`,
    ]) {
      const slug = companySlug(name);
      expect(companySlug(slug), name).toBe(slug);
      expect(companySlugSchema().safeParse(slug).success, name).toBe(true);
      expect(() => companyPath(slug), name).not.toThrow();
    }
    expect(companySlug('Smith Ltd & Co')).toBe('smith');
  });

  it('refuses what no company name makes', () => {
    for (const bad of ['', 'Infosys', 'infosys-', 'info sys', 'a'.repeat(121), 'infosys-ltd']) {
      expect(companySlugSchema().safeParse(bad).success).toBe(false);
      expect(isCompanySlug(bad)).toBe(false);
    }
  });

  it('names the page', () => {
    expect(companyPath('infosys')).toBe('/company/infosys');
    expect(companyPath(companySlug('इन्फोसिस'))).toMatch(/^\/company\/%/);
  });

  it("sends another spelling of a company's page to its own path, and nothing else", () => {
    expect(canonicalCompanyPath('/company/ACME')).toBe('/company/acme');
    expect(canonicalCompanyPath('/company/Acme%20Pvt.%20Ltd.')).toBe('/company/acme');
    expect(canonicalCompanyPath('/company/Infosys-Ltd/')).toBe('/company/infosys');
    for (const none of [
      '/company/acme',
      '/company/acme/',
      '/company/%E0%A4',
      '/company/...',
      '/company/acme/jobs',
      '/jobs/ACME',
    ]) {
      expect(canonicalCompanyPath(none), none).toBeNull();
    }
  });
});

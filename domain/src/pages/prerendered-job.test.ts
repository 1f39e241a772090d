import { describe, expect, it } from 'vitest';
import type { Job } from '../jobs/job';
import {
  missingJobText,
  parseMissingJobId,
  parsePrerenderedJob,
  prerenderedJobText,
} from './prerendered-job';

const job: Job = {
  id: 'j1',
  Title: 'Frontend Intern </script><script>alert(1)</script> <!--',
  Type: 'Internship',
  Company: 'Bytewren\u2028Labs',
  ApplyURL: 'https://careers.example.com/a',
  Skills: '<ul><li>React</li></ul>',
  createdAt: new Date('2026-11-01T09:00:00Z'),
  updatedAt: new Date('2026-11-02T09:00:00Z'),
  expiresAt: new Date('2026-12-01T09:00:00Z'),
  posterKey: null,
  status: 'active',
};

describe('the job a server-rendered page carries', () => {
  it('round-trips, dates included, with whether the page shows it open', () => {
    expect(parsePrerenderedJob(prerenderedJobText(job, true))).toEqual({
      job,
      openWhenPainted: true,
    });
    expect(parsePrerenderedJob(prerenderedJobText(job, false))).toEqual({
      job,
      openWhenPainted: false,
    });
  });

  it('round-trips the pay and when its poster confirmed it open', () => {
    const confirmed: Job = {
      ...job,
      Pay: { kind: 'paid', currency: 'INR', period: 'MONTH', min: 25_000 },
      Salary: '₹25,000 a month',
      confirmedAt: new Date('2026-11-15T10:00:00Z'),
    };
    expect(parsePrerenderedJob(prerenderedJobText(confirmed, true))).toEqual({
      job: confirmed,
      openWhenPainted: true,
    });
  });

  it('reads a page painted before it said whether the job was open', () => {
    const { openWhenPainted: _open, ...older } = JSON.parse(prerenderedJobText(job, true)) as {
      openWhenPainted: boolean;
    };
    expect(parsePrerenderedJob(JSON.stringify(older))).toEqual({ job, openWhenPainted: null });
  });

  it('attack: does not carry who posted the job, not even as a posterKey', () => {
    const posterKey = 'f'.repeat(64);
    const text = prerenderedJobText({ ...job, posterKey }, true);
    expect(text).not.toContain(posterKey);
    expect(text).not.toContain('poster');
    expect(parsePrerenderedJob(text)?.job).toEqual(job);
  });

  it('can never close its script element or open a comment', () => {
    const text = prerenderedJobText(job, true);
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
  });

  it('reads anything that is not a job as no job', () => {
    for (const text of [
      null,
      '',
      '{',
      '"job"',
      JSON.stringify({ ...job, createdAt: 'soon' }),
      JSON.stringify({ ...JSON.parse(prerenderedJobText(job, true)), openWhenPainted: 'yes' }),
    ]) {
      expect(parsePrerenderedJob(text)).toBeNull();
    }
    const { Title: _title, ...untitled } = JSON.parse(prerenderedJobText(job, true)) as Job;
    expect(parsePrerenderedJob(JSON.stringify(untitled))).toBeNull();
  });
});

describe('word that the page names no job', () => {
  it('round-trips its id, safe in a script element, and is never read as a job', () => {
    const text = missingJobText('</script><!--\u2028');
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(parseMissingJobId(text)).toBe('</script><!--\u2028');
    expect(parsePrerenderedJob(text)).toBeNull();
  });

  it('reads a job, or anything else, as no such word', () => {
    for (const text of [
      null,
      '',
      '{',
      '{"missing":""}',
      '{"missing":1}',
      prerenderedJobText(job, true),
    ]) {
      expect(parseMissingJobId(text)).toBeNull();
    }
  });
});

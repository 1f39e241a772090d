import type { Job } from '@portal/domain/jobs/job';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { JobList } from '@portal/domain/jobs/job-list';
import { aJob, NOW } from '#src/test/job-fixture';
import { buildJobFeed, feedTitle, forFeedCdata, jobSummary, SUMMARY_CHARS } from './job-feed';

const EVERY: JobList = { query: '', countries: [], cities: [], type: null };
const ORIGIN = 'https://jobs.example.com';

/** The feed read as a reader's XML parser reads it: this throws unless it is well-formed. */
function parse(jobs: Job[], query: JobList = EVERY) {
  const xml = buildJobFeed({ jobs, query, origin: ORIGIN, productName: 'Job Portal', now: NOW });
  const doc = new JSDOM(xml, { contentType: 'text/xml' }).window.document;
  const text = (parent: ParentNode, selector: string) =>
    parent.querySelector(selector)?.textContent ?? null;
  return { xml, doc, text, items: [...doc.querySelectorAll('rss > channel > item')] };
}

describe('buildJobFeed', () => {
  it('writes RSS 2.0 with a channel naming the search, its page and itself', () => {
    const query: JobList = {
      query: 'react',
      countries: ['India'],
      cities: ['Pune'],
      type: 'Internship',
    };
    const { doc, text } = parse([], query);
    expect(doc.documentElement.nodeName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.querySelector('channel')!;
    expect(text(channel, 'title')).toBe('Job Portal: Internships matching “react” in India, Pune');
    expect(text(channel, 'link')).toBe(`${ORIGIN}/internships?q=react&country=India&city=Pune`);
    expect(channel.getElementsByTagName('atom:link')[0]?.getAttribute('href')).toBe(
      `${ORIGIN}/feed.xml?type=Internship&q=react&country=India&city=Pune`,
    );
    expect(text(channel, 'ttl')).toBe('10');
    expect(doc.querySelectorAll('item')).toHaveLength(0);
  });

  it('lists each job with its title, absolute link, guid, date, type and summary', () => {
    const job = aJob({
      id: 'j1',
      Title: 'Site Reliability Engineer',
      City: 'Pune',
      Country: 'India',
      Description: '<p>Keep <em>it</em> up.</p>',
    });
    const { items, text } = parse([job, aJob({ id: 'j2' })]);
    expect(items).toHaveLength(2);
    const [item] = items;
    expect(text(item!, 'title')).toBe('Site Reliability Engineer');
    expect(text(item!, 'link')).toBe(`${ORIGIN}/job/j1`);
    expect(text(item!, 'guid')).toBe(`${ORIGIN}/job/j1`);
    expect(item!.querySelector('guid')?.getAttribute('isPermaLink')).toBe('true');
    expect(new Date(text(item!, 'pubDate')!).getTime()).toBe(job.createdAt.getTime());
    expect(text(item!, 'category')).toBe('Job');
    expect(text(item!, 'description')).toBe('Acme Labs · Pune, India. Keep it up.');
  });

  it('keeps hostile text as text, whatever it holds', () => {
    const hostile = '</title><script>alert(1)</script> ]]> x ]]><b>bold</b> & &amp;';
    const { doc, items, text } = parse([
      aJob({ id: 'h', Title: hostile, Company: 'A & B <Labs>', Description: hostile }),
    ]);
    expect(text(items[0]!, 'title')).toBe(hostile);
    expect(doc.querySelector('script, b')).toBeNull();
    // The description is HTML to a reader: read as HTML, it is the text and nothing else.
    const html = new JSDOM(`<div>${text(items[0]!, 'description')}</div>`).window.document;
    expect(html.querySelector('div')!.children).toHaveLength(0);
    // The posted description is HTML, read as its text (the script's content is not text).
    expect(html.querySelector('div')!.textContent).toBe('A & B <Labs>. ]]> x ]]>bold & &');
  });

  it('drops characters XML cannot hold, and keeps the rest of the search as typed', () => {
    const query: JobList = { ...EVERY, query: 'R&amp;D\u0001' };
    const { items, doc, text } = parse(
      [aJob({ id: 'c', Title: 'Ctrl\u0000\u0007\uFFFE\uD800 ok' })],
      query,
    );
    expect(text(items[0]!, 'title')).toBe('Ctrl ok');
    expect(text(doc.querySelector('channel')!, 'title')).toBe(
      'Job Portal: Jobs and Internships matching “R&amp;D”',
    );
  });

  it('names a company’s feed as its page does, and links that page', () => {
    const company: JobList = { ...EVERY, company: 'infosys' };
    const newest = aJob({ id: 'n', Company: ' INFOSYS LTD ' });
    const verified = aJob({ id: 'v', Company: 'Infosys Limited', verifiedDomain: 'infosys.com' });
    const channel = (jobs: Job[], query: JobList) => {
      const { doc, text } = parse(jobs, query);
      const element = doc.querySelector('channel')!;
      return {
        title: text(element, 'title'),
        description: text(element, 'description'),
        link: text(element, 'link'),
        self: element.getElementsByTagName('atom:link')[0]?.getAttribute('href'),
      };
    };
    expect(channel([newest, aJob({ id: 'o', Company: 'Infosys' })], company)).toEqual({
      title: 'Job Portal: Jobs and Internships at INFOSYS LTD',
      description: 'The newest open jobs and internships at INFOSYS LTD on Job Portal.',
      link: `${ORIGIN}/company/infosys`,
      self: `${ORIGIN}/feed.xml?company=infosys`,
    });
    // A verified poster's job speaks for the company, however new an unverified one is.
    expect(channel([newest, verified], company).title).toBe(
      'Job Portal: Jobs and Internships at Infosys Limited',
    );
    // No open job: the slug is all there is to name it by.
    expect(channel([], company).title).toBe('Job Portal: Jobs and Internships at infosys');
    const searched: JobList = { ...company, type: 'Job', query: 'react', countries: ['India'] };
    expect(channel([newest], searched)).toEqual({
      title: 'Job Portal: Latest Jobs at INFOSYS LTD matching “react” in India',
      description: 'The newest open jobs at INFOSYS LTD on Job Portal that match this search.',
      link: `${ORIGIN}/company/infosys?type=Job&q=react&country=India`,
      self: `${ORIGIN}/feed.xml?type=Job&q=react&country=India&company=infosys`,
    });
  });

  it('keeps a hostile company name as text in the feed’s title', () => {
    const hostile = '</title><script>alert(1)</script> ]]> A & B &amp; <b>';
    const { doc, text } = parse([aJob({ id: 'h', Company: hostile })], {
      ...EVERY,
      company: 'alert-1-a-and-b-amp-b',
    });
    expect(text(doc.querySelector('channel')!, 'title')).toBe(
      `Job Portal: Jobs and Internships at ${hostile.trim()}`,
    );
    expect(doc.querySelector('script, b')).toBeNull();
  });

  it('links ids that need escaping by their escaped form', () => {
    const { items, text } = parse([aJob({ id: 'a b?c' })]);
    expect(text(items[0]!, 'link')).toBe(`${ORIGIN}/job/a%20b%3Fc`);
  });
});

describe('forFeedCdata', () => {
  it('leaves text without a section end as it is', () => {
    expect(forFeedCdata('a ] ]> b')).toBe('a ] ]> b');
  });

  it('brings any number of section ends through the feed intact', () => {
    const titles = [']]>', ']]]>', ']]>]]>', 'a]]>]]]>>]]>b', ']]]]>>', '<![CDATA[x]]>]]>'];
    const { items, text } = parse(titles.map((Title, i) => aJob({ id: `t${i}`, Title })));
    expect(items.map((item) => text(item, 'title'))).toEqual(titles);
  });
});

describe('feedTitle', () => {
  it('names the board alone when nothing is searched', () => {
    expect(feedTitle('Jobs R Us', { ...EVERY, type: 'Job' })).toBe('Jobs R Us: Latest Jobs');
    expect(feedTitle('P', { query: '', countries: ['India'], cities: [], type: null })).toBe(
      'P: Jobs and Internships in India',
    );
  });

  it('says the pay it asks for, as an alert does', () => {
    expect(feedTitle('P', { ...EVERY, type: 'Job', showsPay: true })).toBe(
      'P: Latest Jobs that show pay',
    );
    expect(
      feedTitle('P', {
        ...EVERY,
        query: 'chef',
        type: 'Internship',
        showsPay: true,
        minPay: { amount: 25_000, per: 'month' },
      }),
    ).toBe('P: Internships matching “chef” paying at least ₹25,000 a month');
  });
});

describe('jobSummary', () => {
  it('cuts a long description at a word, and falls back to the skills', () => {
    const long = aJob({ id: 'l', Description: `<p>${'word '.repeat(200)}</p>` });
    const summary = jobSummary(long);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_CHARS);
    expect(summary).toMatch(/ word…$/);
    expect(jobSummary(aJob({ id: 's', Skills: '<ul><li>Go</li><li>Rust</li></ul>' }))).toBe(
      'Acme Labs. Go Rust',
    );
  });
});

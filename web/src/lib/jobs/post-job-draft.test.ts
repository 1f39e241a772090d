// The Post a Job draft store on a real IndexedDB implementation (fake-indexeddb) in Node.
import 'fake-indexeddb/auto';
import { EMPTY_POST_JOB_FORM } from '@portal/domain/post-job';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  closeDrafts,
  deletePostJobDraft,
  loadPostJobDraft,
  savePostJobDraft,
} from './post-job-draft';

const typed = {
  ...EMPTY_POST_JOB_FORM,
  Title: 'Frontend Developer',
  Skills: '<ul><li><p>React</p></li></ul>',
  openDays: '15',
};

beforeEach(async () => {
  await deletePostJobDraft();
});

describe('post job draft store', () => {
  it('has nothing before anything is saved', async () => {
    expect(await loadPostJobDraft()).toBeNull();
  });

  it('saves and loads the form as typed, with when it was saved', async () => {
    const savedAt = new Date(2026, 0, 5, 14, 35);
    await savePostJobDraft(typed, savedAt);
    expect(await loadPostJobDraft()).toEqual({ values: typed, savedAt });
  });

  it('keeps one draft: a later save overwrites the earlier', async () => {
    await savePostJobDraft(typed, new Date(1000));
    await savePostJobDraft({ ...typed, Title: 'Senior Frontend Developer' }, new Date(2000));
    const draft = await loadPostJobDraft();
    expect(draft?.values.Title).toBe('Senior Frontend Developer');
    expect(draft?.savedAt).toEqual(new Date(2000));
  });

  it('deletes the draft', async () => {
    await savePostJobDraft(typed);
    await deletePostJobDraft();
    expect(await loadPostJobDraft()).toBeNull();
  });

  it('survives a new connection, as after a reload', async () => {
    await savePostJobDraft(typed, new Date(3000));
    await closeDrafts();
    expect((await loadPostJobDraft())?.values).toEqual(typed);
  });

  it('stores only the form fields, and fills fields an older draft lacks', async () => {
    await savePostJobDraft({
      Title: 'Data Analyst',
      website: 'spam',
      elapsedMs: 12,
    } as unknown as Parameters<typeof savePostJobDraft>[0]);
    const draft = await loadPostJobDraft();
    expect(draft?.values).toEqual({ ...EMPTY_POST_JOB_FORM, Title: 'Data Analyst' });
  });

  it('reads a malformed stored draft as no draft, and a wrong value as blank', async () => {
    await closeDrafts();
    const db = await openDB('portal-drafts', 1);
    await db.put(
      'drafts',
      { values: { Title: 42, Company: 'Acme', Type: 'Gig' }, savedAt: new Date(5) },
      'post-job',
    );
    expect((await loadPostJobDraft())?.values).toEqual({ ...EMPTY_POST_JOB_FORM, Company: 'Acme' });
    await db.put('drafts', 'not a draft', 'post-job');
    expect(await loadPostJobDraft()).toBeNull();
    db.close();
  });
});

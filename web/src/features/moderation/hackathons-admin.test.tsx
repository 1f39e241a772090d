// Moderators keep the hackathon cards: add, edit and remove, checked with the card's schema, with
// the feature's data hook and callables standing in for Firestore and the functions.
import { fieldMessages } from '@portal/domain/field-messages';
import { HackathonSchema } from '@portal/domain/hackathon';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render';
import { removeHackathon, saveHackathon, useHackathons } from './api/hackathons';
import { HackathonsAdmin } from './hackathons-admin';
import { makeHackathon } from './moderation-fixtures';

vi.mock('@/lib/firebase/firebase-services', () => ({
  useFunctions: () => ({ name: 'functions' }),
}));
vi.mock('./api/hackathons', () => ({
  useHackathons: vi.fn(),
  saveHackathon: vi.fn(),
  removeHackathon: vi.fn(),
}));

const hackathon = makeHackathon();
const dialog = () => within(screen.getByRole('dialog'));
const control = (label: string) => dialog().getByLabelText(new RegExp(`^${label}( \\*)?$`));

function renderAdmin() {
  return renderPage(<HackathonsAdmin />, { route: '/moderation' });
}

beforeEach(() => {
  vi.mocked(useHackathons).mockReturnValue({ status: 'success', data: [hackathon] });
});

afterEach(() => vi.clearAllMocks());

describe('the hackathons section', () => {
  it('says when it is loading, could not be read, or has none', () => {
    vi.mocked(useHackathons).mockReturnValue({ status: 'loading' });
    const loading = renderAdmin();
    expect(screen.getByText('Loading hackathons...')).toBeInTheDocument();
    loading.unmount();
    vi.mocked(useHackathons).mockReturnValue({ status: 'error', error: new Error('offline') });
    const failed = renderAdmin();
    expect(screen.getByRole('alert')).toHaveTextContent('Hackathons could not be loaded');
    failed.unmount();
    vi.mocked(useHackathons).mockReturnValue({ status: 'success', data: [] });
    renderAdmin();
    expect(screen.getByText('No hackathons yet.')).toBeInTheDocument();
  });

  it('lists each hackathon with its dates and what may be done to it', () => {
    renderAdmin();
    const row = within(screen.getByRole('listitem', { name: 'Build for Bharat' }));
    expect(row.getByText(/Open Source India · Online ·/)).toHaveTextContent(
      'Open Source India · Online · 5 Dec 2026 – 7 Dec 2026',
    );
    expect(row.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('adds one: every field checked with the schema, each message at its field', async () => {
    vi.mocked(saveHackathon).mockResolvedValue({ ok: true, data: { id: 'new-id' } });
    const user = userEvent.setup();
    renderAdmin();
    await user.click(screen.getByRole('button', { name: 'Add hackathon' }));
    expect(screen.getByRole('dialog', { name: 'Add a hackathon' })).toBeInTheDocument();

    await user.click(dialog().getByRole('button', { name: 'Add hackathon' }));
    const expected = fieldMessages(
      HackathonSchema.safeParse({
        name: '',
        organizer: '',
        startDate: '',
        endDate: '',
        mode: 'Online',
        description: '',
        registrationLink: '',
      }).error!,
    );
    const labels: Record<string, string> = {
      name: 'Name',
      organizer: 'Organizer',
      startDate: 'Start date',
      endDate: 'End date',
      description: 'Description',
      registrationLink: 'Registration link',
    };
    for (const [field, label] of Object.entries(labels)) {
      expect(control(label)).toHaveAttribute('aria-invalid', 'true');
      expect(control(label)).toHaveAccessibleDescription(expect.stringContaining(expected[field]!));
    }
    expect(control('Name')).toHaveFocus();
    expect(saveHackathon).not.toHaveBeenCalled();

    await user.type(control('Name'), 'Hack the Monsoon');
    expect(control('Name')).not.toHaveAttribute('aria-invalid');
    await user.type(control('Organizer'), 'Pune Devs');
    await user.type(control('Start date'), '2027-07-10');
    await user.type(control('End date'), '2027-07-09');
    await user.selectOptions(control('Mode'), 'Hybrid');
    await user.type(control('Description'), 'Two days of building.');
    await user.type(control('Registration link'), 'https://example.com/monsoon');
    await user.click(dialog().getByRole('button', { name: 'Add hackathon' }));
    expect(control('End date')).toHaveAccessibleDescription(
      fieldMessages(
        HackathonSchema.safeParse({ ...hackathon, startDate: '2027-07-10', endDate: '2027-07-09' })
          .error!,
      ).endDate,
    );
    expect(control('End date')).toHaveFocus();

    await user.clear(control('End date'));
    await user.type(control('End date'), '2027-07-11');
    await user.click(dialog().getByRole('button', { name: 'Add hackathon' }));
    expect(saveHackathon).toHaveBeenCalledWith({ name: 'functions' }, null, {
      name: 'Hack the Monsoon',
      organizer: 'Pune Devs',
      startDate: '2027-07-10',
      endDate: '2027-07-11',
      mode: 'Hybrid',
      description: 'Two days of building.',
      registrationLink: 'https://example.com/monsoon',
    });
    expect(await screen.findByText('“Hack the Monsoon” is added.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('edits one, sending its id, and shows a field the function refused at the field', async () => {
    vi.mocked(saveHackathon).mockResolvedValueOnce({
      ok: false,
      refusal: {
        code: 'invalid-argument',
        message: 'Check these fields. Registration link: Invalid URL',
        details: { reason: 'invalid-fields', fields: { registrationLink: 'Invalid URL' } },
      },
    });
    const user = userEvent.setup();
    renderAdmin();
    await user.click(
      within(screen.getByRole('listitem', { name: 'Build for Bharat' })).getByRole('button', {
        name: 'Edit',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Edit hackathon' })).toBeInTheDocument();
    expect(control('Name')).toHaveValue('Build for Bharat');
    expect(control('Mode')).toHaveValue('Online');
    await user.clear(control('Name'));
    await user.type(control('Name'), 'Build for Bharat 2026');
    await user.click(dialog().getByRole('button', { name: 'Save hackathon' }));
    const { id: _id, ...fields } = hackathon;
    expect(saveHackathon).toHaveBeenCalledWith({ name: 'functions' }, 'hack-1', {
      ...fields,
      name: 'Build for Bharat 2026',
    });
    expect(await dialog().findByText('Invalid URL')).toBeInTheDocument();
    expect(control('Registration link')).toHaveAttribute('aria-invalid', 'true');
    expect(control('Name')).toHaveValue('Build for Bharat 2026');

    vi.mocked(saveHackathon).mockResolvedValueOnce({ ok: true, data: { id: 'hack-1' } });
    await user.click(dialog().getByRole('button', { name: 'Save hackathon' }));
    expect(await screen.findByText('“Build for Bharat 2026” is saved.')).toBeVisible();
  });

  it('removes one only once confirmed', async () => {
    vi.mocked(removeHackathon).mockResolvedValue({ ok: true, data: { id: 'hack-1' } });
    const user = userEvent.setup();
    renderAdmin();
    const remove = within(screen.getByRole('listitem', { name: 'Build for Bharat' })).getByRole(
      'button',
      { name: 'Remove' },
    );
    await user.click(remove);
    expect(screen.getByRole('dialog', { name: 'Remove this hackathon?' })).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(removeHackathon).not.toHaveBeenCalled();

    await user.click(remove);
    await user.click(dialog().getByRole('button', { name: 'Remove hackathon' }));
    expect(removeHackathon).toHaveBeenCalledWith({ name: 'functions' }, 'hack-1');
    expect(await screen.findByText('“Build for Bharat” is removed.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the confirmation open with the function’s words when it refuses', async () => {
    vi.mocked(removeHackathon).mockResolvedValue({
      ok: false,
      refusal: {
        code: 'permission-denied',
        message: 'Only moderators can do this.',
        details: null,
      },
    });
    renderAdmin();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Remove hackathon' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent('Only moderators can do this.');
  });
});

import type { StatementsReply } from '@portal/domain/assessment/content';
import { scoreAttempt } from '@portal/domain/assessment/scoring';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchParagraph, fetchStatements } from './api/assessment-content';
import { scoredAttempt } from './api/attempt-fixtures';
import { saveAttempt, useAttempts } from './api/attempts';
import type { CallOutcome } from '@/lib/firebase/callables';
import { retryTimeText } from '@/lib/firebase/callables';
import { browserSpeech } from './speech/browser-speech';
import { renderPage } from '@/test/render';
import AssessmentPage from './assessment-page';
import { WAIT_TEXT } from './instructions';
import {
  advance,
  answered,
  click,
  endSection,
  fakeSpeech,
  pressDialogAction,
  SPEAK_MS,
} from '#test/assessment';

vi.mock('@/lib/account/session', () => ({
  useSession: () => ({ status: 'signed-in', user: { uid: 'alice', name: 'Alice', email: null } }),
}));
vi.mock('@/lib/firebase/firebase-services', () => {
  const services = { functions: { name: 'functions' }, db: { name: 'db' } };
  return { useFunctions: () => services.functions, useFirestore: () => services.db };
});
vi.mock('./api/assessment-content', () => ({
  fetchStatements: vi.fn(),
  fetchParagraph: vi.fn(),
}));
vi.mock('./api/attempts', () => ({
  saveAttempt: vi.fn(),
  useAttempts: vi.fn(),
}));
vi.mock('./speech/browser-speech', () => ({ browserSpeech: vi.fn() }));
vi.mock('@portal/domain/assessment/scoring', () => ({ scoreAttempt: vi.fn() }));

const STATEMENTS = Array.from({ length: 10 }, (_, index) => `Statement number ${index + 1}.`);
const STARTED: CallOutcome<StatementsReply> = {
  ok: true,
  data: { statements: STATEMENTS, source: 'bank' },
};
const SCORED = scoredAttempt(70, { band: 'B2' });

function renderAssessment(options: Parameters<typeof fakeSpeech>[0] = {}) {
  const { speech, spoken } = fakeSpeech(options);
  vi.mocked(browserSpeech).mockReturnValue(speech);
  renderPage(<AssessmentPage />, { route: '/assessments' });
  return { speech, spoken };
}

const startButton = () =>
  screen.getByRole('button', { name: /^(Start Assessment|Assessment will)/ });

function setViewport(width: number, userAgent: string) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window.navigator, 'userAgent', { configurable: true, value: userAgent });
}

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const NOTICE = 'For best experience, please use a laptop or desktop to complete the assessment.';

describe('AssessmentPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setViewport(1280, DESKTOP);
    vi.mocked(useAttempts).mockReturnValue({ status: 'success', data: [] });
    vi.mocked(saveAttempt).mockReturnValue({ id: 'attempt-1', acknowledged: Promise.resolve() });
    vi.mocked(scoreAttempt).mockReturnValue(SCORED);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('opens on the instruction page, with Start Assessment and the past attempts', () => {
    renderAssessment();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('SVAR Assessment');
    expect(screen.getByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
    expect(screen.getByText(/Reading, 60 seconds\./)).toBeInTheDocument();
    expect(startButton()).toHaveTextContent('Start Assessment');
    expect(startButton()).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Your past attempts' })).toBeInTheDocument();
    expect(useAttempts).toHaveBeenCalledWith('alice');
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(screen.queryByText(/cannot be scored/)).not.toBeInTheDocument();
    expect(document.title).toContain('SVAR Assessment');
  });

  it('says whether the voice is recognised on this device or sent to the servers', async () => {
    renderAssessment({ place: 'device' });
    expect(screen.getByText(/Checking whether this browser can recognise/)).toBeInTheDocument();
    await act(async () => {});
    expect(screen.getByText(/Your voice is recognised on this device/)).toBeInTheDocument();
    expect(screen.queryByText(/sending it to its maker's servers/)).not.toBeInTheDocument();
  });

  it("says the voice goes to the browser maker's servers where it cannot stay on the device", async () => {
    renderAssessment({ place: 'servers' });
    await act(async () => {});
    expect(screen.getByText(/sending it to its maker's servers/)).toBeInTheDocument();
    expect(screen.queryByText(/recognised on this device/)).not.toBeInTheDocument();
  });

  it('waits for the statements with the button disabled, then starts reading', async () => {
    let answer: (outcome: CallOutcome<StatementsReply>) => void = () => {};
    vi.mocked(fetchStatements).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAssessment();
    click(startButton());
    expect(fetchStatements).toHaveBeenCalledWith({ name: 'functions' });
    expect(startButton()).toHaveTextContent(WAIT_TEXT);
    expect(startButton()).toBeDisabled();

    await act(async () => answer(STARTED));
    expect(screen.getByRole('heading', { name: 'Part 1 of 3: Reading' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Your past attempts' })).not.toBeInTheDocument();
    await advance(SPEAK_MS);
    expect(screen.getByRole('blockquote')).toHaveTextContent('Statement number 1.');
  });

  it("says 'Failed to fetch statements', with when a quota resets, and lets the user retry", async () => {
    const retryAt = new Date(Date.now() + 3_600_000).toISOString();
    vi.mocked(fetchStatements).mockResolvedValue({
      ok: false,
      refusal: {
        code: 'resource-exhausted',
        message: 'Too many',
        details: { reason: 'rate-limited', retryAt, scope: 'caller' },
      },
    });
    renderAssessment();
    click(startButton());
    await advance(0);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch statements');
    expect(alert).toHaveTextContent(`You can take another ${retryTimeText(retryAt)}.`);
    expect(startButton()).toHaveTextContent('Start Assessment');
    expect(startButton()).toBeEnabled();
  });

  it('says why when the call fails for want of a server', async () => {
    vi.mocked(fetchStatements).mockResolvedValue({
      ok: false,
      refusal: { code: 'unavailable', message: '', details: null },
    });
    renderAssessment();
    click(startButton());
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to fetch statementsThe server could not be reached',
    );
  });

  it('shows the notice in a window narrower than 768 px, and on a phone', () => {
    setViewport(600, DESKTOP);
    renderAssessment();
    expect(screen.getByText(NOTICE)).toHaveAttribute('role', 'alert');
    act(() => {
      setViewport(1024, DESKTOP);
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    act(() => {
      setViewport(1280, IPHONE);
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    // The test can still be taken.
    expect(startButton()).toBeEnabled();
  });

  it('says before the start when answers cannot be scored, runs the test, and saves nothing', async () => {
    vi.mocked(fetchStatements).mockResolvedValue(STARTED);
    vi.mocked(fetchParagraph).mockResolvedValue({ status: 'missing' });
    renderAssessment({ recognition: false });
    expect(
      screen.getByText(
        /This browser has no speech recognition, so your answers cannot be scored here/,
      ),
    ).toBeInTheDocument();
    click(startButton());
    await advance(0);
    endSection();
    await advance(0);
    endSection();
    await advance(0);
    click(screen.getByRole('button', { name: 'Finish Test' }));
    pressDialogAction();
    await advance(0);
    expect(screen.getByText(/Your answers could not be scored/)).toBeInTheDocument();
    expect(scoreAttempt).not.toHaveBeenCalled();
    expect(saveAttempt).not.toHaveBeenCalled();
  });

  it('shows a one-line hint when the microphone is blocked', async () => {
    vi.mocked(fetchStatements).mockResolvedValue(STARTED);
    renderAssessment({ hear: () => ({ error: 'not-allowed' }) });
    click(startButton());
    await advance(0);
    await advance(SPEAK_MS);
    await advance(2000);
    expect(
      screen.getByText(/^The microphone is blocked: allow this site to use it/),
    ).toHaveAttribute('role', 'alert');
  });

  it('runs the three parts, scores and saves the attempt, shows the results, and goes back', async () => {
    vi.mocked(fetchStatements).mockResolvedValue(STARTED);
    vi.mocked(fetchParagraph).mockResolvedValue({
      status: 'ready',
      reply: {
        paragraph: 'A short paragraph.',
        questions: [{ question: 'What is it?', answerKey: ['short'] }],
        source: 'bank',
      },
    });
    renderAssessment();
    click(startButton());
    await advance(0);
    await advance(SPEAK_MS);
    endSection();
    await advance(0);

    expect(screen.getByRole('heading', { name: 'Part 2 of 3: Listening' })).toHaveFocus();
    await advance(SPEAK_MS);
    click(screen.getByRole('button', { name: 'Play Sentence' }));
    await advance(SPEAK_MS);
    endSection();
    await advance(0);

    expect(screen.getByRole('heading', { name: 'Part 3 of 3: Paragraph' })).toHaveFocus();
    await advance(SPEAK_MS);
    await advance(SPEAK_MS);
    await advance(SPEAK_MS);
    click(screen.getByRole('button', { name: 'Finish Test' }));
    pressDialogAction();
    await advance(0);

    expect(scoreAttempt).toHaveBeenCalledWith({
      reading: answered(['Statement number 1.']),
      listening: answered(['Statement number 6.'], 2),
      paragraph: [{ ...answered(['What is it?'], 3)[0], answerKey: ['short'] }],
    });
    expect(saveAttempt).toHaveBeenCalledWith({ name: 'db' }, 'alice', SCORED);
    expect(screen.getByRole('heading', { name: 'Your results' })).toHaveFocus();
    expect(screen.getByText(/^Band/)).toHaveTextContent('Band B2 (indicative)');

    click(screen.getByRole('button', { name: 'Back to start' }));
    expect(screen.getByRole('heading', { name: 'Instructions' })).toHaveFocus();
    expect(startButton()).toHaveTextContent('Start Assessment');
  });
});

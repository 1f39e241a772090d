// The spoken-English assessment as a candidate takes it, on test doubles of the browser's
// speech (e2e/support/speech-doubles.ts) and Playwright's clock, which runs the 60, 120 and 600 s
// sections in moments. The statements and paragraph come from the generateAssessment callable
// on the Functions emulator, which has no Gemini key and so answers from the domain's bank:
// nothing here depends on their words.
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { uidOf } from './support/emulators';
import { expect, test } from './support/fixtures';
import { SPEECH } from './support/tags';
import { signUp } from './support/session';
import { installSpeechDoubles, speechLog, type SpeechScript } from './support/speech-doubles';

const NOTICE = 'For best experience, please use a laptop or desktop to complete the assessment.';

/** Signs up with the speech doubles and the clock in place, and opens the instruction page. */
async function openAssessment(page: Page, name: string, script: SpeechScript): Promise<string> {
  await installSpeechDoubles(page, script);
  await page.clock.install();
  const email = await signUp(page, name);
  await page.goto('/assessments');
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  return email;
}

/** 'Start Assessment', held until the page has shown that it waits for the statements. */
async function start(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/generateAssessment', async (route) => {
    if (route.request().postData()?.includes('statements')) await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Start Assessment' }).click();
  const waiting = page.getByRole('button', {
    name: 'Assessment will start shortly. Please wait....',
  });
  await expect(waiting).toBeDisabled();
  release();
  await expect(page.getByRole('heading', { name: 'Part 1 of 3: Reading' })).toBeFocused();
}

const dialog = (page: Page) => page.getByRole('dialog');
const closeMark = (page: Page) => dialog(page).getByRole('button', { name: 'Close' });

/** Reads all five statements aloud as they appear, one every 12 s, until time is up. */
async function readAllStatements(page: Page): Promise<string[]> {
  const shown: string[] = [];
  await page.clock.runFor(2000);
  for (let n = 1; n <= 5; n += 1) {
    if (n > 1) await page.clock.runFor(12_000);
    await expect(page.getByText(`Sentence ${n} of 5: read it aloud`)).toBeVisible();
    shown.push((await page.getByRole('blockquote').textContent()) ?? '');
  }
  await expect(dialog(page)).toHaveCount(0);
  await page.clock.runFor(12_000);
  await expect(dialog(page)).toContainText('Time is up for the reading section.');
  // At 0 the dialog stays: no close mark, and Escape leaves it open.
  await expect(closeMark(page)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  return shown;
}

/** Plays and repeats every sentence; the dialog opens once the last is answered. */
async function repeatAllSentences(page: Page) {
  await expect(page.getByRole('heading', { name: 'Part 2 of 3: Listening' })).toBeFocused();
  await page.clock.runFor(2000);
  const play = page.getByRole('button', { name: 'Play Sentence' });
  for (let n = 1; n <= 5; n += 1) {
    await expect(play).toBeEnabled();
    await play.click();
    await page.clock.runFor(8000);
    if (n < 5) await expect(page.getByText(`Repeat sentence ${n} aloud`)).toBeVisible();
  }
  await expect(play).toBeDisabled();
  await expect(dialog(page)).toContainText('You have heard and repeated every sentence.');
  await dialog(page).getByRole('button', { name: 'Next' }).click();
}

/** Hears the paragraph and answers each question; 'Finish Test' after the last. */
async function answerAllQuestions(page: Page) {
  await expect(page.getByRole('heading', { name: 'Part 3 of 3: Paragraph' })).toBeFocused();
  await page.clock.runFor(2000);
  await expect(page.getByRole('timer')).toBeVisible();
  await page.clock.runFor(8000);
  const caption = page.getByText(/^Question 1 of \d: answer it aloud$/);
  await expect(caption).toBeVisible();
  const count = Number((await caption.textContent())?.match(/of (\d)/)?.[1]);
  for (let n = 1; n <= count; n += 1) {
    await expect(page.getByText(`Question ${n} of ${count}: answer it aloud`)).toBeVisible();
    await page.clock.runFor(8000);
    const label = n < count ? 'Next Question' : 'Finish Test';
    await page.getByRole('button', { name: label, exact: true }).click();
  }
  await expect(dialog(page)).toContainText('You have finished the test.');
  await dialog(page).getByRole('button', { name: 'Finish Test' }).click();
}

async function overallScore(page: Page): Promise<number> {
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeFocused();
  const text = await page.locator('.assessment-overall-score').textContent();
  return Number(text);
}

/** The attempts the Firestore emulator holds for this user ('Bearer owner' reads them all). */
async function storedAttempts(email: string): Promise<Record<string, unknown>[]> {
  const uid = await uidOf(email);
  const response = await fetch(
    `http://127.0.0.1:8080/v1/projects/demo-portal/databases/(default)/documents/users/${uid}/assessments`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  const body = (await response.json()) as { documents?: { fields: Record<string, unknown> }[] };
  return (body.documents ?? []).map((document) => document.fields);
}

test(
  'the whole test with answers said right: texts, timers and dialogs, a high score, saved and listed',
  { tag: SPEECH },
  async ({ page }) => {
    const email = await openAssessment(page, 'Asha', 'echo');
    await expect(page.getByRole('heading', { name: 'Your past attempts' })).toBeVisible();
    await expect(page.getByText(/You have not finished an assessment yet/)).toBeVisible();
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    // The doubles' recogniser has no on-device recognition, as most browsers' has not.
    await expect(page.getByText(/sending it to its maker's servers/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await start(page);
    const statements = await readAllStatements(page);
    expect(new Set(statements).size).toBe(5);
    await repeatAllSentences(page);
    await answerAllQuestions(page);

    // Each answer was heard as said: the doubles spoke every statement back.
    const { heard } = await speechLog(page);
    expect(heard.slice(0, 5)).toEqual(statements);
    expect(await overallScore(page)).toBeGreaterThanOrEqual(80);
    await expect(page.getByText(/^Band (A1|A2|B1|B2|C1|C2) \(indicative\)$/)).toBeVisible();
    const sections = page.getByRole('table', { name: 'Scores by section' });
    await expect(sections.getByRole('row')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Reading' }).getByRole('listitem')).toHaveCount(
      5,
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Back to start' }).click();
    await expect(page.getByRole('heading', { name: 'Instructions' })).toBeFocused();
    const history = page.getByRole('table', { name: 'Your past attempts, newest first' });
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history.getByRole('row').nth(1)).toContainText(
      /\d+ out of 100(A1|A2|B1|B2|C1|C2)/,
    );

    // Saved on the server, with exactly the fields the rules allow.
    await expect.poll(async () => (await storedAttempts(email)).length).toBe(1);
    const [stored] = await storedAttempts(email);
    expect(Object.keys(stored!).sort()).toEqual([
      'band',
      'createdAt',
      'items',
      'overall',
      'sections',
    ]);

    // And listed again after a reload, from the server.
    await page.reload();
    await expect(history.getByRole('row')).toHaveCount(2);
  },
);

test(
  'answers that say something else score low; the cross closes a dialog only while time remains',
  { tag: SPEECH },
  async ({ page }) => {
    await openAssessment(page, 'Bilal', 'nonsense');
    await start(page);

    await page.clock.runFor(8000);
    await page.getByRole('button', { name: 'Next Section' }).click();
    await expect(dialog(page)).toContainText('You have reached the end of the reading section.');
    await closeMark(page).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByText('Sentence 1 of 5: read it aloud')).toBeVisible();
    await page.getByRole('button', { name: 'Next Section' }).click();
    await dialog(page).getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Part 2 of 3: Listening' })).toBeFocused();
    await page.clock.runFor(2000);
    await page.getByRole('button', { name: 'Play Sentence' }).click();
    await page.clock.runFor(8000);
    // The listening timer runs out: 120 s.
    await page.clock.runFor(120_000);
    await expect(dialog(page)).toContainText('Time is up for the listening section.');
    await expect(closeMark(page)).toHaveCount(0);
    await dialog(page).getByRole('button', { name: 'Next' }).click();

    await page.clock.runFor(2000);
    await page.clock.runFor(8000);
    await expect(page.getByText(/^Question 1 of \d: answer it aloud$/)).toBeVisible();
    await page.clock.runFor(8000);
    // The paragraph's timer runs out: 600 s.
    await page.clock.fastForward(600_000);
    await expect(dialog(page)).toContainText('Time is up. You have finished the test.');
    await expect(closeMark(page)).toHaveCount(0);
    await dialog(page).getByRole('button', { name: 'Finish Test' }).click();

    expect(await overallScore(page)).toBeLessThanOrEqual(20);
    await expect(page.locator('.word-diff del').first()).toBeVisible();
  },
);

test(
  'a blocked microphone is logged, and a hint says what to do',
  { tag: SPEECH },
  async ({ page, expectConsoleError }) => {
    expectConsoleError(/Speech recognition error: not-allowed/);
    await openAssessment(page, 'Chen', 'blocked');
    await start(page);
    await page.clock.runFor(3000);
    await expect(page.getByRole('alert')).toHaveText(
      /^The microphone is blocked: allow this site to use it/,
    );
  },
);

test(
  'a window narrower than 768 px shows the notice, and the test can still start',
  { tag: SPEECH },
  async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await signUp(page, 'Dina');
    await page.goto('/assessments');
    await expect(page.getByText(NOTICE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Assessment' })).toBeEnabled();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByText(NOTICE)).toHaveCount(0);
  },
);

// The adapters' real side: Chromium's own speechSynthesis and webkitSpeechRecognition, no
// doubles. Headless Chromium here has no voices and no microphone permission, which is what a
// candidate's browser does when speech fails: the test must go on, never hang.
test(
  "on the browser's own speech, which cannot speak or hear here, the test still runs and says what to do",
  { tag: SPEECH },
  async ({ page, expectConsoleError }) => {
    expectConsoleError(/Speech recognition error: not-allowed/);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.clock.install();
    await signUp(page, 'Emeka');
    await page.goto('/assessments');
    await page.getByRole('button', { name: 'Start Assessment' }).click();
    await expect(page.getByRole('heading', { name: 'Part 1 of 3: Reading' })).toBeFocused();

    // The intro fails to speak and the first statement shows all the same.
    await page.clock.runFor(2000);
    await expect(page.getByText('Sentence 1 of 5: read it aloud')).toBeVisible();
    expect(warnings).toContainEqual(expect.stringMatching(/^Speech synthesis error: /));
    // Listening for the answer is refused: the hint says how to allow the microphone.
    await page.clock.runFor(4000);
    await expect(page.getByRole('alert')).toHaveText(
      /^The microphone is blocked: allow this site to use it/,
    );
    // And the statements keep coming on time.
    await page.clock.runFor(12_000);
    await expect(page.getByText('Sentence 2 of 5: read it aloud')).toBeVisible();
  },
);

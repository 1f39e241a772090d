// Prints, in full and after the list reporter's summary, what the page showed and logged when a
// test failed (fixtures.ts attaches it): the list reporter cuts a text attachment at 300
// characters, and a red run on a CI host is read from the end of its log alone.
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { PAGE_WHEN_IT_FAILED } from './failure-report';

/** Enough for the page's main content and the last things it logged. */
const MAX_LINES = 120;
/** The first failures say most; a run where everything fails needs no more than these. */
const MAX_REPORTS = 3;

export default class FailureReporter implements Reporter {
  private readonly reports: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const report = result.attachments.find(({ name }) => name === PAGE_WHEN_IT_FAILED)?.body;
    if (!report || this.reports.length >= MAX_REPORTS) return;
    const lines = report.toString().split('\n');
    const shown = lines.slice(0, MAX_LINES);
    if (lines.length > MAX_LINES) shown.push(`... ${lines.length - MAX_LINES} more lines`);
    const title = test.titlePath().filter(Boolean).join(' › ');
    this.reports.push(
      `── ${PAGE_WHEN_IT_FAILED}: ${title} (attempt ${result.retry + 1}) ──\n` +
        shown.map((line) => `    ${line}`).join('\n'),
    );
  }

  onEnd(): void {
    if (this.reports.length > 0) process.stdout.write(`\n${this.reports.join('\n\n')}\n`);
  }

  printsToStdio(): boolean {
    return this.reports.length > 0;
  }
}

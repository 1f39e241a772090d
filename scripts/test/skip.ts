// `npm test -- --skip=e2e,first-run` (or `--skip e2e,first-run`): the steps left out by name, the
// only way a step is left out. Taken from the arguments before the step ids and Playwright's.

export function takeSkip(args: readonly string[]): { skipped: string[]; rest: string[] } {
  const skipped: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const inline = /^--skip=(.*)$/.exec(arg);
    const value = inline ? inline[1]! : arg === '--skip' ? args[++i] : undefined;
    if (value === undefined && arg !== '--skip') {
      rest.push(arg);
      continue;
    }
    if (!value) throw new Error('--skip needs the steps to skip: --skip=e2e,first-run');
    skipped.push(
      ...value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    );
  }
  return { skipped, rest };
}

/** What makes a run's figures untrustworthy, printed in capitals; true if the run must fail. */
import type { Run } from './api-report.ts';
import type { Side } from './api-sides.ts';
import { deliveries } from './reminder-backlog.ts';

export async function reportFailures(runs: Run[], sides: Side[]): Promise<boolean> {
  let failed = false;
  for (const r of runs) {
    if (r.measured.non2xx === 0 && r.measured.errors === 0) continue;
    failed = true;
    console.log(
      `\n!!! ${r.phase.label} (${r.server}${r.mode ? ` ${r.mode}` : ''}): ${r.measured.non2xx} NON-2XX ANSWERS ` +
        `(by status: ${JSON.stringify(r.measured.statuses)}) AND ${r.measured.errors} CONNECTION ERRORS: ` +
        'this phase did not measure what it claims',
    );
  }
  // Not a failure of the product (its background work may simply be fast), but not a busy figure either.
  for (const r of runs) {
    if (r.due?.before !== 0) continue;
    console.log(
      `\n!!! ${r.phase.label} (${r.server} busy): THE BACKLOG HAD DRAINED BEFORE THIS RUN: its busy figures are quiet ones`,
    );
  }
  for (const side of sides) {
    if (!side.reminders) continue;
    const quiet = await deliveries(side.copies.quiet.client, side.copies.quiet.marks);
    if (quiet.reminders === 0 && !quiet.emails) continue;
    failed = true;
    console.log(
      `\n!!! THE QUIET COPY OF ${side.name.toUpperCase()} WAS NOT QUIET: ${quiet.reminders} reminders and ` +
        `${quiet.emails ?? 0} e-mails during the run`,
    );
  }
  return failed;
}

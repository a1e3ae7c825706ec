/**
 * After the phases: each busy server runs on its own, and its backlog is counted every
 * POLL_SECONDS until no case is due and its e-mails are out, or the time allowed has run, as the
 * server's running time (the pauses while other servers were measured left out).
 */
import type pg from 'pg';
import { type ApiServer, resume, runningMs } from './api-servers.ts';
import { countDue, type Deliveries, deliveries, type Marks } from './reminder-backlog.ts';

const POLL_SECONDS = 15;

export type Draining = {
  label: string;
  side: 'current' | 'base';
  server: ApiServer;
  client: pg.Client;
  marks: Marks;
  dueAtStart: number;
};

export type Drained = {
  label: string;
  side: 'current' | 'base';
  dueAtStart: number;
  due: number;
  /** Running minutes at the first count that found no case due; null if none did. */
  drainedMinutes: number | null;
  /** Running minutes when the e-mails were out too (nothing waiting, or no more handed over). */
  settledMinutes: number | null;
  /** Running minutes at the last count. */
  watchedMinutes: number;
  deliveries: Deliveries;
};

const minutes = (server: ApiServer) => runningMs(server) / 60_000;
const count = (value: number | null) => (value === null ? '-' : value.toLocaleString('en'));

/** What the clients received, and how it was spread over the clock. */
export function printDrained(drained: Drained[]): void {
  for (const d of drained) {
    const sent = d.deliveries;
    console.log(
      `${d.label}: ${count(sent.reminders)} reminders recorded and ${count(sent.emails)} e-mails handed over ` +
        `to the mail server in ${d.watchedMinutes.toFixed(1)} min running` +
        (sent.waiting === null ? '' : `, ${count(sent.waiting)} still in the outbox`) +
        (d.settledMinutes === null ? '' : ` (the last out by ${d.settledMinutes.toFixed(1)} min)`) +
        `; the most in any one minute of the clock: ${count(sent.peakRemindersPerMinute)} reminders, ` +
        `${count(sent.peakEmailsPerMinute)} e-mails; e-mails went out in ${count(sent.minutesWithEmails)} ` +
        'different minutes',
    );
  }
}

export async function watchDrain(draining: Draining[], limitMinutes: number): Promise<Drained[]> {
  const results: Drained[] = [];
  for (const one of draining) resume(one.server);
  const watching = new Map(
    draining.map((one) => [one, { drainedMinutes: null as number | null, lastEmails: -1, lastPrinted: -1 }]),
  );
  while (watching.size > 0) {
    await new Promise((resolvePromise) => setTimeout(resolvePromise, POLL_SECONDS * 1000));
    for (const [one, state] of watching) {
      const due = await countDue(one.client);
      const delivered = await deliveries(one.client, one.marks);
      const now = minutes(one.server);
      if (due === 0 && state.drainedMinutes === null) state.drainedMinutes = now;
      // Without a table of waiting work to look at, the e-mails are out once a count finds no new one.
      const mailOut =
        delivered.waiting === null ? delivered.emails === state.lastEmails : delivered.waiting === 0;
      state.lastEmails = delivered.emails ?? -1;
      const settled = state.drainedMinutes !== null && mailOut;
      const over = now >= limitMinutes;
      if (Math.floor(now) > state.lastPrinted || settled || over) {
        state.lastPrinted = Math.floor(now);
        console.log(
          `  ${one.label}, ${now.toFixed(1)} min running: ${count(due)} cases due, ${count(delivered.reminders)} reminded, ` +
            `${count(delivered.emails)} e-mails handed over, ${count(delivered.waiting)} waiting (e-mails and reminders not yet sent)`,
        );
      }
      if (!settled && !over) continue;
      watching.delete(one);
      results.push({
        label: one.label,
        side: one.side,
        dueAtStart: one.dueAtStart,
        due,
        drainedMinutes: state.drainedMinutes,
        settledMinutes: settled ? now : null,
        watchedMinutes: now,
        deliveries: delivered,
      });
    }
  }
  return results;
}

import { readFileSync } from 'node:fs';

/** CPU time (user + system) of each of these processes so far, in ms, from /proc (Linux only). */
export function processCpuMs(pids: number[]): Map<number, number> {
  const spent = new Map<number, number>();
  for (const pid of pids) {
    try {
      // After the command name, which is in parentheses and may hold spaces, utime and stime are the 12th and 13th.
      const [, afterName = ''] = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ');
      const fields = afterName.split(' ');
      spent.set(pid, (Number(fields[11]) + Number(fields[12])) * 10); // USER_HZ is 100 on Linux
    } catch {}
  }
  return spent;
}

/**
 * CPU spent between two readings: all of it for a process started in between (a new pooled
 * connection); a process gone by the second reading (a closed one) is left out.
 */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number | null {
  if (after.size === 0) return null;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

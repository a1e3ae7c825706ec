import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

/** How busy the machine is with everything, this run included: the load average, and Linux's CPU pressure. */
export function machineLoad(): string {
  let pressure = '';
  try {
    const avg60 = /some avg10=[\d.]+ avg60=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'));
    if (avg60)
      pressure = `, CPU pressure ${avg60[1]}% (share of the last minute something waited for a core)`;
  } catch {}
  const [lastMinute = Number.NaN] = loadavg();
  return `load average ${lastMinute.toFixed(2)}${pressure}`;
}

/** The cores, e.g. `2 × AMD EPYC 7B13`. */
export function machineCores(): string {
  const cores = cpus();
  return `${cores.length} × ${cores[0]?.model.trim() ?? 'CPU'}`;
}

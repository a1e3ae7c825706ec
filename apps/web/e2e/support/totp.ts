import { execFileSync } from 'node:child_process';

const STEP_SECONDS = 30;

/**
 * A TOTP code for the key the enrolment screen shows, computed by Debian's oathtool: an
 * implementation independent of the server's.
 */
export function totpCode(sharedKey: string, at: Date = new Date()): string {
  const key = sharedKey.replace(/\s+/g, '').toUpperCase();
  const time = at
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
  return execFileSync('/usr/bin/oathtool', ['--totp', '-b', '-N', time, key], { encoding: 'utf8' }).trim();
}

export function currentStep(now = Date.now()): number {
  return Math.floor(now / 1000 / STEP_SECONDS);
}

/**
 * A code from a time step after `usedStep`: the server accepts each code once, so a second sign-in
 * within the same 30 seconds must wait for the next step.
 */
export async function freshTotp(
  sharedKey: string,
  usedStep: number,
): Promise<{ code: string; step: number }> {
  while (currentStep() <= usedStep) {
    const nextStepAt = (usedStep + 1) * STEP_SECONDS * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(100, nextStepAt - Date.now() + 200)));
  }
  // Stay clear of a step boundary so the code is still current when it arrives.
  if ((Date.now() / 1000) % STEP_SECONDS > STEP_SECONDS - 3) {
    await new Promise((resolve) => setTimeout(resolve, 3_500));
  }
  const now = new Date();
  return { code: totpCode(sharedKey, now), step: currentStep(now.getTime()) };
}

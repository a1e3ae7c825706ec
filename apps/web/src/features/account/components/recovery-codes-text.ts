export const RECOVERY_CODES_FILE_NAME = 'recovery_codes.txt';

/** The codes two per line, as the screen shows them and the downloaded file holds them. */
export function recoveryCodeRows(codes: readonly string[]): string[][] {
  const rows: string[][] = [];
  for (let index = 0; index < codes.length; index += 2) rows.push(codes.slice(index, index + 2));
  return rows;
}

export function recoveryCodesText(codes: readonly string[]): string {
  return `${recoveryCodeRows(codes)
    .map((row) => row.join('  '))
    .join('\n')}\n`;
}

/** Saves the codes as recovery_codes.txt through a temporary object URL. */
export function downloadRecoveryCodes(codes: readonly string[], doc: Document = document): void {
  const blob = new Blob([recoveryCodesText(codes)], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = RECOVERY_CODES_FILE_NAME;
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

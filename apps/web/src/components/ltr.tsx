import type { ReactNode } from 'react';

/**
 * Text that reads left to right whatever the page's direction: an e-mail address, a file's name,
 * a phone number, a case's number. Inside Arabic or Persian text the bidirectional algorithm would
 * otherwise move its dots, dashes and digits ("report_v2.pdf" shown as "pdf.report_v2"); `<bdi>`
 * also keeps it from reordering the words around it (decision 040).
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}

/**
 * The same for a value that goes into a sentence or an attribute as a string (a translation's
 * `{{email}}`, an input's label): wrapped in Unicode's left-to-right isolate.
 */
export const ltrText = (text: string): string => (text ? `\u2066${text}\u2069` : text);

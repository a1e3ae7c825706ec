import type { ReactNode, Ref } from 'react';
import './data-table.css';

/**
 * The box a wide table scrolls in on a phone. Keyboard users must be able to scroll it too, so it
 * takes focus and is named after its table (axe: scrollable-region-focusable).
 */
export function TableScroll({
  label,
  children,
  ref,
}: {
  label: string;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
    <section className="data-table-wrapper" aria-label={label} tabIndex={0} ref={ref}>
      {children}
    </section>
  );
}

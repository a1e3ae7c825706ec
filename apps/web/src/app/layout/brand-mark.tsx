/** Docket's mark, inline so the shell needs no image request. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="brand-mark"
    >
      <rect width="32" height="32" rx="6" className="brand-mark-bg" />
      <path d="M9 7h8a8 8 0 0 1 0 16H9z" fill="none" className="brand-mark-fg" strokeWidth="3" />
      <path d="M8 27h16" className="brand-mark-fg" strokeWidth="3" />
    </svg>
  );
}

/** Drawn inline so the error pages need no image request (they may show when the server is down). */
export function ErrorIllustration() {
  return (
    <svg
      className="error-illustration"
      viewBox="0 0 240 160"
      width="240"
      height="160"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="120" cy="146" rx="92" ry="8" className="ill-shadow" />
      <rect x="62" y="20" width="116" height="118" rx="8" className="ill-paper" />
      <path d="M148 20h22l8 8v0h-22a8 8 0 0 1-8-8z" className="ill-fold" />
      <rect x="78" y="42" width="64" height="8" rx="4" className="ill-line" />
      <rect x="78" y="60" width="84" height="6" rx="3" className="ill-line-soft" />
      <rect x="78" y="74" width="74" height="6" rx="3" className="ill-line-soft" />
      <rect x="78" y="88" width="80" height="6" rx="3" className="ill-line-soft" />
      <circle cx="168" cy="108" r="26" className="ill-lens" />
      <circle cx="168" cy="108" r="18" className="ill-lens-glass" />
      <path d="M187 127l22 22" className="ill-handle" />
      <path d="M162 102l12 12M174 102l-12 12" className="ill-cross" />
    </svg>
  );
}

/** Shared numeric rules of the product (spec section 9). */
export const LIMITS = {
  defaultPageNo: 1,
  defaultPageSize: 50,
  maxPageSize: 1000,
  nameMaxLength: 50,
  passwordMinLength: 8,
  passwordMaxLength: 128,
  tokenExpiryMarginSeconds: 5,
  toastTimeoutMs: 3000,
  loadingOverlayDelayMs: 200,
  sidebarCollapseWidth: 768,
} as const;

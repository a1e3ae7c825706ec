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
  /** PostgreSQL's integer (ids, page numbers): a larger number matches nothing and must not reach a query. */
  maxDbInteger: 2_147_483_647,
  /** PostgreSQL's smallint, the column support types are kept in. */
  maxDbSmallint: 32_767,
} as const;

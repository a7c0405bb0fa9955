/** Stable error codes of the API, shared by HTTP, MCP and the studio. Declared once. */
export const ERROR_STATUS = {
  validation_failed: 400,
  unauthorized: 401,
  insufficient_credits: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  idempotency_mismatch: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  /** The disk holding the data folder is out of space (or quota); free space there. */
  storage_full: 507,
  /** The data folder is on a read-only file system; nothing can be saved until it is writable. */
  storage_read_only: 507,
  /** The disk holding the data folder reported an I/O error; the disk may be failing or gone. */
  storage_io: 503,
} as const;

/** One of the stable error codes. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * Domain errors the models throw; both doors translate them: pages into form errors or error pages, /api into
 * `{ message, errors? }` with the status.
 */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 502 | 503,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** Seconds, for 429 and 503 answers. */
    readonly retryAfter?: number,
  ) {
    super(message)
    this.name = 'DomainError'
  }
}

/**
 * A refusal the member's plan decides (issue 44): the /api answers `{ message, upgradeUrl }`, pages link to it.
 */
export class UpgradeRequired extends DomainError {
  constructor(
    status: 402 | 403 | 409,
    message: string,
    /** Where the member can move to a plan that allows it. */
    readonly upgradeUrl: string,
  ) {
    super(status, message)
    this.name = 'UpgradeRequired'
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new DomainError(400, message, fieldErrors)
export const unauthorized = (message = 'Unauthorized') => new DomainError(401, message)
export const forbidden = (message = 'Forbidden') => new DomainError(403, message)
export const notFoundError = (message = 'Not found') => new DomainError(404, message)
export const conflict = (message: string, fieldErrors?: Record<string, string[]>) =>
  new DomainError(409, message, fieldErrors)
export const tooManyRequests = (message: string, retryAfter?: number) =>
  new DomainError(429, message, undefined, retryAfter)
export const serviceBusy = (message = 'The server is busy. Please try again in a moment.') =>
  new DomainError(503, message, undefined, 2)

// Personal API tokens (issue 44 item 3, docs/decisions/0137-api-tokens.md): the vocabulary shared by the table, the
// schema, the model and the page.

/** What a token may do: `read` answers GET and HEAD only; `write` also the /api's mutations. */
export const API_TOKEN_SCOPES = ['read', 'write'] as const
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number]

export const API_TOKEN_NAME_MAX = 60
/** Live tokens a member may keep at once; decided by the INSERT. */
export const MAX_API_TOKENS = 10
/** Requests per token per minute (429 with Retry-After past it). */
export const API_TOKEN_RATE_PER_MINUTE = 600
/** Every token starts so, which makes one easy to recognise in a leak scan and in a log. */
export const API_TOKEN_PREFIX = 'sat_'
/** How much of a token the member sees again after it is made: the prefix and this many characters. */
export const API_TOKEN_SHOWN_CHARS = 6

export const API_TOKEN_NAME_REQUIRED = 'Give the token a name'
export const API_TOKEN_NAME_TOO_LONG = 'Token names are at most 60 characters'
export const API_TOKEN_SCOPE_REQUIRED = 'Choose what the token may do'
export const API_TOKEN_LIMIT_REACHED = 'You have 10 live tokens, the most a member may keep. Revoke one first.'
export const API_TOKEN_NOT_FOUND = 'Token not found'
export const API_TOKEN_INVALID = 'The API token is not valid or has been revoked'
export const API_TOKEN_READ_ONLY = 'This API token may only read: it was made without the write scope'
export const API_TOKEN_NOT_FOR_TOKENS = 'API tokens are managed while signed in, not with a token'
export const API_TOKEN_NOT_FOR_ADMIN = 'The admin API takes a signed-in session, not a token'
export const API_ACCESS_REQUIRED = 'API access comes with the Enterprise plan'
/** Where a member without API access asks for the plan that has it: Enterprise's contact-sales form (decision 0142). */
export const API_UPGRADE_URL = '/contact-sales'

import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { API_TOKEN_NAME_MAX, type ApiTokenScope } from '../../app/domain/api-tokens'
import { createdAt, id, jsonList, lengthChecks, timestamp } from '../columns'
import { users } from './accounts'

/**
 * A member's personal API token (issue 44 item 3, docs/decisions/0137-api-tokens.md). Only the SHA-256 of the token is
 * kept (`token_hash`), with the few characters the member is shown again (`shown`); a revoked token keeps its row
 * (`revoked_at`) so the page can say when, and it is refused from that statement on.
 */
export const apiTokens = sqliteTable(
  'api_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    tokenHash: text().notNull(),
    shown: text().notNull(),
    scopes: jsonList<ApiTokenScope>().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp(),
    revokedAt: timestamp(),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_unique').on(t.tokenHash),
    // The member's live tokens: the page's list and the INSERT's cap.
    index('api_tokens_user_live_idx').on(t.userId).where(sql`${t.revokedAt} is null`),
    ...lengthChecks('api_tokens', t, { name: API_TOKEN_NAME_MAX }),
  ],
)

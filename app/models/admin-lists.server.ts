import type { AdminListQuery } from '~/schemas/admin'
import { ADMIN_PAGE_SIZE } from '~/shared/admin-sections'

/**
 * What every admin list shares (docs/decisions/0047): a page of rows with its total, and the search pattern. Its own
 * module so that the models behind the lists (admin, moderation, notifications' outbox) import it without importing
 * each other.
 */
export interface Page<T> {
  items: T[]
  total: number
  page: number
  pageCount: number
  pageSize: number
  q: string
}

/** A LIKE pattern for a case-insensitive substring: `%` and `_` in what an admin typed match themselves. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export function pageOf<T>(items: T[], total: number, { page, q }: AdminListQuery): Page<T> {
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)), pageSize: ADMIN_PAGE_SIZE, q }
}

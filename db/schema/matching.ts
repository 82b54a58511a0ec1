import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

// Smart matching's candidate index (issue 42 item 3; docs/decisions/0116-matching.md): one row per tag of an
// investor, a mentor or a job — its sectors, its stages, the pair of both, its tech stack — with its city, so the
// model picks a bounded candidate set by index ranges instead of reading every row's JSON lists. Kept by triggers on
// those tables (migration matching-tags-triggers), never written by the app.

export const matchTags = sqliteTable(
  'match_tags',
  {
    /** 'investor', 'mentor' or 'job'. */
    ownerKind: text({ length: 16 }).notNull(),
    /** 'sector', 'stage', 'sector-stage' ('fintech|seed'), 'skill'. */
    tagKind: text({ length: 16 }).notNull(),
    /** The lowercased tag. */
    value: text().notNull(),
    ownerId: integer().notNull(),
    /** The owner's city (null: none): candidates nearest the startup come first. */
    cityId: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerKind, t.tagKind, t.value, t.ownerId] }),
    index('match_tags_owner_idx').on(t.ownerKind, t.ownerId),
    index('match_tags_city_idx').on(t.ownerKind, t.tagKind, t.value, t.cityId, t.ownerId),
  ],
)

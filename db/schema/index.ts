// The Drizzle schema, one file per area; drizzle-kit reads this folder (drizzle.config.ts), the app imports this
// index. Column names are camelCase here and snake_case in SQL (drizzle `casing: 'snake_case'`).
// Decisions: docs/decisions/0001-ids.md … 0005-dates-and-json.md.
export * from './accounts'
export * from './startups'
export * from './jobs'
export * from './events'
export * from './resources'
export * from './cohorts'
export * from './content'
export * from './admin'
export * from './platform'
export * from './notifications'
export type * from './row-types'
export * from './analytics'
export * from './geo'
export * from './people'
export * from './matching'

import { sql } from 'drizzle-orm'
import { check, index, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { id, lengthChecks } from '../columns'

// Places with coordinates (docs/decisions/0114-cities-and-distance.md): the cities of Asia's startup scenes, each with
// its latitude and longitude, so that every location the platform keeps (startups, jobs, events, workspaces,
// investors, mentors) can resolve to one and distances can be computed in SQL. The rows are reference data written by
// the migration that creates the table (0035), not by the demo seed: every database has them.

export const cities = sqliteTable(
  'cities',
  {
    id: id(),
    /** The URL form: `near=ho-chi-minh-city`. */
    slug: text({ length: 100 }).notNull(),
    /** The English name shown and matched in free-text places. */
    name: text({ length: 100 }).notNull(),
    /** ISO 3166-1 alpha-2. */
    countryCode: text({ length: 2 }).notNull(),
    latitude: real().notNull(),
    longitude: real().notNull(),
    /** IANA zone. */
    timeZone: text({ length: 64 }).notNull(),
    /** Other names a free-text place may use for it, lowercased, `|`-separated ('bengaluru'); empty for none. */
    aliases: text({ length: 255 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('cities_slug_unique').on(t.slug),
    index('cities_country_code_idx').on(t.countryCode),
    check('cities_latitude_range', sql`${t.latitude} between -90 and 90`),
    check('cities_longitude_range', sql`${t.longitude} between -180 and 180`),
    check('cities_country_code_format', sql`length(${t.countryCode}) = 2`),
    ...lengthChecks('cities', t, { slug: 100, name: 100, timeZone: 64, aliases: 255 }),
  ],
)

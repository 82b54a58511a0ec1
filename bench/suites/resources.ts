import { count, sql } from 'drizzle-orm'
import { blogPosts, resources } from '../../db/schema'
import { signedOutAndIn, type BenchSuite } from './types'

/**
 * GET /api/resources and GET /api/media (docs/decisions/0038, 0040): the Resource Hub's filters and search, and the
 * media list's type, topic and search, over `size` resources and `size` media items. Rows are made in bulk by one
 * recursive INSERT … SELECT per table (the FTS triggers fill the search indexes as they go).
 */
const TYPES = ['mentor', 'investor', 'accelerator', 'legal', 'finance', 'hr']
const CITIES = ['Singapore', 'Hong Kong', 'Tokyo', 'Mumbai', 'Bangalore', 'Seoul', 'Jakarta', 'Manila']
const WORDS = ['fundraising', 'term sheets', 'payroll', 'compliance', 'go-to-market', 'hiring', 'tax', 'pitch decks']
const CONTENT = ['article', 'story', 'press_release']
const TOPICS = ['funding', 'hiring', 'founders', 'programs']

const list = (values: readonly string[]) => sql.raw(`json('${JSON.stringify(values)}')`)

export const resourcesSuite: BenchSuite = {
  name: 'resources',
  async ensure(database, size, log) {
    const { db } = database
    const [haveResources] = await db.select({ n: count() }).from(resources)
    const missingResources = size - (haveResources?.n ?? 0)
    if (missingResources > 0) {
      log(`Filling resources to ${size.toLocaleString('en-US')} ...`)
      const now = Date.now()
      await db.run(sql`
        with recursive n(k) as (select 1 union all select k + 1 from n where k < ${missingResources})
        insert into resources (name, description, type, location, website, email, specialties, sectors, rating,
          review_count, is_verified, is_active, created_at, updated_at)
        select
          'Bench ' || json_extract(${list(TYPES)}, '$[' || (k % 6) || ']') || ' ' || k,
          'Helps founders with ' || json_extract(${list(WORDS)}, '$[' || (k % 8) || ']') || ' and '
            || json_extract(${list(WORDS)}, '$[' || ((k / 8) % 8) || ']') || ' across Asia.',
          json_extract(${list(TYPES)}, '$[' || (k % 6) || ']'),
          json_extract(${list(CITIES)}, '$[' || ((k / 6) % 8) || ']'),
          case when k % 3 = 0 then null else 'https://bench-' || k || '.example.com' end,
          case when k % 4 = 3 then null else 'hello@bench-' || k || '.example.com' end,
          '["' || json_extract(${list(WORDS)}, '$[' || (k % 8) || ']') || '"]',
          '["fintech"]',
          -- rating is decimal(3, 2) stored as hundredths (db/columns.ts): 3.00–4.99
          case when k % 10 = 0 then null else 300 + k % 200 end,
          case when k % 10 = 0 then 0 else k % 180 end,
          -- every type has verified and unverified rows
          (k / 6) % 2, case when k % 50 = 0 then 0 else 1 end, ${now}, ${now}
        from n
      `)
    }
    const [havePosts] = await db.select({ n: count() }).from(blogPosts)
    const missingPosts = size - (havePosts?.n ?? 0)
    if (missingPosts > 0) {
      log(`Filling media items to ${size.toLocaleString('en-US')} ...`)
      for (const [k, slug] of TOPICS.entries()) {
        await db.run(
          sql`insert or ignore into content_categories (name, slug, sort_order, is_active, created_at) values (${slug}, ${slug}, ${k + 1}, 1, ${Date.now()})`,
        )
      }
      const now = Date.now()
      await db.run(sql`
        with recursive n(k) as (select 1 union all select k + 1 from n where k < ${missingPosts})
        insert into blog_posts (title, slug, content, excerpt, author_type, author, category, topic_id, tags,
          status, published_at, read_time, view_count, like_count, is_active, created_at, updated_at)
        select
          'Bench item ' || k || ' on ' || json_extract(${list(WORDS)}, '$[' || (k % 8) || ']'),
          'bench-item-' || k || '-' || ${now},
          'A **Markdown** body about ' || json_extract(${list(WORDS)}, '$[' || (k % 8) || ']') || '.',
          'What founders should know about ' || json_extract(${list(WORDS)}, '$[' || ((k / 8) % 8) || ']') || '.',
          case when k % 3 = 1 then 'startup_admin' else 'main_admin' end,
          json_object('name', 'Author ' || (k % 500)),
          json_extract(${list(CONTENT)}, '$[' || (k % 3) || ']'),
          (select id from content_categories where slug = json_extract(${list(TOPICS)}, '$[' || (k % 4) || ']')),
          '["bench"]',
          case when k % 20 = 0 then 'draft' else 'published' end,
          case when k % 20 = 0 then null else ${now} - k * 60000 end,
          3 + k % 7, k % 5000, k % 300, 1, ${now}, ${now}
        from n
      `)
    }
    await db.run(sql`analyze`)
  },
  scenarios: [
    { name: 'resources: default list', path: '/api/resources' },
    { name: 'resources: type+location', path: '/api/resources?type=legal&location=Tokyo' },
    { name: 'resources: verified only', path: '/api/resources?verified=true&type=mentor' },
    { name: 'resources: search "payroll"', path: '/api/resources?searchQuery=payroll' },
    { name: 'resources: search "ta" (short, prefix index)', path: '/api/resources?searchQuery=ta' },
    ...signedOutAndIn({ name: 'resources: /resources (page)', path: '/resources' }),
    { name: 'resources: type+location (page)', path: '/resources?type=legal&location=Tokyo' },
    { name: 'media: default list', path: '/api/media' },
    { name: 'media: type', path: '/api/media?type=press_release' },
    { name: 'media: topic', path: '/api/media?topic=funding' },
    { name: 'media: search "hiring"', path: '/api/media?searchQuery=hiring' },
    { name: 'media: search author', path: `/api/media?searchQuery=${encodeURIComponent('Author 42')}` },
    ...signedOutAndIn({ name: 'media: /media (page)', path: '/media' }),
    { name: 'media: topic (page)', path: '/media?topic=funding' },
  ],
}

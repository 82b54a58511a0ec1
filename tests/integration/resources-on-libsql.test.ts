import { describe, expect, it } from 'vitest'
import { bootOnSqld } from '../support/sqld-boot'

/**
 * The Resource Hub and Media & PR models, unchanged, on a real libSQL server (docs/decisions/0038–0040): the
 * search indexes the migrations build, the Apply to Join cap decided inside one INSERT under parallel requests, and
 * view counts that add up under parallel views.
 */
bootOnSqld()


async function member() {
  const { getDb } = await import('~/lib/db.server')
  const { users } = await import('../../db/schema')
  const { toPublicUser } = await import('~/models/users.server')
  const [row] = await (await getDb())
    .insert(users)
    .values({ email: `libsql-${Math.random().toString(36).slice(2)}@example.com`, firstName: 'Li', lastName: 'Bsql' })
    .returning()
  return toPublicUser(row!)
}

describe('Resource Hub on libSQL', () => {
  it('filters and searches active resources', async () => {
    const { getDb } = await import('~/lib/db.server')
    const { resources } = await import('../../db/schema')
    const { listResources } = await import('~/models/resources.server')
    await (await getDb()).insert(resources).values([
      { name: 'Hrana Mentor', type: 'mentor', location: 'Tokyo', isVerified: true, rating: '4.80', reviewCount: 3, email: 'a@x.example' },
      { name: 'Hrana Capital', type: 'investor', location: 'Tokyo', description: 'Seed cheques' },
      { name: 'Hrana Hidden', type: 'mentor', location: 'Tokyo', isActive: false },
    ])
    const names = async (query: Parameters<typeof listResources>[0]) => (await listResources(query)).map((card) => card.name)
    expect(await names({ limit: 50, searchQuery: 'Hrana' })).toEqual(['Hrana Mentor', 'Hrana Capital'])
    expect(await names({ limit: 50, searchQuery: 'seed cheq' })).toEqual(['Hrana Capital'])
    expect(await names({ limit: 50, searchQuery: 'Hrana', verifiedOnly: true })).toEqual(['Hrana Mentor'])
    expect(await names({ limit: 50, type: 'investor', location: 'Tokyo' })).toEqual(['Hrana Capital'])
    const [card] = await listResources({ limit: 1, searchQuery: 'Hrana Mentor' })
    expect(card).toMatchObject({ hasEmail: true, rating: '4.80' })
    expect(JSON.stringify(card)).not.toContain('a@x.example')
  })

  it('lets exactly 3 of 8 parallel applications wait for review', async () => {
    const { applyToJoin, listMyApplications } = await import('~/models/resources.server')
    const { resourceApplicationSchema } = await import('~/schemas/resources')
    const user = await member()
    const input = resourceApplicationSchema.parse({
      name: 'Parallel Advisor',
      type: 'legal',
      location: 'Seoul',
      description: 'Contracts.',
      email: 'p@x.example',
      specialties: ['Contracts'],
    })
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => applyToJoin(user, input)))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3)
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toMatchObject({ status: 409 })
    const mine = await listMyApplications(user.id)
    expect(mine).toHaveLength(3)
    expect(mine.every((listing) => listing.state === 'pending')).toBe(true)
  })
})

describe('Media & PR on libSQL', () => {
  it('searches the author name and counts parallel views exactly', async () => {
    const { getDb } = await import('~/lib/db.server')
    const { blogPosts } = await import('../../db/schema')
    const { listMedia, getMediaArticle, recordView } = await import('~/models/media.server')
    const [post] = await (await getDb())
      .insert(blogPosts)
      .values({
        title: 'Edge replicas',
        slug: 'edge-replicas',
        content: 'Body with <script>x</script> and [a](javascript:alert(1)).',
        category: 'article',
        author: { name: 'Glauber Sqlite' },
        status: 'published',
        publishedAt: new Date(Date.now() - 60_000),
      })
      .returning()
    expect((await listMedia({ limit: 10, searchQuery: 'glauber' })).map((item) => item.id)).toEqual([post!.id])
    await Promise.all(Array.from({ length: 10 }, () => recordView(post!.id)))
    const article = await getMediaArticle('edge-replicas')
    expect(article.viewCount).toBe(10)
    expect(article.contentHtml).not.toMatch(/script|javascript/i)
  })
})

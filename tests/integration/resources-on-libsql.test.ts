import { describe, expect, it } from 'vitest'
import { bootOnSqld } from '../support/sqld-boot'

/**
 * The Resource Hub and Media & PR models, unchanged, on a real libSQL server (docs/decisions/0038–0040): the
 * search indexes the migrations build, the Apply to Join cap decided inside one INSERT under parallel requests, and
 * view counts that add up under parallel views.
 */
bootOnSqld()


async function member() {
  const { getDb } = await import('~/server/db.server')
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
    const { getDb } = await import('~/server/db.server')
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

  it('searches in the directory’s order, and a new rating moves a resource', async () => {
    const { getDb } = await import('~/server/db.server')
    const { eq } = await import('drizzle-orm')
    const { resources } = await import('../../db/schema')
    const { listResources } = await import('~/models/resources.server')
    const { createResource } = await import('../support/factories')
    const unrated = await createResource({ name: 'Sqld ordered unrated' })
    const low = await createResource({ name: 'Sqld ordered low', rating: '3.50', reviewCount: 4 })
    const tieOld = await createResource({ name: 'Sqld ordered tie', rating: '4.00', reviewCount: 2 })
    const tieNew = await createResource({ name: 'Sqld ordered tie', rating: '4.00', reviewCount: 2 })
    const ids = async () => (await listResources({ limit: 10, searchQuery: 'sqld ordered' })).map((card) => card.id)
    expect(await ids()).toEqual([tieNew.id, tieOld.id, low.id, unrated.id])
    await (await getDb()).update(resources).set({ rating: '4.80' }).where(eq(resources.id, low.id))
    expect(await ids()).toEqual([low.id, tieNew.id, tieOld.id, unrated.id])
    expect((await listResources({ limit: 2, offset: 1, searchQuery: 'sqld ordered' })).map((card) => card.id)).toEqual([tieNew.id, tieOld.id])
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
    const { getDb } = await import('~/server/db.server')
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

  it('searches in the list’s order, and a new publication time moves an item', async () => {
    const { getDb } = await import('~/server/db.server')
    const { eq } = await import('drizzle-orm')
    const { blogPosts } = await import('../../db/schema')
    const { listMedia } = await import('~/models/media.server')
    const { createMediaItem } = await import('../support/factories')
    const base = Math.floor(Date.now() / 1000) * 1000 - 50 * 3_600_000
    const at = (hours: number) => new Date(base + hours * 3_600_000)
    const middle = await createMediaItem({ title: 'Sqld ordered middle', publishedAt: at(20) })
    const oldest = await createMediaItem({ title: 'Sqld ordered oldest', publishedAt: at(10) })
    const tieOld = await createMediaItem({ title: 'Sqld ordered tie', publishedAt: at(30) })
    const tieNew = await createMediaItem({ title: 'Sqld ordered tie', publishedAt: at(30) })
    const ids = async () => (await listMedia({ limit: 10, searchQuery: 'sqld ordered' })).map((item) => item.id)
    expect(await ids()).toEqual([tieNew.id, tieOld.id, middle.id, oldest.id])
    await (await getDb()).update(blogPosts).set({ publishedAt: at(40) }).where(eq(blogPosts.id, oldest.id))
    expect(await ids()).toEqual([oldest.id, tieNew.id, tieOld.id, middle.id])
    expect((await listMedia({ limit: 2, offset: 1, searchQuery: 'sqld ordered' })).map((item) => item.id)).toEqual([tieNew.id, tieOld.id])
  })
})

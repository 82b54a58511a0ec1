import { eq } from 'drizzle-orm'
import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it } from 'vitest'
import { blogPosts, users } from '../../db/schema'
import { getDb } from '~/server/db.server'
import { loader as mediaItemApi } from '~/routes/api/media-item'
import { loader as mediaApi } from '~/routes/api/media'
import { loader as topicsApi } from '~/routes/api/media-topics'
import { loader as articlePage, meta as articleMeta } from '~/routes/media-article'
import { loader as feedLoader } from '~/routes/media-feed'
import { loader as mediaPage } from '~/routes/media/route'
import { createMediaItem, createTopic, createUser, routeArgs } from '../support/factories'
import { getRequest, settle } from '../support/http'
import { mediaListQuery } from '~/models/media.server'
import { ensureMediaSearch, MEDIA_SEARCH } from '~/models/media-search.server'
import { searchTriggersSql } from '~/models/search-index.server'
import { queryPlan, squashSql, triggersOf, withMigratedOnly } from '../support/search-order'

/**
 * Media & PR (issue 13; docs/decisions/0040-media.md, 0041-markdown-feed-and-structured-data.md): search over each of
 * title, excerpt and author name, type and topic filters, unpublished items absent from list, page, API and feed,
 * view counting, a hostile Markdown body rendered harmless, and a feed that is well-formed XML.
 */

interface Card {
  id: number
  slug: string
  title: string
  contentType: string
  author: { name: string }
  topic: { slug: string } | null
}

const TAG = 'quokkaflux'
const BROWSER = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' }
const item: Record<string, { id: number; slug: string; title: string }> = {}
let parentTopic: { id: number; slug: string }
let childTopic: { id: number; slug: string }
let otherTopic: { id: number; slug: string }

beforeAll(async () => {
  const author = await createUser({ firstName: 'Wilhelmina', lastName: `Okonkwo${TAG}` })
  parentTopic = await createTopic()
  childTopic = await createTopic({ parentId: parentTopic.id })
  otherTopic = await createTopic()
  const day = 86_400_000
  item.title = await createMediaItem({ title: `Title ${TAG} alpha`, excerpt: 'Plain excerpt', topicId: parentTopic.id, publishedAt: new Date(Date.now() - day) })
  item.excerpt = await createMediaItem({ title: 'Second item', excerpt: `An excerpt about ${TAG} beta`, category: 'story', authorType: 'startup_admin', topicId: childTopic.id, publishedAt: new Date(Date.now() - 2 * day) })
  item.byline = await createMediaItem({ title: 'Third item', category: 'press_release', author: { name: `Byline ${TAG} Person`, title: 'CEO', company: 'Gamma Co' }, topicId: otherTopic.id, publishedAt: new Date(Date.now() - 3 * day) })
  item.account = await createMediaItem({ title: 'Fourth item', authorId: author.id, publishedAt: new Date(Date.now() - 4 * day) })
  item.draft = await createMediaItem({ title: `Draft ${TAG} item`, status: 'draft', publishedAt: null })
  item.scheduled = await createMediaItem({ title: `Scheduled ${TAG} item`, publishedAt: new Date(Date.now() + day) })
  item.inactive = await createMediaItem({ title: `Inactive ${TAG} item`, isActive: false })
  item.hostile = await createMediaItem({
    title: `Hostile ${TAG} <b>markup</b> & "quotes"\u0001`,
    publishedAt: new Date(Date.now() - 5 * day),
    content: [
      '# Heading',
      '<script>alert("owned")</script>',
      'Click [x](javascript:alert(1)) or [safe](https://example.com/ok).',
      '<img src=x onerror="alert(2)">',
      '![pic](javascript:alert(3))',
      '**bold** text',
    ].join('\n\n'),
  })
})

const call = (loader: (args: never) => unknown, path: string, params: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  settle(() => loader(routeArgs(getRequest(path, headers), { params })))

async function list(query: string): Promise<Card[]> {
  const response = await call(mediaApi, `/api/media?limit=100${query}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as Card[]
}
const idsOf = async (query: string) => (await list(query)).map((card) => card.id)
const search = (text: string) => idsOf(`&searchQuery=${encodeURIComponent(text)}`)

describe('GET /api/media', () => {
  it('searches title, excerpt and author name (byline, else the account), case-insensitively', async () => {
    expect(await search(`${TAG.toUpperCase()} ALPHA`)).toEqual([item.title!.id])
    expect(await search(`${TAG} beta`)).toEqual([item.excerpt!.id])
    expect(await search(`Byline ${TAG}`)).toEqual([item.byline!.id])
    expect(await search(`okonkwo${TAG}`)).toEqual([item.account!.id])
  })

  it('gives every item a whole number of minutes to read, stored or worked out from its length', async () => {
    const cards = await list(`&searchQuery=${encodeURIComponent(TAG)}`)
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) expect(Number.isInteger((card as Card & { readTime: number }).readTime), card.id.toString()).toBe(true)
  })

  it('filters by type and topic (a topic includes its sub-topics)', async () => {
    const stories = await list('&type=story')
    expect(stories.map((card) => card.id)).toContain(item.excerpt!.id)
    expect(stories.every((card) => card.contentType === 'story')).toBe(true)
    expect((await list('&type=Press%20Release')).map((card) => card.id)).toContain(item.byline!.id)
    expect(await idsOf(`&topic=${parentTopic.slug}`)).toEqual([item.title!.id, item.excerpt!.id])
    expect(await idsOf(`&topic=${childTopic.slug}`)).toEqual([item.excerpt!.id])
    expect(await idsOf(`&topic=${otherTopic.slug}&type=article`)).toEqual([])
  })

  it('never lists drafts, scheduled or inactive items', async () => {
    const ids = await idsOf(`&searchQuery=${TAG}`)
    for (const hidden of [item.draft, item.scheduled, item.inactive]) expect(ids).not.toContain(hidden!.id)
    expect(ids).toContain(item.hostile!.id)
  })

  it('pages newest first and answers 400 for filters it cannot read', async () => {
    const [first] = await list('&limit=1')
    const [second] = await list('&limit=1&offset=1')
    expect(first!.id).not.toBe(second!.id)
    for (const query of ['type=video', 'topic=%3Cscript%3E', 'limit=0', 'offset=x']) {
      expect((await call(mediaApi, `/api/media?${query}`)).status, query).toBe(400)
    }
  })

  it('a search answers in the list’s own order (newest first, then the newer id), paged; a new date moves an item', async () => {
    const tag = `Ordered${Date.now().toString(36)}`
    const hour = 3_600_000
    const base = Math.floor(Date.now() / 1000) * 1000 - 100 * hour
    const at = (hours: number) => new Date(base + hours * hour)
    // Created out of date order; two share a publication time (the newer id first, as in the list).
    const make = (name: string, publishedAt: Date) => createMediaItem({ title: `${tag} ${name} Qz`, publishedAt })
    const middle = await make('middle', at(50))
    const oldest = await make('oldest', at(10))
    const newest = await make('newest', at(90))
    const tieOld = await make('tieOld', at(30))
    const tieNew = await make('tieNew', at(30))
    await make('scheduled', new Date(Date.now() + 2 * hour))
    const mine = [middle, oldest, newest, tieOld, tieNew].map((row) => row.id)
    const expected = [newest.id, middle.id, tieNew.id, tieOld.id, oldest.id]
    expect(await search(tag)).toEqual(expected)
    // The short (word prefix) index answers in the same order.
    expect((await search('Qz')).filter((id) => mine.includes(id))).toEqual(expected)
    // The same order as the list without a search, ties included.
    expect((await idsOf('')).filter((id) => mine.includes(id))).toEqual(expected)
    expect(await idsOf(`&searchQuery=${tag}&limit=2&offset=1`)).toEqual([middle.id, tieNew.id])
    // A new publication time moves the item in the search (the index is keyed by it); unpublishing removes it.
    const db = await getDb()
    await db.update(blogPosts).set({ publishedAt: at(95) }).where(eq(blogPosts.id, oldest.id))
    await db.update(blogPosts).set({ publishedAt: new Date(Date.now() + hour) }).where(eq(blogPosts.id, newest.id))
    const moved = [oldest.id, middle.id, tieNew.id, tieOld.id]
    expect(await search(tag)).toEqual(moved)
    expect((await idsOf('')).filter((id) => mine.includes(id))).toEqual(moved)
    // Filters still apply along the walk.
    await db.update(blogPosts).set({ category: 'press_release' }).where(eq(blogPosts.id, tieOld.id))
    expect(await idsOf(`&searchQuery=${tag}&type=press_release`)).toEqual([tieOld.id])
  })

  it('a search reads the index in the list’s order and stops at the page (no sort of every match)', async () => {
    const db = await getDb()
    for (const [query, index] of [
      [{ searchQuery: `${TAG} alpha`, limit: 20 }, 'blog_posts_fts'],
      [{ searchQuery: 'AI', limit: 20, type: 'article', topic: parentTopic.slug }, 'blog_posts_fts_words'],
    ] as const) {
      const details = await queryPlan(db, mediaListQuery(db, query, new Date())!.toSQL())
      expect(details[0]).toMatch(new RegExp(`^SCAN ${index} VIRTUAL TABLE`))
      expect(details.join('\n')).not.toMatch(/TEMP B-TREE/)
    }
  })

  it('GET /api/media/topics lists the active topics', async () => {
    const topics = (await (await call(topicsApi, '/api/media/topics')).json()) as { slug: string }[]
    expect(topics.map((topic) => topic.slug)).toEqual(expect.arrayContaining([parentTopic.slug, childTopic.slug]))
  })
})

describe('/media (page)', () => {
  it('features the first match and leaves unpublished items out; an unknown topic is dropped and explained', async () => {
    const page = await mediaPage(routeArgs(getRequest(`/media?searchQuery=${TAG}`)) as never)
    expect(page.items[0]!.id).toBe(item.title!.id)
    const ids = page.items.map((card) => card.id)
    for (const hidden of [item.draft, item.scheduled, item.inactive]) expect(ids).not.toContain(hidden!.id)
    const unknown = await mediaPage(routeArgs(getRequest('/media?topic=no-such-topic')) as never)
    expect(unknown.filterErrors.topic).toBeTruthy()
    expect(unknown.query.topic).toBeUndefined()
  })
})

async function status(run: () => unknown): Promise<number> {
  try {
    await run()
    return 200
  } catch (error) {
    if (error instanceof Response) return error.status
    return (error as { init?: { status: number } }).init?.status ?? 500
  }
}

type ArticleData = { data: { article: { id: number; contentHtml: string; viewCount: number } }; init: { headers?: Record<string, string> } }
const openArticle = async (slug: string, headers: Record<string, string> = BROWSER) =>
  (await articlePage(routeArgs(getRequest(`/media/${slug}`, headers), { params: { slug } }) as never)) as unknown as ArticleData

describe('/media/{slug} and GET /api/media/{slug}', () => {
  it('is 404 for unknown, draft, scheduled and inactive slugs (page and API)', async () => {
    for (const slug of ['no-such-slug', item.draft!.slug, item.scheduled!.slug, item.inactive!.slug]) {
      expect(await status(() => articlePage(routeArgs(getRequest(`/media/${slug}`), { params: { slug } }) as never)), slug).toBe(404)
      expect((await call(mediaItemApi, `/api/media/${slug}`, { slug })).status, slug).toBe(404)
    }
  })

  it('renders a hostile Markdown body harmless: no script, no javascript: link or image, no event handler', async () => {
    const { data } = await openArticle(item.hostile!.slug)
    const html = data.article.contentHtml
    expect(html).not.toMatch(/<script|javascript:|onerror|alert\(2\)/i)
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toContain('<h2>Heading</h2>')
    expect(html).toContain('x or ')
    expect(html).toMatch(/<a href="https:\/\/example\.com\/ok" rel="nofollow noopener noreferrer">safe<\/a>/)
    const api = await call(mediaItemApi, '/', { slug: item.hostile!.slug })
    expect((await api.json()) as { contentHtml: string }).toMatchObject({ contentHtml: html })
  })

  it('counts a reader’s first view in a visit once; repeats, bots, prefetches and the API do not count', async () => {
    const db = await getDb()
    const views = async () => (await db.select({ v: blogPosts.viewCount }).from(blogPosts).where(eq(blogPosts.id, item.byline!.id)))[0]!.v
    const before = await views()
    const slug = item.byline!.slug
    const first = await openArticle(slug)
    expect(first.data.article.viewCount).toBe(before + 1)
    const cookie = first.init.headers!['Set-Cookie']!.split(';')[0]!
    await openArticle(slug, { ...BROWSER, Cookie: cookie })
    await openArticle(slug, { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })
    await openArticle(slug, { ...BROWSER, 'Sec-Purpose': 'prefetch' })
    await openArticle(slug, {})
    await call(mediaItemApi, '/', { slug })
    expect(await views()).toBe(before + 1)
    // Another visitor (no cookie) is another view.
    await openArticle(slug)
    expect(await views()).toBe(before + 2)
  })

  it('carries Article / NewsArticle structured data and Open Graph tags', async () => {
    const press = await openArticle(item.byline!.slug)
    const tags = articleMeta({ loaderData: press.data } as never) as Record<string, unknown>[]
    const ld = tags.find((tag) => 'script:ld+json' in tag)!['script:ld+json'] as Record<string, unknown>
    expect(ld['@type']).toBe('NewsArticle')
    expect(ld.author).toMatchObject({ '@type': 'Person', name: `Byline ${TAG} Person`, jobTitle: 'CEO' })
    expect(tags).toContainEqual({ property: 'og:type', content: 'article' })
    expect(tags).toContainEqual(expect.objectContaining({ property: 'og:title' }))
    const article = await openArticle(item.title!.slug)
    const articleLd = (articleMeta({ loaderData: article.data } as never) as Record<string, unknown>[]).find((tag) => 'script:ld+json' in tag)!
    expect((articleLd['script:ld+json'] as { '@type': string })['@type']).toBe('Article')
  })
})

describe('/media/feed.xml', () => {
  it('is well-formed Atom with published items only, hostile text escaped', async () => {
    const response = (await feedLoader(routeArgs(getRequest('/media/feed.xml')) as never)) as Response
    expect(response.headers.get('Content-Type')).toContain('application/atom+xml')
    const xml = await response.text()
    const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml')
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom')
    const titles = Array.from(doc.getElementsByTagName('entry')).map((entry) => entry.getElementsByTagName('title')[0]!.textContent)
    expect(titles).toContain(`Hostile ${TAG} <b>markup</b> & "quotes"`)
    expect(titles).toContain(item.title!.title)
    for (const hidden of [item.draft, item.scheduled, item.inactive]) expect(titles).not.toContain(hidden!.title)
    expect(xml).not.toMatch(/<script/i)
  })
})

// The account-name fallback follows a rename (the trigger on users keeps the index in step).
it('finds an item by its author’s new name after a rename', async () => {
  const db = await getDb()
  const [post] = await db.select({ authorId: blogPosts.authorId }).from(blogPosts).where(eq(blogPosts.id, item.account!.id))
  await db.update(users).set({ lastName: `Renamed${TAG}` }).where(eq(users.id, post!.authorId!))
  expect(await search(`Renamed${TAG}`)).toEqual([item.account!.id])
})

it('the migrations alone leave exactly the triggers ensureMediaSearch checks for', async () => {
  // 0012 made the triggers, 0019 keyed the indexes by publication time.
  const expected = searchTriggersSql(MEDIA_SEARCH)
  await withMigratedOnly(async (fresh) => {
    expect(await triggersOf(fresh.db, Object.keys(expected))).toEqual(
      Object.fromEntries(Object.entries(expected).map(([name, text]) => [name, squashSql(text)])),
    )
    expect(await ensureMediaSearch(fresh)).toEqual({ recreatedTriggers: [], rebuilt: false })
  })
})

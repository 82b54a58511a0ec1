import { and, asc, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../db/client'
import { blogPosts, contentCategories, users, type MediaByline } from '../../db/schema'
import {
  AUTHOR_TYPES,
  CHARACTERS_PER_MINUTE,
  CONTENT_TYPES,
  MAX_MEDIA_LIMIT,
  MEDIA_NOT_FOUND,
  type AuthorType,
  type ContentType,
} from '~/domain/media'
import { getDb } from '~/server/db.server'
import { notFoundError } from '~/shared/errors'
import { renderMarkdown } from '~/server/markdown.server'
import type { MediaQuery } from '~/schemas/media'
import { mediaSearch, mediaSearchKeyAfter, mediaShortSearch } from './media-search.server'
import { SEARCH_ID_SPAN } from './search-index.server'
import { buildSearchMatch } from './startup-search.server'

/**
 * Media & PR (001 §2, §3 Media item; docs/decisions/0040-media.md): media items are blog_posts rows — contentType is
 * `category`, the topic a content category, the author a byline on the post over the author's account. One model for
 * /media, /media/{slug}, /media/feed.xml and GET /api/media(/{slug}). Only published items are ever returned:
 * status 'published', active, and a publication time that has come.
 */

export interface MediaAuthor {
  name: string
  avatar: string | null
  title: string | null
  company: string | null
}

export interface MediaTopic {
  slug: string
  name: string
}

/** 001 §3 Media item, as lists show it (the body is left out). */
export interface MediaCard {
  id: number
  title: string
  slug: string
  excerpt: string | null
  contentType: ContentType
  authorType: AuthorType
  author: MediaAuthor
  featuredImage: string | null
  publishedAt: Date
  /** Minutes. */
  readTime: number
  tags: string[]
  viewCount: number
  likeCount: number
  isPublished: true
  topic: MediaTopic | null
}

export interface MediaArticle extends MediaCard {
  /** The Markdown source. */
  content: string
  /** The body as HTML: rendered from the Markdown, raw HTML and unsafe links removed (app/server/markdown.server.ts). */
  contentHtml: string
  metaTitle: string | null
  metaDescription: string | null
  updatedAt: Date
}

const topics = alias(contentCategories, 'topic')

const columns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  authorType: blogPosts.authorType,
  byline: blogPosts.author,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  featuredImage: blogPosts.featuredImage,
  publishedAt: blogPosts.publishedAt,
  // Stored minutes, else the body's length at reading speed (never under a minute). The bound numbers may arrive as
  // REAL, so the division is cast back to whole minutes.
  readTime: sql<number>`(case when ${blogPosts.readTime} > 0 then ${blogPosts.readTime}
    else max(1, cast((length(coalesce(${blogPosts.content}, '')) + ${CHARACTERS_PER_MINUTE - 1}) / ${CHARACTERS_PER_MINUTE} as integer)) end)`.mapWith(
    Number,
  ),
  tags: blogPosts.tags,
  viewCount: blogPosts.viewCount,
  likeCount: blogPosts.likeCount,
  topicSlug: topics.slug,
  topicName: topics.name,
}


/** A link to an image on this site or over https; anything else (javascript:, data:, http:) is not shown. */
export function safeImage(url: string | null | undefined): string | null {
  const value = url?.trim()
  if (!value) return null
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value
  try {
    return new URL(value).protocol === 'https:' ? value : null
  } catch {
    return null
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null)

/** The byline as printed, each part falling back to the author's account; a post with neither reads 'Startup Asia'. */
function authorOf(row: Pick<Row, 'byline' | 'firstName' | 'lastName' | 'profileImageUrl'>): MediaAuthor {
  const byline: MediaByline = row.byline && typeof row.byline === 'object' ? row.byline : {}
  const accountName = [row.firstName, row.lastName].map(text).filter(Boolean).join(' ')
  return {
    name: text(byline.name) ?? (accountName || 'Startup Asia'),
    avatar: safeImage(text(byline.avatar) ?? row.profileImageUrl),
    title: text(byline.title),
    company: text(byline.company),
  }
}

type Row = Awaited<ReturnType<typeof baseQuery>>[number]

function toCard(row: Row): MediaCard {
  const { byline, firstName, lastName, profileImageUrl, category, topicSlug, topicName, featuredImage, ...rest } = row
  return {
    ...rest,
    contentType: (CONTENT_TYPES as readonly string[]).includes(category ?? '') ? (category as ContentType) : 'article',
    authorType: (AUTHOR_TYPES as readonly string[]).includes(rest.authorType) ? (rest.authorType as AuthorType) : 'main_admin',
    author: authorOf({ byline, firstName, lastName, profileImageUrl }),
    featuredImage: safeImage(featuredImage),
    // Published items always have a publication time (the filter requires one).
    publishedAt: rest.publishedAt!,
    isPublished: true,
    topic: topicSlug && topicName ? { slug: topicSlug, name: topicName } : null,
  }
}

/** Published: status 'published', active, and published at or before `now` (a scheduled item waits). */
function isPublished(now: Date): SQL[] {
  return [
    eq(blogPosts.status, 'published'),
    lte(blogPosts.publishedAt, now),
    // Unary +: nearly every post is active; the status/type/topic indexes should do the work.
    sql`+${blogPosts.isActive} = 1`,
  ]
}

function baseQuery(db: Db) {
  return db
    .select(columns)
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .leftJoin(topics, eq(topics.id, blogPosts.topicId))
}

const clampLimit = (limit: number) =>
  Number.isInteger(limit) && limit > 0 ? Math.min(limit, MAX_MEDIA_LIMIT) : MAX_MEDIA_LIMIT

/**
 * The statement behind listMedia (tests read its plan), or null when the search can match nothing. Without a search
 * it reads the list's order from the status (and type or topic) index; with one, from the search index (below).
 */
export function mediaListQuery(db: Db, query: Partial<MediaQuery> & { limit: number }, now: Date) {
  const filters = isPublished(now)
  if (query.type) filters.push(eq(blogPosts.category, query.type))
  if (query.topic) {
    const parent = db.select({ id: contentCategories.id }).from(contentCategories).where(eq(contentCategories.slug, query.topic))
    const chosen = db
      .select({ id: contentCategories.id })
      .from(contentCategories)
      .where(
        and(
          eq(contentCategories.isActive, true),
          or(eq(contentCategories.slug, query.topic), inArray(contentCategories.parentId, parent)),
        ),
      )
    filters.push(inArray(blogPosts.topicId, chosen))
  }
  const limit = clampLimit(query.limit)
  const offset = Math.max(0, Math.floor(query.offset ?? 0))
  if (query.searchQuery) {
    const search = buildSearchMatch(query.searchQuery)
    if (search === null) return null
    const index = search.index === 'substring' ? mediaSearch : mediaShortSearch
    // The index's rowids are in the list's order (media-search.server.ts mediaSearchKeySql): CROSS JOIN keeps it the
    // outer loop, read newest first from the last second that can be published, so there is no sort and the read
    // stops at the page, however many items match.
    return db
      .select(columns)
      .from(index)
      .crossJoin(blogPosts)
      .leftJoin(users, eq(users.id, blogPosts.authorId))
      .leftJoin(topics, eq(topics.id, blogPosts.topicId))
      .where(
        and(
          sql`${index} match ${search.match}`,
          sql`${index.rowid} < ${sql.raw(mediaSearchKeyAfter(now))}`,
          sql`${blogPosts.id} = ${index.rowid} % ${sql.raw(String(SEARCH_ID_SPAN))}`,
          ...filters,
        ),
      )
      .orderBy(desc(index.rowid))
      .limit(limit)
      .offset(offset)
  }
  return baseQuery(db)
    .where(and(...filters))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit)
    .offset(offset)
}

/**
 * GET /api/media and /media: published items matching the search (title, excerpt, author name; FTS5), the type and
 * the topic (a content category, or any of its sub-categories), newest first. The first is /media's featured item.
 */
export async function listMedia(
  query: Partial<MediaQuery> & { limit: number },
  now: Date = new Date(),
): Promise<MediaCard[]> {
  const statement = mediaListQuery(await getDb(), query, now)
  return statement === null ? [] : (await statement).map(toCard)
}

const articleColumns = {
  ...columns,
  content: blogPosts.content,
  metaTitle: blogPosts.metaTitle,
  metaDescription: blogPosts.metaDescription,
  updatedAt: blogPosts.updatedAt,
}

async function selectArticles(where: SQL[], { limit, offset = 0 }: { limit: number; offset?: number }): Promise<MediaArticle[]> {
  const db = await getDb()
  const rows = await db
    .select(articleColumns)
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .leftJoin(topics, eq(topics.id, blogPosts.topicId))
    .where(and(...where))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit)
    .offset(offset)
  return Promise.all(
    rows.map(async ({ content, metaTitle, metaDescription, updatedAt, ...card }) => {
      const body = content ?? ''
      return {
        ...toCard(card),
        content: body,
        contentHtml: await renderMarkdown(body),
        metaTitle: text(metaTitle),
        metaDescription: text(metaDescription),
        updatedAt,
      }
    }),
  )
}

/** /media/{slug} and GET /api/media/{slug}: a published item with its body; 404 for anything else. */
export async function getMediaArticle(slug: string, now: Date = new Date()): Promise<MediaArticle> {
  const [article] = await selectArticles([eq(blogPosts.slug, slug), ...isPublished(now)], { limit: 1 })
  if (!article) throw notFoundError(MEDIA_NOT_FOUND)
  return article
}

/** /media/feed.xml: the newest published items with their bodies. */
export function listFeedArticles(limit: number, now: Date = new Date()): Promise<MediaArticle[]> {
  return selectArticles(isPublished(now), { limit: clampLimit(limit) })
}

/** Counts one view of a published item (one statement, so parallel views all count). */
export async function recordView(id: number, now: Date = new Date()): Promise<void> {
  const db = await getDb()
  await db
    .update(blogPosts)
    // updatedAt is the article's (the feed's <updated>), not the counter's: it stays as it is.
    .set({ viewCount: sql`${blogPosts.viewCount} + 1`, updatedAt: sql`${blogPosts.updatedAt}` })
    .where(and(eq(blogPosts.id, id), ...isPublished(now)))
}

/** The topic filter's choices: active content categories in their order (GET /api/media/topics and /media). */
export async function listTopics(): Promise<MediaTopic[]> {
  const db = await getDb()
  return db
    .select({ slug: contentCategories.slug, name: contentCategories.name })
    .from(contentCategories)
    .where(eq(contentCategories.isActive, true))
    .orderBy(asc(contentCategories.sortOrder), asc(contentCategories.name))
}

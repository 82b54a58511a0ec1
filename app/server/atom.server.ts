import { CONTENT_TYPE_LABELS, type ContentType } from '~/domain/media'

/**
 * The Media & PR feed as Atom 1.0 (RFC 4287; docs/decisions/0041-markdown-feed-and-structured-data.md). Every text
 * goes through `xmlText`: the five XML specials escaped, and characters XML 1.0 cannot carry at all (control
 * characters, lone surrogates, U+FFFE/U+FFFF) removed, so any title or body yields well-formed XML. Entry bodies are
 * the same sanitised HTML as the article page, escaped as `type="html"` content with the site as their base URL.
 */

// Tab, newline, carriage return and the ranges XML 1.0 allows; with the u flag a lone surrogate is one code point.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

export function xmlText(value: string): string {
  return value.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!)
}

const iso = (date: Date | string) => new Date(date).toISOString()

const element = (name: string, text: string, attributes = '') => `<${name}${attributes}>${xmlText(text)}</${name}>`

export interface FeedOptions {
  origin: string
  title: string
  subtitle: string
  /** When no item exists, the feed's <updated>. */
  now: Date
}

/** What an entry needs of an article (app/models/media.server.ts's MediaArticle has it all). */
export interface FeedArticle {
  title: string
  slug: string
  excerpt: string | null
  contentType: ContentType
  author: { name: string }
  topic: { slug: string; name: string } | null
  featuredImage: string | null
  contentHtml: string
  publishedAt: Date | string
  updatedAt: Date | string
}

export function atomFeed(articles: readonly FeedArticle[], { origin, title, subtitle, now }: FeedOptions): string {
  const base = `${origin}/`
  const updated = articles.reduce(
    (latest, article) => Math.max(latest, new Date(article.updatedAt).getTime(), new Date(article.publishedAt).getTime()),
    articles.length ? 0 : now.getTime(),
  )
  const entries = articles.map((article) => {
    const url = `${origin}/media/${encodeURIComponent(article.slug)}`
    const image = article.featuredImage ? `<p><img src="${xmlText(article.featuredImage)}" alt=""></p>` : ''
    const published = new Date(article.publishedAt).getTime()
    // A correction made before publication does not make the entry look updated after it.
    const entryUpdated = Math.max(published, new Date(article.updatedAt).getTime())
    return [
      '  <entry>',
      `    ${element('id', url)}`,
      `    ${element('title', article.title)}`,
      `    <link rel="alternate" type="text/html" href="${xmlText(url)}"/>`,
      `    ${element('published', iso(article.publishedAt))}`,
      `    ${element('updated', iso(new Date(entryUpdated)))}`,
      `    <author>${element('name', article.author.name)}</author>`,
      `    <category term="${xmlText(article.contentType)}" label="${xmlText(CONTENT_TYPE_LABELS[article.contentType])}"/>`,
      ...(article.topic
        ? [`    <category term="${xmlText(article.topic.slug)}" label="${xmlText(article.topic.name)}"/>`]
        : []),
      ...(article.excerpt ? [`    ${element('summary', article.excerpt)}`] : []),
      `    ${element('content', image + article.contentHtml, ` type="html" xml:base="${xmlText(base)}"`)}`,
      '  </entry>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  ${element('title', title)}`,
    `  ${element('subtitle', subtitle)}`,
    `  ${element('id', `${origin}/media`)}`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(`${origin}/media/feed.xml`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(`${origin}/media`)}"/>`,
    `  ${element('updated', iso(new Date(updated)))}`,
    `  <icon>${xmlText(`${origin}/favicon.svg`)}</icon>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}

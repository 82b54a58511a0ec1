import type { MetaDescriptor } from 'react-router'
import { CONTENT_TYPE_LABELS, type ContentType } from '~/domain/media'

/**
 * What search engines and link previews read about an article (docs/decisions/0041-markdown-feed-and-structured-
 * data.md): schema.org `Article` — `NewsArticle` for press releases — as a JSON-LD data block (React Router's meta
 * export escapes it, and the CSP does not govern a data block), and Open Graph and Twitter card tags.
 */
export interface ArticleMetaSource {
  title: string
  slug: string
  excerpt: string | null
  contentType: ContentType
  author: { name: string; avatar: string | null; title: string | null; company: string | null }
  authorType: string
  featuredImage: string | null
  publishedAt: Date | string
  updatedAt: Date | string
  tags: readonly string[]
  topic: { name: string } | null
  metaTitle: string | null
  metaDescription: string | null
}

const SITE_NAME = 'Startup Asia'
const absolute = (origin: string, url: string | null) => (url ? new URL(url, origin).href : undefined)
const iso = (date: Date | string) => new Date(date).toISOString()

/** Press releases are news; articles and founder stories are articles. */
export function schemaTypeOf(contentType: ContentType): 'Article' | 'NewsArticle' {
  return contentType === 'press_release' ? 'NewsArticle' : 'Article'
}

export function articleJsonLd(article: ArticleMetaSource, origin: string): Record<string, unknown> {
  const url = `${origin}/media/${encodeURIComponent(article.slug)}`
  const image = absolute(origin, article.featuredImage)
  const isOrganisation = article.authorType === 'main_admin' && article.author.name === SITE_NAME
  return {
    '@context': 'https://schema.org',
    '@type': schemaTypeOf(article.contentType),
    // Google shows up to 110 characters of a headline.
    headline: article.title.slice(0, 110),
    ...(article.excerpt || article.metaDescription ? { description: article.metaDescription ?? article.excerpt } : {}),
    ...(image ? { image: [image] } : {}),
    datePublished: iso(article.publishedAt),
    dateModified: iso(article.updatedAt),
    author: isOrganisation
      ? { '@type': 'Organization', name: SITE_NAME, url: origin }
      : {
          '@type': 'Person',
          name: article.author.name,
          ...(article.author.title ? { jobTitle: article.author.title } : {}),
          ...(article.author.company ? { worksFor: { '@type': 'Organization', name: article.author.company } } : {}),
        },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: origin, logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(article.topic ? { articleSection: article.topic.name } : { articleSection: CONTENT_TYPE_LABELS[article.contentType] }),
    ...(article.tags.length ? { keywords: article.tags.join(', ') } : {}),
  }
}

/**
 * The page's title, description, canonical link, Open Graph and Twitter tags and its JSON-LD block. `pageTitle`
 * writes the document title around the article's own ('… | Media & PR | Startup Asia', in the page's language); the
 * rest is the article as written, and the JSON-LD is for machines.
 */
export function articleMeta(
  article: ArticleMetaSource,
  origin: string,
  pageTitle: (title: string) => string = (title) => `${title} | Media & PR | ${SITE_NAME}`,
): MetaDescriptor[] {
  const url = `${origin}/media/${encodeURIComponent(article.slug)}`
  const title = article.metaTitle ?? article.title
  const description = article.metaDescription ?? article.excerpt ?? undefined
  const image = absolute(origin, article.featuredImage)
  return [
    { title: pageTitle(title) },
    ...(description ? [{ name: 'description', content: description }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    { property: 'og:url', content: url },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { property: 'article:published_time', content: iso(article.publishedAt) },
    { property: 'article:modified_time', content: iso(article.updatedAt) },
    { property: 'article:author', content: article.author.name },
    ...(article.topic ? [{ property: 'article:section', content: article.topic.name }] : []),
    ...article.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    ...(description ? [{ name: 'twitter:description', content: description }] : []),
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
    { 'script:ld+json': articleJsonLd(article, origin) },
  ]
}

import { useTranslation } from '~/browser/i18n-react'
import { data, href, isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { ErrorBoundary as SharedErrorBoundary } from '~/components/error-boundary'
import { AuthorAvatar, MediaFacts } from '~/components/media/media-card'
import { buttonClasses } from '~/components/ui/button'
import { AUTHOR_TYPE_LABELS, CONTENT_TYPE_LABELS, MEDIA_NOT_FOUND } from '~/domain/media'
import { articleMeta } from '~/shared/article-meta'
import { DomainError } from '~/shared/errors'
import { rejectPost } from '~/server/http.server'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useMessage } from '~/browser/i18n-react'
import { visitOf } from '~/server/media-visits.server'
import { siteOrigin } from '~/server/site-origin.server'
import { getMediaArticle, recordView, type MediaArticle } from '~/models/media.server'
import type { Route } from './+types/media-article'

/**
 * /media/{slug} (001 §2; docs/decisions/0040-media.md, 0041): a published media item — title, author with avatar,
 * title and company, date, read time, tags, featured image and the Markdown body rendered safely. A reader's first
 * view in a visit counts (bots, prefetches and repeat views do not). Unknown or unpublished slugs are 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  let article: MediaArticle
  try {
    article = await getMediaArticle(params.slug)
  } catch (error) {
    if (error instanceof DomainError) throw data({ message: error.message }, { status: error.status })
    throw error
  }
  const visit = await visitOf(request, article.id)
  if (visit.firstView) {
    await recordView(article.id)
    article = { ...article, viewCount: article.viewCount + 1 }
  }
  return data(
    { article, origin: siteOrigin(request) },
    { headers: visit.setCookie ? { 'Set-Cookie': visit.setCookie } : undefined },
  )
}

export const action = rejectPost

export const handle = { i18n: ['media'] } satisfies I18nHandle

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches ?? [], 'media')
  if (!loaderData) return [{ title: t('meta.notFoundTitle') }]
  return articleMeta(loaderData.article, loaderData.origin, (title) => t('meta.articleTitle', { title }))
}

export default function MediaArticlePage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData
  const { author } = article
  const role = [author.title, author.company].filter(Boolean).join(', ')
  const { t } = useTranslation('media')
  const message = useMessage()
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <Link to={href('/media')} className="text-sm font-medium text-brand-700 hover:underline">
        {t('article.back')}
      </Link>
      <article aria-labelledby="article-title" className="mt-6">
        <header className="space-y-4">
          <div className="flex flex-wrap gap-1.5 text-xs">
            <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700">
              {message(CONTENT_TYPE_LABELS[article.contentType])}
            </span>
            {article.topic ? (
              <Link
                to={`${href('/media')}?topic=${encodeURIComponent(article.topic.slug)}`}
                className="rounded-full bg-gray-100 px-2 py-0.5 text-gray-700 hover:bg-gray-200"
              >
                {message(article.topic.name)}
              </Link>
            ) : null}
          </div>
          <h1 id="article-title" className="text-3xl font-bold break-words text-gray-900 sm:text-4xl">
            {article.title}
          </h1>
          {article.excerpt ? <p className="text-lg break-words text-gray-600">{article.excerpt}</p> : null}
          <div className="flex items-center gap-3">
            <AuthorAvatar author={author} size="lg" />
            <div className="min-w-0">
              <p className="font-medium break-words text-gray-900">
                {author.name}
                <span className="sr-only">{t('article.authorType', { type: message(AUTHOR_TYPE_LABELS[article.authorType]) })}</span>
              </p>
              {role ? <p className="text-sm break-words text-gray-600">{role}</p> : null}
              <MediaFacts item={article} />
            </div>
          </div>
        </header>
        {article.featuredImage ? (
          <img src={article.featuredImage} alt="" className="mt-8 aspect-[16/9] w-full rounded-2xl bg-gray-100 object-cover" />
        ) : null}
        <div
          className="article-body mt-8 break-words text-gray-800"
          // Rendered from Markdown with raw HTML dropped and sanitised by DOMPurify (app/server/markdown.server.ts).
          dangerouslySetInnerHTML={{ __html: article.contentHtml }}
        />
        {article.tags.length ? (
          <footer className="mt-10 border-t border-gray-200 pt-6">
            <h2 className="text-sm font-semibold text-gray-900">{t('article.tags')}</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-700">
                  {tag}
                </li>
              ))}
            </ul>
          </footer>
        ) : null}
      </article>
    </main>
  )
}

/** An unknown or unpublished slug reads 'Article not found', with a way back to the list. */
export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation('media')
  const message = useMessage()
  if (!isRouteErrorResponse(error) || error.status !== 404) return <SharedErrorBoundary />
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{message(MEDIA_NOT_FOUND)}</h1>
      <p className="mt-4 text-gray-600">{t('article.notFoundHint')}</p>
      <Link to={href('/media')} className={buttonClasses({ className: 'mt-8' })}>
        {t('article.backToMedia')}
      </Link>
    </main>
  )
}

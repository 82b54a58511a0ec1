import { useTranslation } from '~/browser/i18n-react'
import { href, Link } from 'react-router'
import { CONTENT_TYPE_LABELS, formatViews } from '~/domain/media'
import { formatDate, initialOf } from '~/shared/format'
import { useIntlLocale, useMessage } from '~/browser/i18n-react'
import type { MediaAuthor, MediaCard as MediaCardData } from '~/models/media.server'

/** The author's picture, or their initial when there is none. */
export function AuthorAvatar({ author, size = 'sm' }: { author: MediaAuthor; size?: 'sm' | 'lg' }) {
  const classes = size === 'lg' ? 'size-12 text-lg' : 'size-8 text-sm'
  if (author.avatar) {
    return <img src={author.avatar} alt="" className={`${classes} shrink-0 rounded-full bg-gray-100 object-cover`} />
  }
  return (
    <span aria-hidden="true" className={`${classes} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700`}>
      {initialOf(author.name)}
    </span>
  )
}

/** Date, read time (001 §2: minutes) and views (over 1000 as k). */
const compactFormatters = new Map<string, Intl.NumberFormat>()

/** Views over 1000 as '1.2k' in English (001 §2), the locale's own compact form elsewhere ('1.2万'). */
function compactViews(count: number, locale: string): string {
  if (locale === 'en-US') return formatViews(count)
  let formatter = compactFormatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1, roundingMode: 'floor' })
    compactFormatters.set(locale, formatter)
  }
  return formatter.format(count)
}

export function MediaFacts({ item }: { item: Pick<MediaCardData, 'publishedAt' | 'readTime' | 'viewCount'> }) {
  const { t } = useTranslation('media')
  const locale = useIntlLocale()
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-gray-500">
      <time dateTime={new Date(item.publishedAt).toISOString()}>{formatDate(item.publishedAt, locale)}</time>
      <span>{t('card.readTime', { count: item.readTime })}</span>
      <span>{t('card.views', { count: item.viewCount, views: compactViews(item.viewCount, locale) })}</span>
    </p>
  )
}

function Badges({ item }: { item: MediaCardData }) {
  const message = useMessage()
  return (
    <div className="flex flex-wrap gap-1.5 text-xs">
      <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700">
        {message(CONTENT_TYPE_LABELS[item.contentType])}
      </span>
      {item.topic ? <span className="rounded-full bg-gray-100 px-2 py-0.5 text-gray-700">{message(item.topic.name)}</span> : null}
    </div>
  )
}

/**
 * A media item in the list (001 §2): image, type and topic, title, excerpt, author, date, read time and views. The
 * title links to /media/{slug}; the image is decorative (the title names the link).
 */
export function MediaCard({ item, featured = false }: { item: MediaCardData; featured?: boolean }) {
  const to = href('/media/:slug', { slug: item.slug })
  const { t } = useTranslation('media')
  return (
    <article
      aria-labelledby={`media-${item.id}`}
      className={`flex h-full min-w-0 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm ${
        featured ? 'flex-col md:flex-row' : 'flex-col'
      }`}
    >
      {item.featuredImage ? (
        <img
          src={item.featuredImage}
          alt=""
          className={featured ? 'aspect-[16/9] w-full object-cover md:w-1/2' : 'aspect-[16/9] w-full object-cover'}
        />
      ) : null}
      <div className={`flex min-w-0 flex-1 flex-col gap-3 ${featured ? 'p-6 md:p-8' : 'p-5'}`}>
        {featured ? <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t('card.featured')}</p> : null}
        <Badges item={item} />
        <h3 id={`media-${item.id}`} className={`font-bold break-words text-gray-900 ${featured ? 'text-2xl' : 'text-lg'}`}>
          <Link to={to} className="hover:text-brand-700 hover:underline">
            {item.title}
          </Link>
        </h3>
        {item.excerpt ? (
          <p className={`break-words text-gray-600 ${featured ? 'line-clamp-4' : 'line-clamp-3 text-sm'}`}>{item.excerpt}</p>
        ) : null}
        <div className="mt-auto flex items-center gap-3 pt-2">
          <AuthorAvatar author={item.author} />
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-gray-900">{item.author.name}</p>
            <MediaFacts item={item} />
          </div>
        </div>
      </div>
    </article>
  )
}

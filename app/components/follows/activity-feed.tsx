import { href, Link } from 'react-router'
import { useIntlLocale, useMessage, useTranslation } from '~/browser/i18n-react'
import { DashboardSection, EmptyState } from '~/components/dashboard-section'
import { buttonClasses } from '~/components/ui/button'
import { profileTabHref } from '~/domain/startup-profile'
import { stageLabel } from '~/domain/startups'
import type { FeedItem } from '~/models/follows.server'
import { formatDate } from '~/shared/format'

/** Where each thing in the feed is seen. */
function itemHref(item: FeedItem): string {
  switch (item.kind) {
    case 'job':
      return href('/jobs/:id', { id: String(item.id) })
    case 'event':
      return href('/events/:id', { id: String(item.id) })
    case 'funding-round':
      return profileTabHref(item.startupId, 'funding')
    case 'milestone':
      return profileTabHref(item.startupId, 'milestones')
  }
}

/**
 * The dashboard's activity feed (issue 43 item 4, docs/decisions/0130-follows-and-activity-feed.md): what happened on
 * the startups the member follows, newest first, each linking to where it is seen; when there is nothing, an
 * invitation to follow startups.
 */
export function ActivityFeed({ items }: { items: readonly FeedItem[] }) {
  const { t } = useTranslation('follows')
  const message = useMessage()
  const locale = useIntlLocale()
  const sentence = (item: FeedItem) => {
    const title = item.title ?? ''
    switch (item.kind) {
      case 'job':
        return t('feed.job', { title })
      case 'event':
        return t('feed.event', { title })
      case 'milestone':
        return t('feed.milestone', { title })
      case 'funding-round':
        return item.title ? t('feed.fundingRound', { round: message(stageLabel(item.title)) }) : t('feed.fundingRoundUnnamed')
    }
  }
  return (
    <DashboardSection id="following-feed" title={t('feed.title')}>
      {items.length === 0 ? (
        <EmptyState message={t('feed.empty')}>
          <Link to={href('/discover')} className={buttonClasses({ size: 'sm' })}>
            {t('feed.discover')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}-${item.startupId}`} className="min-w-0">
              <Link to={itemHref(item)} className="font-medium break-words text-brand-700 hover:underline">
                {sentence(item)}
              </Link>
              <p className="flex min-w-0 flex-wrap gap-x-2 text-xs break-words text-gray-500">
                <Link to={profileTabHref(item.startupId, 'overview')} className="hover:underline">
                  {item.startupName}
                </Link>
                <time dateTime={item.at}>{formatDate(item.at, locale)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  )
}

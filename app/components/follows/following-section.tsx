import { Form, href, Link } from 'react-router'
import { useTranslation } from '~/browser/i18n-react'
import { buttonClasses } from '~/components/ui/button'
import type { FollowItem } from '~/models/follows.server'

/**
 * /profile's "Following" (issue 43 item 1, docs/decisions/0130-follows-and-activity-feed.md): the member's follows with
 * their type and page, each with an Unfollow button — a plain form post to POST /follow, back to /profile.
 */
export function FollowingSection({ follows }: { follows: readonly FollowItem[] }) {
  const { t } = useTranslation('follows')
  return (
    <section aria-labelledby="following" className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="following" className="text-lg font-semibold text-gray-900">
        {t('section.title')}
      </h2>
      {follows.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">
          {t('section.empty')}{' '}
          <Link to={href('/discover')} className="font-medium text-brand-700 hover:underline">
            {t('section.discover')}
          </Link>
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100">
          {follows.map((item) => {
            const name = item.name ?? t('organiser.unnamed')
            return (
              <li key={`${item.type}-${item.id}`} className="flex min-w-0 flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <Link to={item.href} className="font-medium break-words text-brand-700 hover:underline">
                    {name}
                  </Link>
                  <p className="text-xs text-gray-500">{t(`type.${item.type}`)}</p>
                </div>
                <Form method="post" action="/follow" preventScrollReset>
                  <input type="hidden" name="type" value={item.type} />
                  <input type="hidden" name="id" value={item.id} />
                  <input type="hidden" name="redirectTo" value="/profile" />
                  <button
                    type="submit"
                    name="intent"
                    value="unfollow"
                    aria-label={t('section.unfollow', { name })}
                    className={buttonClasses({ variant: 'outline', size: 'sm' })}
                  >
                    {t('button.unfollow')}
                  </button>
                </Form>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

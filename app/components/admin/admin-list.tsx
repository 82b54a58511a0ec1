import { useTranslation } from '~/browser/i18n-react'
import { Form, Link, useLocation } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { formatCount } from '~/shared/format'
import { useIntlLocale } from '~/browser/i18n-react'

/** What an admin list counts (the pager's words: 'No users', 'Showing 1–10 of 42 users'). */
export type ListNoun = 'users' | 'admins' | 'startups' | 'jobs' | 'events' | 'bookings' | 'applications' | 'listings' | 'emails' | 'transactions'

/** What an admin list's loader returns about its page (app/models/admin.server.ts `Page`). */
export interface ListPage {
  total: number
  page: number
  pageCount: number
  pageSize: number
  q: string
}

/** A GET search form: works as a plain form without JavaScript; the page number starts again at 1. */
export function AdminSearch({ q, label, placeholder }: { q: string; label: string; placeholder: string }) {
  const { t } = useTranslation('admin')
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor="admin-search" className="block text-sm font-medium text-gray-700">
          {label}
        </label>
        <input
          id="admin-search"
          type="search"
          name="q"
          defaultValue={q}
          placeholder={placeholder}
          maxLength={100}
          className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none"
        />
      </div>
      <button type="submit" className={buttonClasses({ variant: 'outline' })}>
        {t('list.search')}
      </button>
      {q ? (
        <Link to="?" className={buttonClasses({ variant: 'ghost' })}>
          {t('list.clear')}
        </Link>
      ) : null}
    </Form>
  )
}

/** Previous / Next links keeping the search, and where in the list this page is. */
export function AdminPager({ page, noun }: { page: ListPage; noun: ListNoun }) {
  const { t } = useTranslation('admin')
  const locale = useIntlLocale()
  const location = useLocation()
  const hrefFor = (number: number) => {
    const search = new URLSearchParams(location.search)
    search.delete('dialog')
    if (number > 1) search.set('page', String(number))
    else search.delete('page')
    const text = search.toString()
    return text ? `?${text}` : '?'
  }
  const first = page.total === 0 ? 0 : (page.page - 1) * page.pageSize + 1
  const last = Math.min(page.total, page.page * page.pageSize)
  return (
    <nav aria-label={t('list.pages')} className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm text-gray-600">
      <p>
        {page.total === 0
          ? t(`list.none.${noun}`)
          : t(`list.showing.${noun}`, {
              first: formatCount(first, locale),
              last: formatCount(last, locale),
              total: formatCount(page.total, locale),
            })}
      </p>
      <div className="flex gap-2">
        {page.page > 1 ? (
          <Link to={hrefFor(page.page - 1)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {t('list.previous')}
          </Link>
        ) : null}
        {page.page < page.pageCount ? (
          <Link to={hrefFor(page.page + 1)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {t('list.next')}
          </Link>
        ) : null}
      </div>
    </nav>
  )
}

/** The spec's 'N/A' for a user without a name (001 §2 user detail); pass the admin catalogue's 'na' in the page's language. */
function userName(user: { firstName: string | null; lastName: string | null }, notAvailable = 'N/A'): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || notAvailable
}

/** userName() with 'N/A' in the page's language. */
export function useUserName(): (user: { firstName: string | null; lastName: string | null }) => string {
  const { t } = useTranslation('admin')
  return (user) => userName(user, t('na'))
}

import { useEffect, useRef } from 'react'
import { Link, useFetcher, useRouteLoaderData } from 'react-router'
import { useTranslation } from '~/browser/i18n-react'
import { showToast } from '~/browser/toasts'
import { buttonClasses } from '~/components/ui/button'
import { SAVED_SEARCH_NAME_MAX } from '~/domain/alerts'
import { defaultSearchName, SAVE_SEARCH_INTENT, SAVED_SEARCHES_PATH, type SavedSearchAnswer } from '~/domain/saved-searches'

/**
 * "Save this search" on the list pages (issue 43 item 2, docs/decisions/0131-saved-searches.md), drawn by the list kit
 * (ListCards) for the lists a search can be saved from. An inline form in a `<details>`: it opens without JavaScript
 * and posts the name and the list's URL to /profile/saved-searches, which sends the browser back to the list with a
 * toast; with JavaScript a fetcher posts it and the page stays as it is. A visitor gets a link to sign in that comes
 * back to the same filtered list.
 */
export function SaveSearch({ basePath, filters }: { basePath: string; filters: string }) {
  const { t } = useTranslation()
  const signedIn = Boolean(useRouteLoaderData<{ user: unknown }>('root')?.user)
  const url = filters ? `${basePath}?${filters}` : basePath
  const fetcher = useFetcher<SavedSearchAnswer>()
  const details = useRef<HTMLDetailsElement>(null)
  const answer = fetcher.data
  useEffect(() => {
    if (!answer) return
    showToast({ ...answer.toast, type: answer.ok ? 'success' : 'error' })
    if (answer.ok && details.current) details.current.open = false
  }, [answer])
  if (!signedIn) {
    return (
      <p className="mb-4 text-right text-sm">
        <Link to={`/auth?redirectTo=${encodeURIComponent(url)}`} className="font-medium text-brand-700 hover:underline">
          {t('saveSearch.signIn')}
        </Link>
      </p>
    )
  }
  const error = answer && !answer.ok ? (answer.errors.name ?? answer.errors.url ?? answer.toast.description) : undefined
  return (
    <details ref={details} className="mb-4 text-sm" id="save-search">
      <summary className="cursor-pointer text-right font-medium text-brand-700">{t('saveSearch.open')}</summary>
      <fetcher.Form method="post" action={SAVED_SEARCHES_PATH} className="mt-2 flex flex-wrap items-end justify-end gap-2">
        <input type="hidden" name="intent" value={SAVE_SEARCH_INTENT} />
        <input type="hidden" name="url" value={url} />
        <label className="min-w-0 grow sm:grow-0">
          <span className="block text-gray-700">{t('saveSearch.name')}</span>
          <input
            key={url}
            name="name"
            required
            maxLength={SAVED_SEARCH_NAME_MAX}
            defaultValue={defaultSearchName(filters, t('saveSearch.all'), t('saveSearch.in'))}
            aria-invalid={error ? true : undefined}
            className="filter-input w-full sm:w-72"
          />
        </label>
        <button type="submit" disabled={fetcher.state !== 'idle'} className={buttonClasses({ size: 'sm' })}>
          {fetcher.state !== 'idle' ? t('saveSearch.pending') : t('saveSearch.submit')}
        </button>
        {error ? (
          <p role="alert" className="w-full text-right text-red-700">
            {error}
          </p>
        ) : null}
      </fetcher.Form>
    </details>
  )
}

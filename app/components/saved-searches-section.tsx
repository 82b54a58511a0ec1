import { useEffect } from 'react'
import { Link, useFetcher } from 'react-router'
import { useIntlLocale, useTranslation } from '~/browser/i18n-react'
import { showToast } from '~/browser/toasts'
import { buttonClasses } from '~/components/ui/button'
import { SAVED_SEARCH_NAME_MAX, type SavedSearchList } from '~/domain/alerts'
import { DELETE_SEARCH_INTENT, RENAME_SEARCH_INTENT, SAVED_SEARCHES_PATH, type SavedSearchAnswer } from '~/domain/saved-searches'
import { formatDate } from '~/shared/format'

/** One saved search as the section shows it. */
export interface SavedSearchItem {
  id: number
  name: string
  list: SavedSearchList
  url: string
  createdAt: Date | string
}

const card = 'rounded-xl border border-gray-200 bg-white p-5 shadow-sm'

/**
 * The member's saved searches (issue 43 item 2, docs/decisions/0131-saved-searches.md), on /profile and
 * /profile/saved-searches: each opens its list with its filters; Rename and Delete are plain forms inside `<details>`
 * (Delete's is its confirmation step), posted to /profile/saved-searches, which comes back here with a toast. With
 * JavaScript a fetcher posts them and the list updates in place. `answer` is a refused post rendered without
 * JavaScript: its row opens with the error and what was typed.
 */
export function SavedSearchesSection({
  searches,
  answer,
  heading = true,
}: {
  searches: readonly SavedSearchItem[]
  answer?: SavedSearchAnswer
  heading?: boolean
}) {
  const { t } = useTranslation('searches')
  return (
    <section id="saved-searches" aria-labelledby="saved-searches-heading" className={card}>
      <h2 id="saved-searches-heading" className={heading ? 'text-lg font-semibold text-gray-900' : 'sr-only'}>
        {t('section.heading')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t('section.intro')}</p>
      {searches.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">{t('section.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100">
          {searches.map((search) => (
            <SavedSearchRow key={search.id} search={search} answer={answer && !answer.ok && answer.id === search.id ? answer : undefined} />
          ))}
        </ul>
      )}
    </section>
  )
}

function SavedSearchRow({ search, answer }: { search: SavedSearchItem; answer?: SavedSearchAnswer }) {
  const { t } = useTranslation('searches')
  const locale = useIntlLocale()
  const rename = useFetcher<SavedSearchAnswer>()
  const remove = useFetcher<SavedSearchAnswer>()
  useToastOf(rename.data)
  useToastOf(remove.data)
  const refused = [rename.data, remove.data, answer].find((entry) => entry && !entry.ok)
  const error = refused && !refused.ok ? (refused.errors.name ?? refused.toast.description) : undefined
  const renaming = rename.state !== 'idle'
  const deleting = remove.state !== 'idle'
  return (
    <li className="min-w-0 py-3">
      <Link to={search.url} className="font-medium break-words text-brand-700 hover:underline">
        {search.name}
      </Link>
      <p className="text-sm text-gray-600">
        {t('section.savedOn', { list: t(`list.${search.list}`), date: formatDate(search.createdAt, locale) })}
      </p>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <details open={answer?.intent === RENAME_SEARCH_INTENT || undefined}>
          <summary className="cursor-pointer font-medium text-gray-700">{t('rename.open')}</summary>
          <rename.Form method="post" action={SAVED_SEARCHES_PATH} className="mt-2 flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value={RENAME_SEARCH_INTENT} />
            <input type="hidden" name="id" value={search.id} />
            <label className="min-w-0">
              <span className="block text-gray-700">{t('rename.label')}</span>
              <input
                type="text"
                name="name"
                required
                maxLength={SAVED_SEARCH_NAME_MAX}
                defaultValue={answer?.ok === false ? answer.values.name : search.name}
                className="filter-input w-full sm:w-64"
              />
            </label>
            <button type="submit" disabled={renaming} className={buttonClasses({ size: 'sm' })}>
              {renaming ? t('rename.pending') : t('rename.submit')}
            </button>
          </rename.Form>
        </details>
        <details>
          <summary className="cursor-pointer font-medium text-red-700">{t('delete.open')}</summary>
          <remove.Form method="post" action={SAVED_SEARCHES_PATH} className="mt-2">
            <p className="text-gray-700">{t('delete.confirm', { name: search.name })}</p>
            <input type="hidden" name="intent" value={DELETE_SEARCH_INTENT} />
            <input type="hidden" name="id" value={search.id} />
            <button
              type="submit"
              disabled={deleting}
              className={buttonClasses({ size: 'sm', variant: 'outline', className: 'mt-2 border-red-300 text-red-700 hover:bg-red-50' })}
            >
              {deleting ? t('delete.pending') : t('delete.submit')}
            </button>
          </remove.Form>
        </details>
      </div>
    </li>
  )
}

/** A fetcher's answer as a toast, once per answer. */
function useToastOf(answer: SavedSearchAnswer | undefined) {
  useEffect(() => {
    if (answer) showToast({ ...answer.toast, type: answer.ok ? 'success' : 'error' })
  }, [answer])
}

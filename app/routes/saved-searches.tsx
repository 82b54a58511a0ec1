import { data, Form, Link } from 'react-router'
import { metaT, useTranslation } from '~/browser/i18n-react'
import { SavedSearchesSection } from '~/components/saved-searches-section'
import { buttonClasses } from '~/components/ui/button'
import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_PATHS } from '~/domain/alerts'
import {
  defaultSearchName,
  DELETE_SEARCH_INTENT,
  RENAME_SEARCH_INTENT,
  SAVE_SEARCH_INTENT,
  SAVED_SEARCHES_PATH,
  SEARCH_NOT_FOUND,
  type SavedSearchAnswer,
} from '~/domain/saved-searches'
import { canonicalSearch, deleteSavedSearch, listSavedSearches, renameSavedSearch, saveSearch } from '~/models/saved-searches.server'
import { renameSavedSearchSchema, saveSearchSchema } from '~/schemas/saved-searches'
import { signedInUser } from '~/server/context'
import { parseId } from '~/server/http.server'
import { getT } from '~/server/i18n.server'
import { siteOrigin } from '~/server/site-origin.server'
import { redirectWithToast } from '~/server/toast.server'
import { DomainError } from '~/shared/errors'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/saved-searches'

/**
 * /profile/saved-searches (issue 43 item 2, docs/decisions/0131-saved-searches.md): the save step the list pages'
 * "Save this search" links to (`?url=` the list's URL: a form with a name made from its filters), and where /profile's
 * Rename and Delete post, through the same schemas and model as /api/saved-searches. A save is sent back to the list
 * it saved, with a toast (a plain form; with JavaScript a client navigation); a refused one is rendered here with its
 * error and what was typed. Rename and Delete without JavaScript go back to /profile with a toast; /profile's fetchers
 * (`.data`) get the answer as data and stay on the page. The page itself lists the member's saved searches.
 */
export const handle = { i18n: ['searches'] } satisfies I18nHandle

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  // `?url=` is the save step the list pages link to: the form, its name made from the list's filters.
  const asked = new URL(request.url).searchParams.get('url')
  const search = asked ? canonicalSearch(asked) : null
  const t = getT(context, 'searches')
  const save = asked && search ? { url: asked, name: defaultSearchName(search.query, t('save.all'), t('save.in')) } : null
  return { searches: await listSavedSearches(user), save }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(signedInUser)
  const t = getT(context, 'searches')
  const say = (message: string) => t(message, { defaultValue: message })
  const viaFetcher = new URL(request.url).pathname.endsWith('.data')
  const formData = await request.formData()
  const intent = String(formData.get('intent') ?? '')
  const values = { name: String(formData.get('name') ?? ''), url: String(formData.get('url') ?? '') }
  const id = parseId(String(formData.get('id') ?? '')) ?? undefined

  /** A refused post: its field errors and a toast in the member's language, with the model's status. */
  const refuse = (status: number, errors: Record<string, string[] | undefined>, message?: string) => {
    const fieldErrors = { name: errors.name?.[0] && say(errors.name[0]), url: errors.url?.[0] && say(errors.url[0]) }
    const description = message ?? fieldErrors.name ?? fieldErrors.url ?? say(SEARCH_NOT_FOUND)
    const answer: SavedSearchAnswer = { ok: false, intent, id, values, errors: fieldErrors, toast: { title: t('toast.failed'), description } }
    return data(answer, { status })
  }
  const done = async (to: string, toast: { title: string; description: string }) => {
    if (viaFetcher) return data({ ok: true, intent, toast } satisfies SavedSearchAnswer)
    return redirectWithToast(request, to, toast)
  }
  const refusal = (error: unknown) => {
    if (!(error instanceof DomainError)) throw error
    const duplicate = /^You have already saved this search as "(.*)"$/s.exec(error.message)
    const message = duplicate ? t('duplicate', { name: duplicate[1] }) : say(error.message)
    return refuse(error.status, error.fieldErrors ?? {}, error.fieldErrors ? undefined : message)
  }

  switch (intent) {
    case SAVE_SEARCH_INTENT: {
      const parsed = saveSearchSchema.safeParse(values)
      if (!parsed.success) return refuse(400, parsed.error.flatten().fieldErrors)
      try {
        const saved = await saveSearch(user, parsed.data, siteOrigin(request))
        // Back to the page it was saved from (its paging too), with JavaScript or without: the form has no script.
        const back = `${SAVED_SEARCH_PATHS[saved.list]}${new URL(parsed.data.url, 'http://page').search}`
        return redirectWithToast(request, back, { title: t('toast.saved'), description: t('toast.savedDescription', { name: saved.name }) })
      } catch (error) {
        return refusal(error)
      }
    }
    case RENAME_SEARCH_INTENT: {
      const parsed = renameSavedSearchSchema.safeParse(values)
      if (!parsed.success) return refuse(400, parsed.error.flatten().fieldErrors)
      try {
        if (id === undefined) throw new DomainError(404, SEARCH_NOT_FOUND)
        const renamed = await renameSavedSearch(user, id, parsed.data)
        return await done('/profile#saved-searches', { title: t('toast.renamed'), description: t('toast.renamedDescription', { name: renamed.name }) })
      } catch (error) {
        return refusal(error)
      }
    }
    case DELETE_SEARCH_INTENT: {
      try {
        if (id === undefined) throw new DomainError(404, SEARCH_NOT_FOUND)
        const { name } = await deleteSavedSearch(user, id)
        return await done('/profile#saved-searches', { title: t('toast.deleted'), description: t('toast.deletedDescription', { name }) })
      } catch (error) {
        return refusal(error)
      }
    }
    default:
      throw data({ message: 'Unknown action' }, { status: 400 })
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT(matches, 'searches')('meta.title') }]
}

export default function SavedSearchesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('searches')
  const answer = actionData && !actionData.ok ? actionData : undefined
  const refused = answer?.intent === SAVE_SEARCH_INTENT ? answer : undefined
  // The save step: the list's URL from the link, or a refused save with what was typed.
  const form = refused
    ? { url: refused.values.url, name: refused.values.name, error: refused.toast.description }
    : loaderData.save
      ? { ...loaderData.save, error: undefined }
      : null
  // Back to the list only when the address is a path of this site.
  const back = form && /^\/(?![/\\])/.test(form.url) ? form.url : undefined
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      {form ? (
        <section aria-labelledby="save-search-heading" className="mb-6 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
          <h1 id="save-search-heading" className="text-2xl font-bold text-gray-900">
            {t('save.heading')}
          </h1>
          <p className="mt-1 text-sm text-gray-600">{t('save.intro')}</p>
          {form.error ? (
            <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
              {form.error}
            </p>
          ) : null}
          <Form method="post" action={SAVED_SEARCHES_PATH} className="mt-3 flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value={SAVE_SEARCH_INTENT} />
            <input type="hidden" name="url" value={form.url} />
            <label className="min-w-0 grow">
              <span className="block text-sm font-medium text-gray-700">{t('save.name')}</span>
              <input
                type="text"
                name="name"
                required
                maxLength={SAVED_SEARCH_NAME_MAX}
                defaultValue={form.name}
                aria-invalid={refused?.errors.name ? true : undefined}
                className="filter-input w-full"
              />
            </label>
            <button type="submit" className={buttonClasses()}>
              {t('save.submit')}
            </button>
          </Form>
          {back ? (
            <Link to={back} className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline">
              {t('save.cancel')}
            </Link>
          ) : null}
        </section>
      ) : (
        <h1 className="mb-6 text-3xl font-bold text-gray-900">{t('section.heading')}</h1>
      )}
      <SavedSearchesSection searches={loaderData.searches} answer={answer} heading={Boolean(form)} />
    </main>
  )
}

export { ErrorBoundary } from '~/components/error-boundary'

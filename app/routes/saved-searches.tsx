import { data, Link } from 'react-router'
import { metaT, useTranslation } from '~/browser/i18n-react'
import { SavedSearchesSection } from '~/components/saved-searches-section'
import { buttonClasses } from '~/components/ui/button'
import { SAVED_SEARCH_NAME_MAX } from '~/domain/alerts'
import {
  DELETE_SEARCH_INTENT,
  RENAME_SEARCH_INTENT,
  SAVE_SEARCH_INTENT,
  SEARCH_NOT_FOUND,
  type SavedSearchAnswer,
} from '~/domain/saved-searches'
import { deleteSavedSearch, listSavedSearches, renameSavedSearch, saveSearch } from '~/models/saved-searches.server'
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
 * /profile/saved-searches (issue 43 item 2, docs/decisions/0131-saved-searches.md): where the list pages' "Save this
 * search" form and /profile's Rename and Delete post, through the same schemas and model as /api/saved-searches. A
 * document post (no JavaScript) is sent back — to the list it saved, or to /profile — with a toast; a refused one is
 * rendered here with its error and what was typed. A fetcher's post (`.data`) gets the answer as data and stays on
 * its page. The page itself lists the member's saved searches, as /profile does.
 */
export const handle = { i18n: ['searches'] } satisfies I18nHandle

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  return { searches: await listSavedSearches(user) }
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
        return await done(saved.url, { title: t('toast.saved'), description: t('toast.savedDescription', { name: saved.name }) })
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
  const saveRefused = answer?.intent === SAVE_SEARCH_INTENT ? answer : undefined
  // Back to the list only when the posted address is a path of this site.
  const back = saveRefused && /^\/(?![/\\])/.test(saveRefused.values.url) ? saveRefused.values.url : undefined
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">{t('section.heading')}</h1>
      {saveRefused ? (
        <section aria-labelledby="save-search-heading" className="mt-6 rounded-xl border border-red-200 bg-white p-5 shadow-sm">
          <h2 id="save-search-heading" className="text-lg font-semibold text-gray-900">
            {t('save.heading')}
          </h2>
          <p role="alert" className="mt-2 text-sm text-red-700">
            {saveRefused.toast.description}
          </p>
          <form method="post" className="mt-3 flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value={SAVE_SEARCH_INTENT} />
            <input type="hidden" name="url" value={saveRefused.values.url} />
            <label className="min-w-0 grow">
              <span className="block text-sm text-gray-700">{t('save.name')}</span>
              <input
                name="name"
                required
                maxLength={SAVED_SEARCH_NAME_MAX}
                defaultValue={saveRefused.values.name}
                aria-invalid={saveRefused.errors.name ? true : undefined}
                className="filter-input w-full"
              />
            </label>
            <button type="submit" className={buttonClasses()}>
              {t('save.submit')}
            </button>
          </form>
          {back ? (
            <Link to={back} className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline">
              {t('save.back')}
            </Link>
          ) : null}
        </section>
      ) : null}
      <div className="mt-6">
        <SavedSearchesSection searches={loaderData.searches} answer={answer} heading={false} />
      </div>
    </main>
  )
}

export { ErrorBoundary } from '~/components/error-boundary'

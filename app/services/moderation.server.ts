import { data, type RouterContextProvider } from 'react-router'
import { adminListQuerySchema, moderationNoteSchema } from '~/schemas/admin'
import type { AdminKey } from '~/shared/admin-sections'
import { DomainError } from '~/shared/errors'
import { pagePath, parseId } from '~/server/http.server'
import { getT } from '~/server/i18n.server'
import { redirectWithToast } from '~/server/toast.server'

/** An admin list page's query (page, search), read leniently: a bad page number is the first page. */
export function adminListQuery(request: Request) {
  return adminListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
}

export interface ModerationStep {
  /** What the toast says when it worked: a key of the admin catalogue, in the request's language. */
  done: AdminKey
  run: (id: number, notes: string | undefined) => Promise<void>
}

/**
 * A moderation queue's form post (issue 15): `intent` names the action, `id` the row, `notes` the admin's optional
 * note. Success goes back to the same list with a toast; a refusal (404, 409 full cohort…) comes back with its
 * status and message next to the row (the English message; the page shows it in its language), and the note the admin
 * typed.
 */
export async function moderationAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  steps: Record<string, ModerationStep>,
) {
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const id = parseId(String(form.get('id') ?? ''))
  const step = Object.hasOwn(steps, intent) ? steps[intent] : undefined
  const parsed = moderationNoteSchema.safeParse({ notes: form.get('notes') ?? undefined })
  const notes = parsed.success ? parsed.data.notes : undefined
  try {
    if (!step || id === null) throw new DomainError(400, 'Unknown action')
    if (!parsed.success) throw new DomainError(400, parsed.error.issues[0]?.message ?? 'Invalid notes')
    await step.run(id, notes)
    const { pathname, search } = pagePath(request)
    const t = getT(context, 'admin')
    return redirectWithToast(request, pathname + search, { title: t('toast.success'), description: t(step.done) })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data({ id, message: error.message, notes: String(form.get('notes') ?? '') }, { status: error.status })
  }
}

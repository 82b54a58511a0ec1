import { data, type RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import { getT } from '~/server/i18n.server'
import { redirectWithToast } from '~/server/toast.server'
import { moderationAction } from '~/services/moderation.server'
import type { DirectoryStatus } from '~/schemas/investors'

/**
 * A directory record's form post (the admin's create form, a member's application on /resources/apply) parsed with
 * the /api twin's schema: the value, or the text values kept and the first message per field for a 400.
 */
export function parseDirectoryForm<S extends z.ZodType>(
  form: FormData,
  schema: S,
): { success: true; data: z.output<S> } | { success: false; result: { values: Record<string, string>; errors: Record<string, string> } } {
  const values = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  const parsed = schema.safeParse(values)
  if (parsed.success) return { success: true, data: parsed.data }
  const errors: Record<string, string> = {}
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message
  return { success: false, result: { values, errors } }
}

/**
 * The admin panel's directory sections (/admin/investors, /admin/mentors; docs/decisions/0117): `intent=create` adds a
 * record from the form (400 with the values and field errors when invalid); verify, unverify, deactivate and activate
 * are row actions (moderationAction: toast on success, the refusal next to the row).
 */
export async function directoryAdminAction<S extends z.ZodType>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  {
    schema,
    create,
    setStatus,
  }: { schema: S; create: (input: z.output<S>) => Promise<unknown>; setStatus: (id: number, status: DirectoryStatus) => Promise<unknown> },
) {
  const intent = (await request.clone().formData()).get('intent')
  if (intent === 'create') {
    const parsed = parseDirectoryForm(await request.formData(), schema)
    if (!parsed.success) return data({ create: parsed.result }, { status: 400 })
    await create(parsed.data)
    const t = getT(context, 'admin')
    return redirectWithToast(request, new URL(request.url).pathname, { title: t('toast.success'), description: t('directory.created') })
  }
  return moderationAction(request, context, {
    verify: { done: 'directory.verified', run: async (id) => void (await setStatus(id, { verified: true })) },
    unverify: { done: 'directory.unverified', run: async (id) => void (await setStatus(id, { verified: false })) },
    deactivate: { done: 'directory.deactivated', run: async (id) => void (await setStatus(id, { active: false })) },
    activate: { done: 'directory.activated', run: async (id) => void (await setStatus(id, { active: true })) },
  })
}

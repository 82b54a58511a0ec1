import { data, redirect } from 'react-router'
import { FOLLOW_TARGET_INVALID } from '~/domain/follows'
import { follow, unfollow } from '~/models/follows.server'
import { followSchema } from '~/schemas/follows'
import { getUser } from '~/services/auth.server'
import { getT } from '~/server/i18n.server'
import { redirectWithToast } from '~/server/toast.server'
import { DomainError } from '~/shared/errors'
import { safeRedirect } from '~/shared/safe-redirect'
import type { Route } from './+types/follow'

/**
 * POST /follow: every Follow and Unfollow button posts here — the startup profile, the investor page, the event page
 * and /profile's Following list (docs/decisions/0130-follows-and-activity-feed.md) — with `intent` (follow or
 * unfollow), `type`, `id` and `redirectTo`, the page it came from (same origin only). One action for four pages: the
 * pages' own actions stay as they were, and the public pages' modules gain nothing. The answer is a 303 back to that
 * page with a toast, marked as a replace so that a fetcher's post (with JavaScript) leaves no extra history entry. A
 * visitor is sent to sign in and back to the page; a target that cannot be followed comes back with the reason.
 */
export function loader(_: Route.LoaderArgs) {
  return redirect('/')
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  const back = safeRedirect(formData.get('redirectTo'))
  const user = await getUser(request)
  if (!user) return redirect(`/auth?redirectTo=${encodeURIComponent(back)}`, 303)
  const intent = formData.get('intent')
  const parsed = followSchema.safeParse({ type: formData.get('type'), id: formData.get('id') })
  if (!parsed.success || (intent !== 'follow' && intent !== 'unfollow')) {
    throw data({ message: parsed.error?.issues[0]?.message ?? FOLLOW_TARGET_INVALID }, { status: 400 })
  }
  const t = getT(context, 'follows')
  const init = { status: 303, headers: { 'X-Remix-Replace': 'true' } }
  try {
    if (intent === 'follow') await follow(user, parsed.data)
    else await unfollow(user, parsed.data)
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    // The model's messages are the /api contract's English; 'Startup Not Found' and 'Investor Not Found' are the pages'.
    const description = t(error.message, { ns: ['follows', 'startups', 'directory'], defaultValue: error.message })
    return redirectWithToast(request, back, { type: 'error', title: t('toast.failedTitle'), description }, init)
  }
  return redirectWithToast(
    request,
    back,
    intent === 'follow'
      ? { title: t('toast.followedTitle'), description: t('toast.followed') }
      : { title: t('toast.unfollowedTitle'), description: t('toast.unfollowed') },
    init,
  )
}

import type { RouterContextProvider } from 'react-router'
import type { FollowControl } from '~/domain/follows'
import { followState } from '~/models/follows.server'
import { getT, languageOf } from '~/server/i18n.server'
import { pagePath } from '~/server/http.server'
import { formatCount } from '~/shared/format'
import { intlLocale } from '~/shared/i18n'
import type { PublicUser } from '~/shared/user'

/**
 * A page's Follow control for this reader: the follower count and, for a member, whether they follow (one statement),
 * with its words in the reader's language.
 */
export async function followControl(
  context: Readonly<RouterContextProvider>,
  request: Request,
  viewer: Pick<PublicUser, 'id'> | null,
  target: Pick<FollowControl, 'type' | 'id'> & { name: string },
  { count }: { count: boolean },
): Promise<FollowControl> {
  const state = await followState(viewer?.id ?? null, target.type, target.id)
  const t = getT(context, 'follows')
  const { pathname, search } = pagePath(request)
  const locale = intlLocale(languageOf(context))
  return {
    type: target.type,
    id: target.id,
    following: viewer ? state.following : null,
    signInHref: `/auth?redirectTo=${encodeURIComponent(pathname + search)}`,
    redirectTo: pathname + search,
    followersText: count ? t('followers', { count: state.followers, formatted: formatCount(state.followers, locale) }) : null,
    labels: {
      follow: t('button.follow'),
      unfollow: t('button.unfollow'),
      following: t('button.following'),
      describe: t('button.describe', { name: target.name }),
      signIn: t('button.signIn'),
    },
  }
}

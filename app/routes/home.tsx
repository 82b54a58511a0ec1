import { LandingPage } from '~/components/landing/landing-page'
import { MemberHome } from '~/components/member-home'
import { getUser } from '~/lib/auth.server'
import type { I18nHandle } from '~/lib/i18n'
import { getMemberHome } from '~/models/dashboard.server'
import { getLanding } from '~/models/landing.server'
import { rejectPost } from '~/lib/http.server'
import { isNewMember } from '~/lib/user'
import type { Route } from './+types/home'

// The member home and the dashboard show job and event mini cards (their text is in 'jobs' and 'events').
export const handle = { i18n: ['home', 'jobs', 'events'] } satisfies I18nHandle

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request)
  if (!user) return { home: null, landing: await getLanding() }
  return {
    home: { firstName: user.firstName, isNew: isNewMember(user), ...(await getMemberHome(user.id)) },
    landing: null,
  }
}

export const action = rejectPost

export default function Home({ loaderData }: Route.ComponentProps) {
  if (!loaderData.home) return <LandingPage landing={loaderData.landing} />
  const { home } = loaderData
  return <MemberHome firstName={home.firstName} isNew={home.isNew} home={home} />
}

import { LandingPage } from '~/components/landing/landing-page'
import { MemberHome } from '~/components/member-home'
import { getUser } from '~/lib/auth.server'
import { getMemberHome } from '~/models/dashboard.server'
import { getLanding } from '~/models/landing.server'
import { rejectPost } from '~/lib/http.server'
import type { Route } from './+types/home'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request)
  if (!user) return { home: null, landing: await getLanding() }
  return { home: { firstName: user.firstName, ...(await getMemberHome(user.id)) }, landing: null }
}

export const action = rejectPost

export default function Home({ loaderData }: Route.ComponentProps) {
  if (!loaderData.home) return <LandingPage landing={loaderData.landing} />
  return <MemberHome firstName={loaderData.home.firstName} home={loaderData.home} />
}

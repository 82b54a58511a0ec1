import { preloadModule } from 'react-dom'
import { LandingPage, type LandingCards } from '~/components/landing/landing-page'
import { MEMBER_HOME_NAMESPACES } from '~/components/member-home-namespaces'
import { getUser } from '~/services/auth.server'
import { toCards } from '~/shared/columns'
import type { I18nHandle } from '~/shared/i18n'
import { MessageNamespaces } from '~/browser/i18n-react'
import { languageOf } from '~/server/i18n.server'
import { lazyComponent } from '~/browser/lazy-component'
import { lazyModulePreloads } from '~/server/lazy-preloads.server'
import { getMemberHome } from '~/models/dashboard.server'
import { getLanding } from '~/models/landing.server'
import { listPlans } from '~/models/plans.server'
import { rejectPost } from '~/server/http.server'
import { isNewMember } from '~/shared/user'
import type { Route } from './+types/home'

// Visitors see the landing page. The member home (job and event mini cards, with the 'jobs' and 'events'
// catalogues) is fetched only for members: the server renders it synchronously and preloads its scripts, and the
// browser's hydration waits for them (docs/decisions/0063-javascript-and-lighthouse-under-target.md).
export const handle = { i18n: ['home'] } satisfies I18nHandle

const MemberHome = lazyComponent(() => import('~/components/member-home').then((module) => module.MemberHome))

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request)
  if (!user) {
    const [{ featuredStartups, upcomingEvents }, plans] = await Promise.all([getLanding(), listPlans()])
    const landing: LandingCards = {
      featuredStartups: toCards(featuredStartups),
      upcomingEvents: toCards(upcomingEvents),
      // The pricing section's plans and prices are rows (docs/decisions/0135): a price change is not a deploy.
      plans: plans.map((plan) => ({ key: plan.key, priceMinor: plan.priceMinor, currency: plan.currency, interval: plan.interval })),
    }
    return { home: null, landing, preloads: [] }
  }
  return {
    home: { firstName: user.firstName, isNew: isNewMember(user), ...(await getMemberHome(user.id)) },
    landing: null,
    preloads: lazyModulePreloads('app/components/member-home.tsx', languageOf(context), MEMBER_HOME_NAMESPACES),
  }
}

export const action = rejectPost

export default function Home({ loaderData }: Route.ComponentProps) {
  if (!loaderData.home) return <LandingPage landing={loaderData.landing} />
  const { home } = loaderData
  for (const preload of loaderData.preloads) preloadModule(preload, { as: 'script' })
  return (
    // The member home's job and event cards translate their labels from 'jobs' and 'events' (useMessage).
    <MessageNamespaces namespaces={MEMBER_HOME_NAMESPACES}>
      <MemberHome firstName={home.firstName} isNew={home.isNew} home={home} />
    </MessageNamespaces>
  )
}

import type { TFunction } from 'i18next'
import { useTranslation } from '~/browser/i18n-react'
import { data, href, isRouteErrorResponse, Link, useLocation, useNavigation, useRouteError } from 'react-router'
import { ErrorBoundary as SharedErrorBoundary } from '~/components/error-boundary'
import { HeroCarousel } from '~/components/hero-carousel'
import { ViewCounter } from '~/components/analytics/view-counter'
import { ProfileHeader } from '~/components/startup-profile/header'
import {
  FundingPanel,
  GalleryPanel,
  JobsPanel,
  MilestonesPanel,
  NewsPanel,
  OverviewPanel,
  ReviewsPanel,
  TeamPanel,
} from '~/components/startup-profile/panels'
import { PROFILE_TABS, parseProfileTab, profileTabHref, STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { buttonClasses } from '~/components/ui/button'
import { getUser } from '~/services/auth.server'
import { canClaimStartup, canEditStartup, canEncourageReviews, canReplyToReviews } from '~/shared/permissions'
import { parseId } from '~/server/http.server'
import { getStartup, loadProfilePanel } from '~/models/startup-profile.server'
import { getStartupAccess } from '~/models/startups.server'
import { requireUser } from '~/services/permissions.server'
import { redirectWithToast } from '~/server/toast.server'
import { DomainError } from '~/shared/errors'
import { REVIEW_NOT_FOUND, replyToReview } from '~/models/review-replies.server'
import { reviewsBarFor } from '~/services/reviews-bar.server'
import { REVIEW_REPLY_MESSAGES, reviewReplySchema } from '~/schemas/review-reply'
import type { ReplyFailure } from '~/components/startup-profile/panels'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useMessage } from '~/browser/i18n-react'
import { getT } from '~/server/i18n.server'
import { cultureLabeller } from '~/services/culture-fit.server'
import { followControl } from '~/services/follow-control.server'
import { FollowButton } from '~/components/follows/follow-button'
import type { Route } from './+types/startup'

/** 001 §9: the profile's hero banners advance every 6000 ms. */
const PROFILE_AUTOPLAY_MS = 6000

/**
 * The claimed owner's 'Encourage Reviews' button (001 §2): a mailto: link with a ready-made message pointing at the
 * Reviews tab, so the owner can send it to their team from their own mail client (works without JavaScript).
 */
function encourageReviewsMailto(t: TFunction<'manage'>, name: string, reviewsUrl: string): string {
  const subject = t('reviews.mailSubject', { name })
  const body = t('reviews.mailBody', { name, url: reviewsUrl })
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

// The hero carousel's labels are in 'home'.
export const handle = { i18n: ['startups'] } satisfies I18nHandle

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseId(params.id)
  const url = new URL(request.url)
  const tab = parseProfileTab(url.searchParams.get('tab'))
  // The Overview's and the Funding tab's total funding comes with the startup's row (one statement).
  const withTotal = tab === 'overview' || tab === 'funding'
  const [found, user] = await Promise.all([id === null ? null : getStartup(id, { totalFunding: withTotal }), getUser(request)])
  if (!found) throw data({ message: STARTUP_NOT_FOUND }, { status: 404 })
  const { totalFunding, ...startup } = found

  const [panel, access, follow] = await Promise.all([
    loadProfilePanel(startup.id, tab, { totalFunding, viewer: user }),
    // A visitor is on no team: the startup row already says who founded, claimed and pays for it.
    user
      ? getStartupAccess(startup.id, user.id)
      : {
          id: startup.id,
          founderId: startup.founderId,
          claimedByUserId: startup.claimedByUserId,
          subscriptionActive: startup.subscriptionActive,
          teamUserIds: [],
        },
    // Followers and, for a member, their Follow state (docs/decisions/0130): a visitor's answer holds no member's.
    followControl(context, request, user, { type: 'startup', id: startup.id, name: startup.name }, { count: true }),
  ])
  const canEdit = Boolean(user && access && canEditStartup(user, access))
  const canReply = Boolean(user && access && panel.tab === 'reviews' && canReplyToReviews(user, access))
  const canClaim = Boolean(access && canClaimStartup(user, access))
  const encourageReviewsHref =
    canEncourageReviews(user, startup) && panel.tab === 'reviews' && panel.reviews.length === 0
      ? encourageReviewsMailto(getT(context, 'manage'), startup.name, new URL(profileTabHref(startup.id, 'reviews'), url.origin).href)
      : null
  const reviewsBar = panel.tab === 'reviews' ? await reviewsBarFor(context, startup.id, user !== null) : null
  // Its culture values in the request's language, heading and all, so the page's scripts carry no culture words
  // (docs/decisions/0118).
  const culture = startup.cultureValues.length
    ? { heading: getT(context, 'talent')('culture.heading'), values: startup.cultureValues.map(cultureLabeller(context)) }
    : null
  return { startup, panel, encourageReviewsHref, canEdit, canClaim, canReply, reviewsBar, culture, follow }
}

/**
 * The Reviews tab's reply form (docs/decisions/0110-after-posting.md): POST /api/startups/{id}/reviews/{reviewId}/reply's
 * schema and model. Success returns to the review with a toast; a refusal is the page again with the text kept, the
 * message under the form and its status.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  const id = parseId(params.id)
  if (id === null) throw data({ message: STARTUP_NOT_FOUND }, { status: 404 })
  const formData = await request.formData()
  if (formData.get('intent') !== 'reply') throw data({ message: 'Unknown intent' }, { status: 400 })
  const reviewId = parseId(String(formData.get('reviewId') ?? ''))
  const text = typeof formData.get('reply') === 'string' ? String(formData.get('reply')) : ''
  const fail = (status: number, message: string) =>
    data({ replyFailure: { reviewId, reply: text, message } satisfies ReplyFailure }, { status })
  if (reviewId === null) return fail(404, REVIEW_NOT_FOUND)
  const parsed = reviewReplySchema.safeParse({ reply: text })
  if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? REVIEW_REPLY_MESSAGES.required)
  try {
    await replyToReview(user, id, reviewId, parsed.data)
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return fail(error.status, error.message)
  }
  const t = getT(context, 'manage')
  return redirectWithToast(request, `${profileTabHref(id, 'reviews')}#review-${reviewId}`, {
    title: t('reply.savedTitle'),
    description: t('reply.saved'),
  })
}

export default function StartupProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const location = useLocation()
  // While another tab of this profile loads, mark it current straight away and dim the old panel.
  const pending =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname
      ? parseProfileTab(new URLSearchParams(navigation.location.search).get('tab'))
      : null
  return (
    <main className="mx-auto max-w-7xl space-y-8 px-4 py-8">
      <ProfileContent {...loaderData} replyFailure={actionData?.replyFailure} pending={pending} />
    </main>
  )
}

function ProfileContent({
  startup,
  panel,
  encourageReviewsHref,
  canEdit,
  canClaim,
  canReply,
  reviewsBar,
  culture,
  follow,
  replyFailure,
  pending,
}: Route.ComponentProps['loaderData'] & { pending: ReturnType<typeof parseProfileTab> | null; replyFailure?: ReplyFailure }) {
  const { t } = useTranslation('startups')
  const activeTab = pending ?? panel.tab
  const activeLabel = t(`tabs.${activeTab}`)

  return (
    <>
      <HeroCarousel
        banners={startup.heroBanners}
        intervalMs={PROFILE_AUTOPLAY_MS}
        size="large"
        label={t('profile.banners', { name: startup.name })}
        emptyAction={
          canEdit ? (
            <Link
              to={`${href('/startup/:id/edit', { id: String(startup.id) })}#banners`}
              className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-3' })}
            >
              {t('profile.addBanner')}
            </Link>
          ) : null
        }
      />
      <ProfileHeader startup={startup} canEdit={canEdit} canClaim={canClaim} />
      <FollowButton control={follow} />
      {canEdit ? null : <ViewCounter src={href('/startup/:id/view.gif', { id: String(startup.id) })} />}

      <div>
        {/* The tabs wrap onto a second line on a phone rather than hiding behind a sideways scroll. */}
        <nav aria-label={t('profile.sections')} className="border-b border-gray-200">
          <ul className="flex flex-wrap gap-x-1">
            {PROFILE_TABS.map((tab) => {
              const current = tab.key === activeTab
              return (
                <li key={tab.key}>
                  <Link
                    to={profileTabHref(startup.id, tab.key)}
                    preventScrollReset
                    aria-current={current ? 'page' : undefined}
                    className={`-mb-px inline-block border-b-2 px-4 py-3 text-sm font-medium transition-colors ${
                      current
                        ? 'border-brand-600 text-brand-700'
                        : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900'
                    }`}
                  >
                    {t(`tabs.${tab.key}`)}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>

        <section
          aria-labelledby="profile-tab-heading"
          aria-busy={pending !== null}
          className={`pt-6 transition-opacity ${pending !== null && pending !== panel.tab ? 'opacity-50' : ''}`}
        >
          <h2 id="profile-tab-heading" className="sr-only">
            {activeLabel}
          </h2>
          {panel.tab === 'overview' ? <OverviewPanel startup={startup} totalFunding={panel.totalFunding} culture={culture} /> : null}
          {panel.tab === 'team' ? <TeamPanel team={panel.team} /> : null}
          {panel.tab === 'jobs' ? <JobsPanel jobs={panel.jobs} /> : null}
          {panel.tab === 'funding' ? <FundingPanel funding={panel.funding} investors={panel.investors} totalFunding={panel.totalFunding} /> : null}
          {panel.tab === 'milestones' ? <MilestonesPanel milestones={panel.milestones} /> : null}
          {panel.tab === 'news' ? <NewsPanel news={panel.news} /> : null}
          {panel.tab === 'reviews' ? (
            <ReviewsPanel
              reviews={panel.reviews}
              encourageReviewsHref={encourageReviewsHref}
              canReply={canReply}
              replyFailure={replyFailure}
              bar={reviewsBar}
            />
          ) : null}
          {panel.tab === 'gallery' ? <GalleryPanel gallery={panel.gallery} pressLinks={panel.pressLinks} /> : null}
        </section>
      </div>
    </>
  )
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: metaT(matches, 'startups')('meta.notFound') }]
  const { startup } = loaderData
  return [
    { title: `${startup.name} | Startup Asia` },
    ...(startup.description ? [{ name: 'description', content: startup.description }] : []),
  ]
}

/** 001 §2: a missing startup gets its own page with a way back to the list; other errors the shared page. */
export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation('startups')
  const message = useMessage()
  if (!isRouteErrorResponse(error) || error.status !== 404) return <SharedErrorBoundary />
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-600">404</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{message(STARTUP_NOT_FOUND)}</h1>
      <p className="mt-4 text-gray-600">{t('notFound.text')}</p>
      <Link to="/startups" className={buttonClasses({ className: 'mt-8' })}>
        {t('notFound.backToStartups')}
      </Link>
    </main>
  )
}

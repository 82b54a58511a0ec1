import { useTranslation } from '~/browser/i18n-react'
import { data, href, Link, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { signedInUser } from '~/server/context'
import { DomainError } from '~/shared/errors'
import { parseSubmission } from '~/server/forms.server'
import { changeOwnPassword } from '~/services/auth.server'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useIntlLocale, useMessage } from '~/browser/i18n-react'
import { getT } from '~/server/i18n.server'
import { redirectWithToast } from '~/server/toast.server'
import { userDisplayName, userInitial, userTypeLabel } from '~/shared/user'
import { formatDate } from '~/shared/format'
import { EMAIL_CHANGE_PENDING, updateOwnProfile } from '~/services/email-verification.server'
import { getProfileActivity } from '~/models/profile.server'
import { emailPreferencesOf, setEmailPreferences } from '~/models/notifications.server'
import { DIGEST_FREQUENCY_INVALID, EMAIL_SWITCH_INVALID, emailPreferencesSchema } from '~/schemas/notifications'
import { EmailPreferencesSection } from './email-preferences'
import { changePasswordFormSchema, profileSchema } from '~/schemas/auth'
import { CalendarFeedSection } from '~/components/calendar-feed-section'
import { DangerZone, PasswordSection, ProfileSection } from './account'
import { CALENDAR_FEED_INTENTS, calendarFeedAction, loadCalendarFeed } from './calendar-feed.server'
import { ProfileActivityLists } from './activity'
import { FollowingSection } from '~/components/follows/following-section'
import { listFollows } from '~/models/follows.server'
import { EDIT_PARAM, parseEditMode, PASSWORD_CHANGE_FAILED, UPDATE_FAILED, type ProfileActionData } from './shared'
import { listSavedSearches } from '~/models/saved-searches.server'
import { SavedSearchesSection } from '~/components/saved-searches-section'
import type { Route } from './+types/route'

// 'programs': the cohort applications' program names and statuses ('Accepted'; issue 46 item 5).
export const handle = { i18n: ['profile', 'talent', 'searches', 'programs', 'follows'] } satisfies I18nHandle

/**
 * /profile (001 §2, signed in only): the account type label, the profile in view mode, an edit mode and the password
 * form — each opened by a link (`?edit=profile`, `?edit=password`) the server renders open without JavaScript, and
 * opened in place with it — the danger zone, and the member's startups, applications, RSVPs and bookings. The forms
 * call the same schemas and models as PATCH /api/auth/profile and PATCH /api/auth/password
 * (docs/decisions/0044-my-profile.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  const calendarFeed = await loadCalendarFeed(request, user.id)
  return data(
    {
      user,
      edit: parseEditMode(new URL(request.url).searchParams.get(EDIT_PARAM)),
      activity: await getProfileActivity(user.id),
      calendarFeed: calendarFeed.view,
      emailPreferences: await emailPreferencesOf(user.id),
      savedSearches: await listSavedSearches(user),
      follows: await listFollows(user.id),
    },
    { headers: calendarFeed.headers },
  )
}

/** Opening or closing a form (only `edit` changed, nothing submitted) needs no new data. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search)
    params.delete(EDIT_PARAM)
    params.sort()
    return params.toString()
  }
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(signedInUser)
  const t = getT(context, 'profile')
  // The model's messages are the /api contract's English; the toast is written in the member's language.
  const message = (text: string) => t(text, { ns: ['profile', 'common'], defaultValue: text })
  const formData = await request.formData()
  const intent = formData.get('intent')
  if (CALENDAR_FEED_INTENTS.some((name) => name === intent)) return calendarFeedAction(request, user.id, String(intent), formData, t)
  switch (intent) {
    case 'update-profile': {
      const submission = parseSubmission(formData, profileSchema)
      if (submission.status !== 'success') {
        return data({ form: 'profile', result: submission.reply() } satisfies ProfileActionData, { status: 400 })
      }
      let pendingEmail: string | null
      try {
        ;({ pendingEmail } = await updateOwnProfile(user, submission.value))
      } catch (error) {
        if (!(error instanceof DomainError)) throw error
        const result = error.fieldErrors
          ? submission.reply({ fieldErrors: error.fieldErrors })
          : submission.reply({ formErrors: [error.message || t(UPDATE_FAILED.fallback)] })
        const toast = {
          title: t(UPDATE_FAILED.title),
          description: error.message ? message(error.message) : t(UPDATE_FAILED.fallback),
        }
        return data({ form: 'profile', result, toast } satisfies ProfileActionData, { status: error.status })
      }
      return redirectWithToast(request, '/profile', {
        title: t('toast.profileUpdated'),
        description: pendingEmail
          ? t(EMAIL_CHANGE_PENDING, { ns: ['profile', 'common'], defaultValue: EMAIL_CHANGE_PENDING, email: pendingEmail })
          : t('toast.profileUpdatedDescription'),
      })
    }
    case 'change-password': {
      const hideFields = ['currentPassword', 'newPassword', 'confirmPassword']
      const submission = parseSubmission(formData, changePasswordFormSchema)
      if (submission.status !== 'success') {
        return data({ form: 'password', result: submission.reply({ hideFields }) } satisfies ProfileActionData, {
          status: 400,
        })
      }
      try {
        const { currentPassword, newPassword } = submission.value
        await changeOwnPassword(request, user, { currentPassword, newPassword })
      } catch (error) {
        if (!(error instanceof DomainError)) throw error
        const result = error.fieldErrors
          ? submission.reply({ fieldErrors: error.fieldErrors, hideFields })
          : submission.reply({ formErrors: [error.message || t(PASSWORD_CHANGE_FAILED.fallback)], hideFields })
        const toast = {
          title: t(PASSWORD_CHANGE_FAILED.title),
          description: error.message ? message(error.message) : t(PASSWORD_CHANGE_FAILED.fallback),
        }
        const headers = error.retryAfter ? { 'Retry-After': String(error.retryAfter) } : undefined
        return data({ form: 'password', result, toast } satisfies ProfileActionData, { status: error.status, headers })
      }
      return redirectWithToast(request, '/profile', {
        title: t('toast.passwordChanged'),
        description: t('toast.passwordChangedDescription'),
      })
    }
    case 'email-preferences': {
      const submission = parseSubmission(formData, emailPreferencesSchema)
      if (submission.status !== 'success') {
        throw data({ message: submission.error?.digestFrequency ? DIGEST_FREQUENCY_INVALID : EMAIL_SWITCH_INVALID }, { status: 400 })
      }
      await setEmailPreferences(user.id, submission.value)
      return redirectWithToast(request, '/profile', { title: t('emailPrefs.saved'), description: t('emailPrefs.savedDescription') })
    }
    case 'delete-account':
      // 001 §2, §9: account deletion is not available.
      return redirectWithToast(request, '/profile', {
        title: t('toast.comingSoon'),
        description: t('toast.deleteUnavailable'),
        type: 'info',
      })
    default:
      throw data({ message: 'Unknown action' }, { status: 400 })
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches, 'profile')('meta.title') }]

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { user, activity, calendarFeed, emailPreferences, follows } = loaderData
  const { t } = useTranslation('profile')
  const message = useMessage()
  const locale = useIntlLocale()
  // The URL is the state: with JavaScript, opening or closing a form does not reload the data (shouldRevalidate).
  const [searchParams] = useSearchParams()
  const edit = parseEditMode(searchParams.get(EDIT_PARAM))
  const answer = actionData ?? undefined
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <header className="flex min-w-0 flex-wrap items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-600 text-2xl font-bold text-white"
        >
          {userInitial(user)}
        </span>
        {/* At least 12rem for the title: on a phone the type badge goes to the next line instead of squeezing the
            title into 'My / Profil / e' (issue 46 item 4). */}
        <div className="min-w-0 flex-[1_1_12rem]">
          <h1 className="text-3xl font-bold break-words text-gray-900">{t('heading')}</h1>
          <p className="mt-1 break-words text-gray-600">
            {t('header.nameAndSince', { name: userDisplayName(user), date: formatDate(user.createdAt, locale) })}
          </p>
        </div>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
          {message(userTypeLabel(user.userType))}
        </span>
      </header>
      <div className="mt-8 grid gap-6 lg:grid-cols-5">
        <div className="min-w-0 space-y-6 lg:col-span-3">
          <ProfileSection user={user} open={edit === 'profile'} answer={answer?.form === 'profile' ? answer : undefined} />
          <PasswordSection open={edit === 'password'} answer={answer?.form === 'password' ? answer : undefined} />
          <CalendarFeedSection feed={calendarFeed} answer={answer?.form === 'calendar-feed' ? answer : undefined} />
          <EmailPreferencesSection preferences={emailPreferences} />
          <WhatYouWantLink />
          <SavedSearchesSection searches={loaderData.savedSearches} />
          <DataExportSection />
          <ApiTokensLink />
          <DangerZone />
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <ProfileActivityLists activity={activity} />
          <FollowingSection follows={follows} />
        </div>
      </div>
    </main>
  )
}

/** A /profile section that leads to a page of its own: a heading, a line on what is there, and the link. */
function LinkSection({ id, title, intro, to, label }: { id: string; title: string; intro: string; to: string; label: string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{intro}</p>
      <Link to={to} className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline">
        {label}
      </Link>
    </section>
  )
}

/** What the member wants (issue 42; docs/decisions/0118): its own page, /profile/preferences. */
function WhatYouWantLink() {
  const { t } = useTranslation('talent')
  return (
    <LinkSection
      id="what-you-want"
      title={t('preferences.title')}
      intro={t('preferences.intro')}
      to="/profile/preferences"
      label={t('preferences.link')}
    />
  )
}

/** Personal API tokens (issue 44, docs/decisions/0137): their own page, /profile/api-tokens. */
function ApiTokensLink() {
  const { t } = useTranslation('profile')
  return (
    <LinkSection id="api-tokens" title={t('tokens.heading')} intro={t('tokens.intro')} to="/profile/api-tokens" label={t('tokens.link')} />
  )
}

/**
 * Download my data (issue 46 item 8, docs/decisions/0124): a plain link to GET /api/profile/export, which answers a
 * JSON file as an attachment, so it works without JavaScript and the page stays where it is.
 */
function DataExportSection() {
  const { t } = useTranslation('profile')
  return (
    <section aria-labelledby="data-export" className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="data-export" className="text-lg font-semibold text-gray-900">
        {t('export.heading')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t('export.note')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <a href={href('/api/profile/export')} download className={buttonClasses({ variant: 'outline' })}>
          {t('export.download')}
        </a>
        <Link to={href('/privacy')} className="text-sm font-medium text-brand-700 hover:underline">
          {t('export.privacy')}
        </Link>
      </div>
    </section>
  )
}

export { ErrorBoundary } from '~/components/error-boundary'

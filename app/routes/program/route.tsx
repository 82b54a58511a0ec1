import { useTranslation } from '~/browser/i18n-react'
import { data, href, isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { ErrorBoundary as SharedErrorBoundary } from '~/components/error-boundary'
import { CohortStatusBadge, ProgramBadge } from '~/components/programs/cohort-bits'
import { buttonClasses } from '~/components/ui/button'
import { dialogShouldRevalidate } from '~/shared/dialog-url'
import { applyState, DETAIL_PARTICIPANTS_SHOWN, PROGRAM_NOT_FOUND, utcToday } from '~/domain/cohorts'
import { getUser } from '~/services/auth.server'
import { DomainError } from '~/shared/errors'
import { parseId } from '~/server/http.server'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useMessage } from '~/browser/i18n-react'
import { applyFromPage, loginToApply, type ApplyFailure } from '~/services/program-apply.server'
import { getCohortPage } from '~/models/cohorts.server'
import { ApplyDialog, DetailsCard } from './apply'
import { Participants, Sessions } from './sections'
import type { Route } from './+types/route'

/**
 * /programs/{id} (001 §2): overview, curriculum, sessions (each with a calendar file), benefits, the details side
 * card, participants (first 5, then '+N more'), and applying with a motivation letter — a dialog that is a URL
 * (`?dialog=apply`), so it works without JavaScript. 'Program Not Found' is a 404.
 */
function programId(param: string | undefined): number {
  const id = parseId(param)
  if (id === null) throw data({ message: PROGRAM_NOT_FOUND }, { status: 404 })
  return id
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = programId(params.id)
  const user = await getUser(request)
  try {
    const { cohort, sessions, participants, myStatus, myStartups: startups } = await getCohortPage(id, user)
    return {
      cohort,
      sessions,
      participants: participants.slice(0, DETAIL_PARTICIPANTS_SHOWN),
      moreParticipants: Math.max(0, participants.length - DETAIL_PARTICIPANTS_SHOWN),
      signedIn: user !== null,
      applyState: applyState(cohort, myStatus !== null, utcToday()),
      myStatus,
      myStartups: startups.map((startup) => ({ id: startup.id, name: startup.name })),
    }
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) throw data({ message: error.message }, { status: 404 })
    throw error
  }
}

export const shouldRevalidate = dialogShouldRevalidate

export const handle = { i18n: ['programs'] } satisfies I18nHandle

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = programId(params.id)
  const page = href('/programs/:id', { id: String(id) })
  const user = await getUser(request)
  if (!user) return loginToApply(request, page, context)
  const formData = await request.formData()
  return applyFromPage(request, user, formData, { cohortId: id, successTo: page, context })
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches ?? [], 'programs')
  if (!loaderData) return [{ title: t('meta.notFoundTitle') }]
  return [
    { title: t('meta.programTitle', { name: loaderData.cohort.name }) },
    { name: 'description', content: loaderData.cohort.description ?? t('meta.programDescription') },
  ]
}

export default function Program({ loaderData, actionData }: Route.ComponentProps) {
  const { cohort, sessions, participants, moreParticipants } = loaderData
  const failure: ApplyFailure | undefined = actionData ?? undefined
  const here = pagePathOf(cohort.id)
  const { t } = useTranslation('programs')
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <Link to="/programs" className="text-sm text-brand-700 hover:underline">
        {t('detail.back')}
      </Link>
      <header className="mt-3 min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <ProgramBadge program={cohort.program} />
          <CohortStatusBadge status={cohort.status} />
        </div>
        <h1 className="mt-2 text-3xl font-bold break-words text-gray-900">{cohort.name}</h1>
      </header>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {cohort.imageUrl ? (
            <img src={cohort.imageUrl} alt="" className="h-40 w-full rounded-xl object-cover sm:h-56" />
          ) : null}
          <Section id="overview" title={t('section.overview')}>
            <p className="break-words whitespace-pre-line text-gray-700">
              {cohort.description || t('detail.noOverview')}
            </p>
            {cohort.requirements.length ? (
              <>
                <h3 className="mt-4 font-semibold text-gray-900">{t('detail.whoShouldApply')}</h3>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-700">
                  {cohort.requirements.map((requirement) => (
                    <li key={requirement} className="break-words">
                      {requirement}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </Section>
          <Section id="curriculum" title={t('section.curriculum')}>
            {cohort.curriculum.length ? (
              <ol className="space-y-2">
                {cohort.curriculum.map((item, index) => (
                  <li key={`${index}-${item}`} className="flex min-w-0 gap-3">
                    <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700">
                      {index + 1}
                    </span>
                    <span className="break-words text-gray-800">{item}</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-gray-600">{t('detail.noCurriculum')}</p>
            )}
          </Section>
          <Section id="sessions" title={t('section.sessions')}>
            <Sessions cohortId={cohort.id} sessions={sessions} />
          </Section>
          <Section id="benefits" title={t('section.benefits')}>
            {cohort.benefits.length ? (
              <ul className="grid gap-2 sm:grid-cols-2">
                {cohort.benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-2 break-words text-gray-800">
                    <span aria-hidden="true" className="text-green-600">
                      {CHECK_MARK}
                    </span>
                    {benefit}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-gray-600">{t('detail.noBenefits')}</p>
            )}
          </Section>
          <Section id="participants" title={t('details.participants')}>
            <Participants participants={participants} more={moreParticipants} />
          </Section>
        </div>
        <aside className="min-w-0 lg:col-span-1" aria-label={t('details.title')}>
          <DetailsCard data={loaderData} returnTo={here} failure={failure} />
        </aside>
      </div>
      <ApplyDialog data={loaderData} failure={failure} />
    </main>
  )
}

/** A decorative mark, the same in every language. */
const CHECK_MARK = '✓'

const pagePathOf = (id: number) => href('/programs/:id', { id: String(id) })

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** 'Program Not Found' (001 §2) with a way back to the list; anything else is the shared error page. */
export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation('programs')
  const message = useMessage()
  if (!isRouteErrorResponse(error) || error.status !== 404) return <SharedErrorBoundary />
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-600">404</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{message(PROGRAM_NOT_FOUND)}</h1>
      <p className="mt-4 text-gray-600">{t('detail.notFoundHint')}</p>
      <Link to="/programs" className={buttonClasses({ className: 'mt-8' })}>
        {t('detail.backToPrograms')}
      </Link>
    </main>
  )
}

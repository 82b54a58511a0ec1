import { useTranslation } from '~/browser/i18n-react'
import { data, Link, useNavigation } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { applyState, COHORT_PROGRAM_LABELS, COHORT_PROGRAMS, quickApplyLetter, utcToday } from '~/domain/cohorts'
import { queryInput } from '~/services/api.server'
import { getUser } from '~/services/auth.server'
import { parseFiltersLeniently } from '~/shared/filters'
import { pagePath, parseId } from '~/server/http.server'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useMessage } from '~/browser/i18n-react'
import { applyFromPage, loginToApply, type ApplyFailure } from '~/services/program-apply.server'
import { listCohorts, myApplicationStatuses } from '~/models/cohorts.server'
import { cohortQuerySchema } from '~/schemas/cohorts'
import { CohortCard } from './cohort-card'
import type { Route } from './+types/route'

/**
 * /programs (001 §2): the cohort list, filtered by program type with links (All Programs, Accelerator, Incubator,
 * Bootcamp), each card with a quick apply that sends a generated motivation letter. The filter is read leniently:
 * an unknown program type is dropped and said so, never a failed page (GET /api/cohorts stays strict).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { query, problems } = parseFiltersLeniently(cohortQuerySchema, queryInput(request.url))
  const [user, cohorts] = await Promise.all([getUser(request), listCohorts(query)])
  const applied = user ? await myApplicationStatuses(user.id, cohorts.map((cohort) => cohort.id)) : new Map<number, string>()
  const today = utcToday()
  return {
    program: query.program ?? null,
    returnTo: query.program ? `/programs?program=${query.program}` : '/programs',
    filterDropped: 'program' in problems,
    signedIn: user !== null,
    cohorts: cohorts.map((cohort) => ({
      ...cohort,
      applyState: applyState(cohort, applied.has(cohort.id), today),
      myStatus: applied.get(cohort.id) ?? null,
      quickLetter: user ? quickApplyLetter(cohort, user) : '',
    })),
  }
}

export const handle = { i18n: ['programs'] } satisfies I18nHandle

export async function action({ request, context }: Route.ActionArgs) {
  const { pathname, search } = pagePath(request)
  const here = pathname + search
  const user = await getUser(request)
  if (!user) return loginToApply(request, here, context)
  const formData = await request.formData()
  const cohortId = parseId(String(formData.get('cohortId') ?? ''))
  if (cohortId === null) throw data({ message: 'Choose a program to apply to' }, { status: 400 })
  return applyFromPage(request, user, formData, { cohortId, successTo: here, context })
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches ?? [], 'programs')
  return [
    { title: t('meta.title') },
    { name: 'description', content: t('meta.description') },
  ]
}

/** The filter links: null is every program; the others' labels are vocabulary (their English label is the key). */
const FILTERS = [
  { value: null, label: null },
  ...COHORT_PROGRAMS.map((program) => ({ value: program, label: COHORT_PROGRAM_LABELS[program] })),
] as const

export default function Programs({ loaderData, actionData }: Route.ComponentProps) {
  const { cohorts, program, filterDropped, signedIn, returnTo } = loaderData
  const failure: ApplyFailure | undefined = actionData ?? undefined
  const { t } = useTranslation('programs')
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">{t('page.title')}</h1>
      <p className="mt-1 text-gray-600">{t('page.intro')}</p>
      <ProgramFilters current={program} />
      {filterDropped ? (
        <p role="status" className="mt-3 text-sm text-amber-800">
          {t('filters.dropped')}
        </p>
      ) : null}
      {cohorts.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-gray-300 p-12 text-center" role="status">
          <p className="text-lg font-semibold text-gray-900">{t('empty.title')}</p>
          <p className="mt-1 text-gray-600">{t('empty.hint')}</p>
          <Link to="/programs" className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
            {t('filters.all')}
          </Link>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-label={t('page.title')}>
          {cohorts.map((cohort, index) => (
            <li key={cohort.id} className="min-w-0">
              <CohortCard
                cohort={cohort}
                first={index === 0}
                signedIn={signedIn}
                returnTo={returnTo}
                failure={failure?.cohortId === cohort.id ? failure : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}

/** 001 §2's filter buttons: links, so they work without JavaScript; with it they navigate in place. */
function ProgramFilters({ current }: { current: string | null }) {
  const navigation = useNavigation()
  // While a filter loads, mark the one chosen rather than the old one.
  const pending =
    navigation.location?.pathname === '/programs' ? new URLSearchParams(navigation.location.search).get('program') : undefined
  const selected = pending === undefined ? current : pending
  const { t } = useTranslation('programs')
  const message = useMessage()
  return (
    <nav aria-label={t('filters.label')} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {FILTERS.map((filter) => {
          const active = (filter.value ?? null) === (selected || null)
          return (
            <li key={filter.value ?? 'all'}>
              <Link
                to={filter.value ? `/programs?program=${filter.value}` : '/programs'}
                preventScrollReset
                aria-current={active ? 'true' : undefined}
                className={buttonClasses({ variant: active ? 'primary' : 'outline', size: 'sm' })}
              >
                {filter.label ? message(filter.label) : t('filters.all')}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

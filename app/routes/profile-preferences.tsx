import { data, Form, Link } from 'react-router'
import { metaT, useMessage, useTranslation } from '~/browser/i18n-react'
import { useIsPending } from '~/browser/use-is-pending'
import { buttonClasses } from '~/components/ui/button'
import { CULTURE_VALUE_LABELS, CULTURE_VALUES } from '~/domain/culture'
import { STARTUP_SECTORS, STARTUP_STAGES, SECTORS, STAGES } from '~/domain/startups'
import { listCities } from '~/models/cities.server'
import { getPreferences, savePreferences, type MemberPreferencesView } from '~/models/preferences.server'
import { preferencesSchema } from '~/schemas/preferences'
import { signedInUser } from '~/server/context'
import { getDb } from '~/server/db.server'
import { parseSubmission } from '~/server/forms.server'
import { getT } from '~/server/i18n.server'
import { redirectWithToast } from '~/server/toast.server'
import { DomainError } from '~/shared/errors'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/profile-preferences'

/**
 * /profile/preferences (issue 42 item 4; docs/decisions/0118-tech-stack-and-culture.md): what the member wants —
 * sectors, stages, skills (tech tags), culture values, their city and whether they are open to remote. One plain form
 * post through the same schema and model as PUT /api/profile/preferences; a refused post comes back 400 with every
 * value as sent. Behind the signed-in layout: the user comes from its guard.
 */
export const handle = { i18n: ['talent'] } satisfies I18nHandle

/** The form's values: the saved preferences, or what a refused post sent. */
type FormValues = MemberPreferencesView & { skillsText?: string }

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  const [preferences, cities] = await Promise.all([getPreferences(user.id), listCities(await getDb())])
  return { preferences, cities: cities.map((city) => ({ slug: city.slug, name: city.name, countryCode: city.countryCode })) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(signedInUser)
  const formData = await request.formData()
  const sent: FormValues = {
    sectors: formData.getAll('sectors').map(String),
    stages: formData.getAll('stages').map(String),
    skills: [],
    skillsText: String(formData.get('skills') ?? ''),
    cultureValues: formData.getAll('cultureValues').map(String),
    city: String(formData.get('city') ?? '') || null,
    remoteOk: formData.get('remoteOk') === 'on',
  }
  const submission = parseSubmission(formData, preferencesSchema)
  if (submission.status !== 'success') {
    return data({ values: sent, errors: submission.reply().error ?? {} }, { status: 400 })
  }
  try {
    await savePreferences(user.id, submission.value)
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data({ values: sent, errors: error.fieldErrors ?? { '': [error.message] } }, { status: error.status })
  }
  const t = getT(context, 'talent')
  return redirectWithToast(request, '/profile/preferences', {
    title: t('preferences.saved'),
    description: t('preferences.savedDescription'),
  })
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT(matches, 'talent')('preferences.metaTitle') }]
}

export default function PreferencesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('talent')
  const message = useMessage()
  const saving = useIsPending({ intent: 'save-preferences', state: 'submitting' })
  const values: FormValues = actionData?.values ?? loaderData.preferences
  const errors: Record<string, string[] | null | undefined> = actionData?.errors ?? {}
  // A list's errors come per entry ('cultureValues[0]'): the field shows the first.
  const errorOf = (field: string) => {
    const key = Object.keys(errors).find((name) => name === field || name.startsWith(`${field}[`))
    const first = key === undefined ? undefined : errors[key]?.[0]
    return first ? message(first) : undefined
  }
  const skillsError = errorOf('skills')
  const cityError = errorOf('city')
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10">
      <Link to="/profile" className="text-sm text-brand-700 hover:underline">
        {t('preferences.back')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{t('preferences.title')}</h1>
      <p className="mt-2 text-gray-600">{t('preferences.intro')}</p>
      {errorOf('') ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {errorOf('')}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-6 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <CheckboxGroup
          name="cultureValues"
          legend={t('preferences.cultureValues')}
          options={CULTURE_VALUES.map((value) => ({ value, label: message(CULTURE_VALUE_LABELS[value]) }))}
          checked={values.cultureValues}
          error={errorOf('cultureValues')}
        />
        <div>
          <label htmlFor="pref-skills" className="block text-sm font-medium text-gray-900">
            {t('preferences.skills')}
          </label>
          <input
            type="text"
            id="pref-skills"
            name="skills"
            defaultValue={values.skillsText ?? values.skills.join(', ')}
            aria-describedby={skillsError ? 'pref-skills-error' : 'pref-skills-hint'}
            aria-invalid={skillsError ? true : undefined}
            className="mt-1 w-full min-w-0 rounded-md border border-gray-300 px-3 py-2 text-sm"
          />
          <p id="pref-skills-hint" className="mt-1 text-xs text-gray-500">
            {t('preferences.skillsHint')}
          </p>
          {skillsError ? (
            <p id="pref-skills-error" className="mt-1 text-sm text-red-700">
              {skillsError}
            </p>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="min-w-0">
            <label htmlFor="pref-city" className="block text-sm font-medium text-gray-900">
              {t('preferences.city')}
            </label>
            <select
              id="pref-city"
              name="city"
              defaultValue={values.city ?? ''}
              aria-invalid={cityError ? true : undefined}
              aria-describedby={cityError ? 'pref-city-error' : undefined}
              className="mt-1 w-full min-w-0 rounded-md border border-gray-300 px-3 py-2 text-sm"
            >
              <option value="">{t('preferences.noCity')}</option>
              {loaderData.cities.map((city) => (
                <option key={city.slug} value={city.slug}>
                  {`${message(city.name)} (${city.countryCode})`}
                </option>
              ))}
            </select>
            {cityError ? (
              <p id="pref-city-error" className="mt-1 text-sm text-red-700">
                {cityError}
              </p>
            ) : null}
          </div>
          <label className="flex min-w-0 items-center gap-2 self-end pb-2 text-sm text-gray-800">
            <input type="checkbox" name="remoteOk" defaultChecked={values.remoteOk} className="size-4 rounded border-gray-300" />
            {t('preferences.remoteOk')}
          </label>
        </div>
        <CheckboxGroup
          name="sectors"
          legend={t('preferences.sectors')}
          options={STARTUP_SECTORS.map((value) => ({ value, label: message(SECTORS[value]) }))}
          checked={values.sectors}
          error={errorOf('sectors')}
        />
        <CheckboxGroup
          name="stages"
          legend={t('preferences.stages')}
          options={STARTUP_STAGES.map((value) => ({ value, label: message(STAGES[value]) }))}
          checked={values.stages}
          error={errorOf('stages')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to="/talent-hub?sort=fit" className="text-sm font-medium text-brand-700 hover:underline">
            {t('preferences.seeJobs')}
          </Link>
          <button type="submit" name="intent" value="save-preferences" disabled={saving} className={buttonClasses()}>
            {saving ? t('preferences.saving') : t('preferences.save')}
          </button>
        </div>
      </Form>
    </main>
  )
}

function CheckboxGroup({
  name,
  legend,
  options,
  checked,
  error,
}: {
  name: string
  legend: string
  options: readonly { value: string; label: string }[]
  checked: readonly string[]
  error: string | undefined
}) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium text-gray-900">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label key={option.value} className="flex min-w-0 items-center gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={checked.includes(option.value)}
              className="size-4 shrink-0 rounded border-gray-300"
            />
            <span className="break-words">{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

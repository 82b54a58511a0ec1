import { Form, href, Link, useNavigation } from 'react-router'
import { useMessage, useTranslation } from '~/browser/i18n-react'
import { buttonClasses } from '~/components/ui/button'
import { INVESTOR_TYPES, MENTOR_AVAILABILITY } from '~/domain/investors'
import { Field, type CreateResult } from './admin-list'

/** Which directory a member applies to on /resources/apply (`?as=`); a resource listing when absent. */
export type ApplyAs = 'investor' | 'mentor'

const APPLY_KINDS = [null, 'investor', 'mentor'] as const

/** The introduction of a directory application. */
export function ApplyKindIntro({ as }: { as: ApplyAs }) {
  const { t } = useTranslation('directory')
  return <p className="mt-2 text-gray-600">{t(as === 'investor' ? 'apply.investorIntro' : 'apply.mentorIntro')}</p>
}

/** Links between the three applications on /resources/apply: a resource listing, an investor, a mentor. */
export function ApplyKindNav({ as }: { as: ApplyAs | null }) {
  const { t } = useTranslation('directory')
  return (
    <nav aria-label={t('apply.as')} className="mt-4 flex flex-wrap gap-2">
      {APPLY_KINDS.map((choice) => (
        <Link
          key={choice ?? 'resource'}
          to={choice ? `${href('/resources/apply')}?as=${choice}` : href('/resources/apply')}
          aria-current={choice === as ? 'page' : undefined}
          className={buttonClasses({ variant: choice === as ? 'primary' : 'secondary', size: 'sm' })}
        >
          {t(choice === 'investor' ? 'apply.asInvestor' : choice === 'mentor' ? 'apply.asMentor' : 'apply.asResource')}
        </Link>
      ))}
    </nav>
  )
}

/**
 * A member's application to the investor or mentor directory on /resources/apply (docs/decisions/0117): the admin's
 * fields (the same schema and model as POST /api/investors and /api/mentors), a plain form post; errors come back
 * with every value kept. Tags are comma-separated, as on the admin's form.
 */
export function DirectoryApplyForm({ as, result }: { as: ApplyAs; result: CreateResult | undefined }) {
  const { t } = useTranslation('directory')
  const message = useMessage()
  const navigation = useNavigation()
  const intent = `apply-${as}`
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  return (
    <Form method="post" className="grid gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:grid-cols-2 sm:p-6">
      {result?.errors.form ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {message(result.errors.form)}
        </p>
      ) : null}
      <Field name="name" label={t('admin.name')} result={result} />
      {as === 'investor' ? (
        <>
          <Field name="type" label={t('admin.type')} result={result}>
            <select id="create-type" name="type" defaultValue={result?.values.type ?? 'angel'} className="filter-input">
              {INVESTOR_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`type.${type}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field name="checkSizeMin" label={t('apply.checkSizeMin')} result={result} />
          <Field name="checkSizeMax" label={t('apply.checkSizeMax')} result={result} />
          <Field name="stages" label={t('admin.stages')} result={result} />
          <Field name="sectors" label={t('admin.sectors')} result={result} />
          <Field name="geographies" label={t('admin.geographies')} result={result} />
          <Field name="location" label={t('admin.location')} result={result} />
          <Field name="website" label={t('admin.website')} result={result} />
          <Field name="description" label={t('admin.description')} result={result} multiline />
        </>
      ) : (
        <>
          <Field name="headline" label={t('admin.headline')} result={result} />
          <Field name="expertise" label={t('admin.expertise')} result={result} />
          <Field name="sectors" label={t('admin.sectors')} result={result} />
          <Field name="stages" label={t('admin.stages')} result={result} />
          <Field name="languages" label={t('admin.languages')} result={result} />
          <Field name="availability" label={t('admin.availability')} result={result}>
            <select id="create-availability" name="availability" defaultValue={result?.values.availability ?? 'open'} className="filter-input">
              {MENTOR_AVAILABILITY.map((value) => (
                <option key={value} value={value}>
                  {t(`availability.${value}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field name="location" label={t('admin.location')} result={result} />
          <Field name="bio" label={t('admin.bio')} result={result} multiline />
        </>
      )}
      <div className="sm:col-span-2">
        <button type="submit" name="intent" value={intent} disabled={pending} className={buttonClasses({ size: 'lg' })}>
          {pending ? t('apply.submitting') : t(as === 'investor' ? 'apply.submitInvestor' : 'apply.submitMentor')}
        </button>
      </div>
    </Form>
  )
}

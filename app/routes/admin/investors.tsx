import { metaT, useTranslation } from '~/browser/i18n-react'
import { DirectoryAdminList, DirectoryCreateForm, Field, type CreateResult } from '~/components/directory/admin-list'
import { INVESTOR_TYPES } from '~/domain/investors'
import { createInvestor, listInvestorsForAdmin, setInvestorStatus } from '~/models/investors.server'
import { investorInputSchema } from '~/schemas/investors'
import { adminFrom } from '~/server/context'
import { directoryAdminAction } from '~/services/directory-admin.server'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/investors'

/**
 * /admin/investors (docs/decisions/0117-investors-and-mentors.md): every investor record, members' applications
 * waiting for verification first; add one (verified at once), verify, unverify, deactivate, reactivate. Audited.
 */
export async function loader({ context }: Route.LoaderArgs) {
  adminFrom(context)
  return { rows: await listInvestorsForAdmin() }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminFrom(context)
  return directoryAdminAction(request, context, {
    schema: investorInputSchema,
    create: (input) => createInvestor(admin, input),
    setStatus: (id, status) => setInvestorStatus(admin, id, status),
  })
}

export const handle = { i18n: ['admin', 'directory'] } satisfies I18nHandle

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches, 'admin')('section.investors')} | ${metaT(matches, 'common')('site.name')}` }]
}

export default function InvestorAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('directory')
  const result = actionData && 'create' in actionData ? (actionData.create as CreateResult) : undefined
  const rowError = actionData && 'message' in actionData ? (actionData as { id: number | null; message: string }) : undefined
  return (
    <>
      <DirectoryCreateForm result={result}>
        <Field name="name" label={t('admin.name')} result={result} />
        <Field name="type" label={t('admin.type')} result={result}>
          <select id="create-type" name="type" defaultValue={result?.values.type ?? 'vc'} className="filter-input">
            {INVESTOR_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`type.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field name="location" label={t('admin.location')} result={result} />
        <Field name="website" label={t('admin.website')} result={result} />
        <Field name="checkSizeMin" label={t('admin.checkSizeMin')} result={result} />
        <Field name="checkSizeMax" label={t('admin.checkSizeMax')} result={result} />
        <Field name="stages" label={t('admin.stages')} result={result} />
        <Field name="sectors" label={t('admin.sectors')} result={result} />
        <Field name="geographies" label={t('admin.geographies')} result={result} />
        <Field name="currency" label={t('admin.currency')} result={result} />
        <Field name="description" label={t('admin.description')} result={result} multiline />
      </DirectoryCreateForm>
      <DirectoryAdminList
        basePath="/investors"
        rowError={rowError}
        rows={loaderData.rows.map((row) => ({
          ...row,
          detail: [t(`type.${row.type}`), row.location].filter(Boolean).join(' · '),
        }))}
      />
    </>
  )
}

import { metaT, useTranslation } from '~/browser/i18n-react'
import { DirectoryAdminList, DirectoryCreateForm, Field, type CreateResult } from '~/components/directory/admin-list'
import { MENTOR_AVAILABILITY } from '~/domain/investors'
import { createMentor, listMentorsForAdmin, setMentorStatus } from '~/models/mentors.server'
import { mentorInputSchema } from '~/schemas/investors'
import { adminFrom } from '~/server/context'
import { directoryAdminAction } from '~/services/directory-admin.server'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/mentors'

/**
 * /admin/mentors (docs/decisions/0117-investors-and-mentors.md): every mentor record, members' applications
 * waiting for verification first; add one (verified at once), verify, unverify, deactivate, reactivate. Audited.
 */
export async function loader({ context }: Route.LoaderArgs) {
  adminFrom(context)
  return { rows: await listMentorsForAdmin() }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminFrom(context)
  return directoryAdminAction(request, context, {
    schema: mentorInputSchema,
    create: (input) => createMentor(admin, input),
    setStatus: (id, status) => setMentorStatus(admin, id, status),
  })
}

export const handle = { i18n: ['admin', 'directory'] } satisfies I18nHandle

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches, 'admin')('section.mentors')} | ${metaT(matches, 'common')('site.name')}` }]
}

export default function MentorAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('directory')
  const result = actionData && 'create' in actionData ? (actionData.create as CreateResult) : undefined
  const rowError = actionData && 'message' in actionData ? (actionData as { id: number | null; message: string }) : undefined
  return (
    <>
      <DirectoryCreateForm result={result}>
        <Field name="name" label={t('admin.name')} result={result} />
        <Field name="headline" label={t('admin.headline')} result={result} />
        <Field name="location" label={t('admin.location')} result={result} />
        <Field name="website" label={t('admin.website')} result={result} />
        <Field name="availability" label={t('admin.availability')} result={result}>
          <select id="create-availability" name="availability" defaultValue={result?.values.availability ?? 'open'} className="filter-input">
            {MENTOR_AVAILABILITY.map((value) => (
              <option key={value} value={value}>
                {t(`availability.${value}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field name="expertise" label={t('admin.expertise')} result={result} />
        <Field name="sectors" label={t('admin.sectors')} result={result} />
        <Field name="stages" label={t('admin.stages')} result={result} />
        <Field name="languages" label={t('admin.languages')} result={result} />
        <Field name="bio" label={t('admin.bio')} result={result} multiline />
      </DirectoryCreateForm>
      <DirectoryAdminList
        basePath="/mentors"
        rowError={rowError}
        rows={loaderData.rows.map((row) => ({
          ...row,
          detail: [row.headline, row.location].filter(Boolean).join(' · '),
        }))}
      />
    </>
  )
}

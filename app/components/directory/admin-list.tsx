import type { ReactNode } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { useMessage, useTranslation } from '~/browser/i18n-react'
import { RowAction, RowError, StatusBadge } from '~/components/admin/moderation'
import { buttonClasses } from '~/components/ui/button'

export interface DirectoryAdminRow {
  id: number
  name: string
  detail: string
  isVerified: boolean
  isActive: boolean
  userId: number | null
}

export interface CreateResult {
  values: Record<string, string>
  errors: Record<string, string>
}

/** A directory's records for admins, each with its standing and the actions that change it (docs/decisions/0117). */
export function DirectoryAdminList({
  rows,
  basePath,
  rowError,
}: {
  rows: readonly DirectoryAdminRow[]
  basePath: string
  rowError: { id: number | null; message: string } | undefined
}) {
  const { t } = useTranslation('directory')
  if (rows.length === 0) return <p className="text-gray-600">{t('admin.empty')}</p>
  return (
    <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
      {rows.map((row) => (
        <li key={row.id} className="px-4 py-3">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium break-words text-gray-900">
                <Link to={`${basePath}/${row.id}`} className="hover:underline">
                  {row.name}
                </Link>
              </p>
              <p className="text-sm break-words text-gray-600">
                {row.detail}
                {row.userId !== null ? ` · ${t('admin.applied')}` : ''}
              </p>
            </div>
            <StatusBadge tone={!row.isActive ? 'red' : row.isVerified ? 'green' : 'amber'}>
              {!row.isActive ? t('admin.inactive') : row.isVerified ? t('admin.listed') : t('admin.pending')}
            </StatusBadge>
          </div>
          <RowError error={rowError} id={row.id} />
          <div className="mt-2 flex flex-wrap gap-3">
            {row.isVerified ? (
              <RowAction id={row.id} intent="unverify" label={t('admin.unverify')} pendingLabel={t('admin.unverifying')} />
            ) : (
              <RowAction id={row.id} intent="verify" label={t('admin.verify')} pendingLabel={t('admin.verifying')} variant="primary" />
            )}
            {row.isActive ? (
              <RowAction id={row.id} intent="deactivate" label={t('admin.deactivate')} pendingLabel={t('admin.deactivating')} />
            ) : (
              <RowAction id={row.id} intent="activate" label={t('admin.activate')} pendingLabel={t('admin.activating')} />
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}

/** The "Add a record" form, open as a <details> (no JavaScript needed); errors come back with the values kept. */
export function DirectoryCreateForm({ result, children }: { result: CreateResult | undefined; children: ReactNode }) {
  const { t } = useTranslation('directory')
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'create'
  return (
    <details open={result !== undefined} className="mb-6 rounded-xl border border-gray-200 bg-white p-4">
      <summary className="cursor-pointer font-medium text-gray-900">{t('admin.add')}</summary>
      <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-2">
        {children}
        <div className="sm:col-span-2">
          <button type="submit" name="intent" value="create" disabled={pending} className={buttonClasses({ variant: 'primary' })}>
            {pending ? t('admin.adding') : t('admin.add')}
          </button>
        </div>
      </Form>
    </details>
  )
}

/** One labelled text field of the create form. */
export function Field({
  name,
  label,
  result,
  multiline = false,
  children,
}: {
  name: string
  label: string
  result: CreateResult | undefined
  multiline?: boolean
  children?: ReactNode
}) {
  const message = useMessage()
  const id = `create-${name}`
  const error = result?.errors[name]
  const value = result?.values[name] ?? ''
  return (
    <div className={multiline ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      {children ??
        (multiline ? (
          <textarea id={id} name={name} defaultValue={value} rows={3} className="filter-input" aria-invalid={error ? true : undefined} />
        ) : (
          <input type="text" id={id} name={name} defaultValue={value} className="filter-input" aria-invalid={error ? true : undefined} />
        ))}
      {error ? (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {message(error)}
        </p>
      ) : null}
    </div>
  )
}

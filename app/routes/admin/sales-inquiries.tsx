import { data, Link, useSearchParams } from 'react-router'
import { metaT, useIntlLocale, useMessage, useTranslation } from '~/browser/i18n-react'
import { RowAction, RowError, StatusBadge } from '~/components/admin/moderation'
import { SALES_INQUIRY_NOT_FOUND, SALES_INQUIRY_STATUSES, type SalesInquiryStatus } from '~/domain/sales-inquiries'
import { listSalesInquiries, setSalesInquiryStatus } from '~/models/sales-inquiries.server'
import { salesInquiryQuerySchema, salesInquiryStatusSchema } from '~/schemas/sales-inquiries'
import { adminFrom } from '~/server/context'
import { pagePath } from '~/server/http.server'
import { getT } from '~/server/i18n.server'
import { redirectWithToast } from '~/server/toast.server'
import { DomainError } from '~/shared/errors'
import { formatDate } from '~/shared/format'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/sales-inquiries'

/**
 * /admin/sales-inquiries (issue 44 item 4, docs/decisions/0142): Enterprise's contact-sales requests, newest first,
 * filtered by status with plain links; each moves new → contacted → closed by a plain form (audited), the same schema
 * and model as GET /api/admin/sales-inquiries and PATCH /api/admin/sales-inquiries/{id}.
 */
export const handle = { i18n: ['admin'] } satisfies I18nHandle

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminFrom(context)
  const parsed = salesInquiryQuerySchema.safeParse({ status: new URL(request.url).searchParams.get(STATUS_PARAM) ?? undefined })
  const status = parsed.success ? parsed.data.status : undefined
  return { status: status ?? null, inquiries: await listSalesInquiries(admin, status) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminFrom(context)
  const form = await request.formData()
  const id = Number(form.get('id'))
  const parsed = salesInquiryStatusSchema.safeParse({ status: form.get('status') })
  if (!parsed.success) return data({ error: { id: Number.isSafeInteger(id) ? id : null, message: parsed.error.issues[0]!.message } }, { status: 400 })
  try {
    if (!Number.isSafeInteger(id) || id <= 0) throw new DomainError(404, SALES_INQUIRY_NOT_FOUND)
    await setSalesInquiryStatus(admin, id, parsed.data.status)
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data({ error: { id, message: error.message } }, { status: error.status })
  }
  const t = getT(context, 'admin')
  const url = pagePath(request)
  return redirectWithToast(request, `${url.pathname}${url.search}`, { title: t('toast.success'), description: t('sales.updated') })
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches, 'admin')('section.sales-inquiries')} | ${metaT(matches, 'common')('site.name')}` }]
}

/** The list's filter parameter. */
const STATUS_PARAM = 'status'

const TONES: Record<SalesInquiryStatus, 'amber' | 'green' | 'gray'> = { new: 'amber', contacted: 'green', closed: 'gray' }

export default function SalesInquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const message = useMessage()
  const locale = useIntlLocale()
  const [searchParams] = useSearchParams()
  const filters: { value: SalesInquiryStatus | null; label: string }[] = [
    { value: null, label: t('sales.filter.all') },
    ...SALES_INQUIRY_STATUSES.map((status) => ({ value: status, label: t(`sales.status.${status}`) })),
  ]
  const statusOptions = SALES_INQUIRY_STATUSES.map((status) => ({ value: status, label: t(`sales.status.${status}`) }))
  return (
    <>
      <nav aria-label={t('sales.filter.label')} className="flex flex-wrap gap-2">
        {filters.map((filter) => {
          const next = new URLSearchParams(searchParams)
          if (filter.value) next.set(STATUS_PARAM, filter.value)
          else next.delete(STATUS_PARAM)
          const current = loaderData.status === filter.value
          return (
            <Link
              key={filter.value ?? 'all'}
              to={`?${next.toString()}`}
              aria-current={current ? 'page' : undefined}
              className={`rounded-full border px-3 py-1 text-sm ${current ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-gray-300 text-gray-700 hover:bg-gray-50'}`}
            >
              {filter.label}
            </Link>
          )
        })}
      </nav>
      {loaderData.inquiries.length === 0 ? (
        <p className="mt-6 text-sm text-gray-600">{t('sales.none')}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {loaderData.inquiries.map((inquiry) => (
            <li key={inquiry.id} id={`inquiry-${inquiry.id}`} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h2 className="text-base font-semibold break-words text-gray-900">{t('sales.heading', { company: inquiry.company, name: inquiry.name })}</h2>
                  <p className="mt-1 text-sm break-words text-gray-600">
                    <a href={`mailto:${inquiry.email}`} className="text-brand-700 hover:underline">
                      {inquiry.email}
                    </a>
                    {inquiry.phone ? ` · ${inquiry.phone}` : null}
                    {inquiry.teamSize ? ` · ${t('sales.teamSize', { size: inquiry.teamSize })}` : null}
                    {` · ${formatDate(inquiry.createdAt, locale)}`}
                  </p>
                </div>
                <StatusBadge tone={TONES[inquiry.status]}>{t(`sales.status.${inquiry.status}`)}</StatusBadge>
              </div>
              <p className="mt-3 text-sm break-words whitespace-pre-line text-gray-800">{inquiry.message}</p>
              <div className="mt-3">
                <RowAction id={inquiry.id} intent="status" label={t('sales.save')} pendingLabel={t('sales.saving')}>
                  <label htmlFor={`inquiry-${inquiry.id}-status`} className="text-sm text-gray-700">
                    {t('sales.statusLabel')}
                  </label>
                  <select
                    id={`inquiry-${inquiry.id}-status`}
                    name="status"
                    defaultValue={inquiry.status}
                    className="rounded-md border border-gray-300 px-2 py-1.5 text-sm"
                  >
                    {statusOptions.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </RowAction>
                <RowError error={actionData?.error} id={inquiry.id} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {actionData?.error && actionData.error.id === null ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {message(actionData.error.message)}
        </p>
      ) : null}
    </>
  )
}

export { ErrorBoundary } from '~/components/error-boundary'

import { href, Link } from 'react-router'
import { metaT, useIntlLocale, useTranslation } from '~/browser/i18n-react'
import { DocumentSection, SiteDocument } from '~/components/site-document'
import { LEGAL_UPDATED, TERMS_SECTIONS } from '~/domain/site-pages'
import { rejectPost } from '~/server/http.server'
import { contactAddress } from '~/server/mail/config.server'
import { formatDate } from '~/shared/format'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/terms'

export const handle = { i18n: ['legal'] } satisfies I18nHandle

/** /terms (issue 46 item 8, docs/decisions/0124): the platform's own terms of service, operated by Startup Asia. */
export function loader(_: Route.LoaderArgs) {
  return { contactEmail: contactAddress() }
}

export const action = rejectPost

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'legal')
  return [{ title: t('terms.meta.title') }, { name: 'description', content: t('terms.meta.description') }]
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('legal')
  const locale = useIntlLocale()
  const email = loaderData.contactEmail
  return (
    <SiteDocument title={t('terms.title')} lead={t('terms.lead')} meta={t('updated', { date: formatDate(LEGAL_UPDATED, locale) })}>
      {TERMS_SECTIONS.map((section) => (
        <DocumentSection key={section} id={`terms-${section}`} title={t(`terms.${section}.title`)} text={t(`terms.${section}.text`, { email })} />
      ))}
      <p className="text-gray-700">
        <Link to={href('/privacy')} className="font-medium text-brand-700 hover:underline">
          {t('terms.privacyLink')}
        </Link>
      </p>
    </SiteDocument>
  )
}

export { ErrorBoundary } from '~/components/error-boundary'

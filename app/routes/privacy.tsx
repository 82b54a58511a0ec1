import { href, Link } from 'react-router'
import { metaT, useIntlLocale, useTranslation } from '~/browser/i18n-react'
import { DocumentSection, SiteDocument } from '~/components/site-document'
import { LEGAL_UPDATED, PRIVACY_SECTIONS } from '~/domain/site-pages'
import { rejectPost } from '~/server/http.server'
import { contactAddress } from '~/server/mail/config.server'
import { formatDate } from '~/shared/format'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/privacy'

export const handle = { i18n: ['legal'] } satisfies I18nHandle

/**
 * /privacy (issue 46 item 8, docs/decisions/0124): what the platform keeps about a member, why, for how long, how to
 * take it away or have it deleted, and the rights Singapore's PDPA, Japan's APPI and Korea's PIPA give. The address
 * for requests is the operator's (CONTACT_EMAIL).
 */
export function loader(_: Route.LoaderArgs) {
  return { contactEmail: contactAddress() }
}

export const action = rejectPost

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'legal')
  return [{ title: t('privacy.meta.title') }, { name: 'description', content: t('privacy.meta.description') }]
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('legal')
  const locale = useIntlLocale()
  const email = loaderData.contactEmail
  return (
    <SiteDocument
      title={t('privacy.title')}
      lead={t('privacy.lead')}
      meta={t('updated', { date: formatDate(LEGAL_UPDATED, locale) })}
    >
      {PRIVACY_SECTIONS.map((section) => (
        <DocumentSection
          key={section}
          id={`privacy-${section}`}
          title={t(`privacy.${section}.title`)}
          text={t(`privacy.${section}.text`, { email })}
        />
      ))}
      <p className="text-gray-700">
        <Link to={`${href('/contact')}?topic=privacy`} className="font-medium text-brand-700 hover:underline">
          {t('privacy.contactLink')}
        </Link>
      </p>
    </SiteDocument>
  )
}

export { ErrorBoundary } from '~/components/error-boundary'

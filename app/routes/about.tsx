import { href, Link } from 'react-router'
import { metaT, useTranslation } from '~/browser/i18n-react'
import { buttonClasses } from '~/components/ui/button'
import { DocumentSection, SiteDocument } from '~/components/site-document'
import { ABOUT_SECTIONS } from '~/domain/site-pages'
import { rejectPost } from '~/server/http.server'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/about'

export const handle = { i18n: ['site'] } satisfies I18nHandle

/** /about (issue 46 item 8, docs/decisions/0124): what the platform is, who it is for, how it works, who runs it. */
export function loader(_: Route.LoaderArgs) {
  return null
}

export const action = rejectPost

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'site')
  return [{ title: t('about.meta.title') }, { name: 'description', content: t('about.meta.description') }]
}

export default function About() {
  const { t } = useTranslation('site')
  return (
    <SiteDocument title={t('about.title')} lead={t('about.lead')}>
      {ABOUT_SECTIONS.map((section) => (
        <DocumentSection key={section} id={`about-${section}`} title={t(`about.${section}.title`)} text={t(`about.${section}.text`)} />
      ))}
      <div className="flex flex-wrap gap-3">
        <Link to={href('/discover')} className={buttonClasses()}>
          {t('about.discover')}
        </Link>
        <Link to={href('/contact')} className={buttonClasses({ variant: 'outline' })}>
          {t('about.contact')}
        </Link>
      </div>
    </SiteDocument>
  )
}

export { ErrorBoundary } from '~/components/error-boundary'

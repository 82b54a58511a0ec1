import { useTranslation } from '~/browser/i18n-react'
import { data } from 'react-router'
import { adminSection } from '~/shared/admin-sections'
import { rejectPost } from '~/server/http.server'
import type { I18nHandle } from '~/shared/i18n'
import { metaT } from '~/browser/i18n-react'
import type { Route } from './+types/section'

/**
 * /admin/{section} for the sidebar's sections without a working view yet (001 §2): the spec's 'This section is under
 * development'. An unknown section is a 404.
 */
export function loader({ params }: Route.LoaderArgs) {
  const section = adminSection(params.section)
  if (!section) throw data({ message: 'Not Found' }, { status: 404 })
  return { title: section.title }
}

export const action = rejectPost

export const handle = { i18n: ['admin'] } satisfies I18nHandle

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches, 'admin')
  const common = metaT(matches, 'common')
  return [{ title: `${loaderData?.title ? t(loaderData.title) : t('meta.admin')} | ${common('site.name')}` }]
}

export default function UnderDevelopment() {
  const { t } = useTranslation('admin')
  return (
    <div className="rounded-xl border border-dashed border-gray-300 bg-white p-10 text-center">
      <p className="text-lg font-semibold text-gray-900">{t('underDevelopment.title')}</p>
      <p className="mt-2 text-gray-600">{t('underDevelopment.text')}</p>
    </div>
  )
}

import { NavLink } from 'react-router'
import { useTranslation } from '~/browser/i18n-react'
import { STARTUP_MANAGE_SECTIONS } from '~/shared/startup-manage'

/** The sections an owner moves between (app/shared/startup-manage.ts): plain links, the current one marked. */
export function StartupManageNav({ startupId }: { startupId: number }) {
  const { t } = useTranslation('startups')
  return (
    <nav aria-label={t('manage.nav')} className="mt-4 overflow-x-auto">
      <ul className="flex gap-2 text-sm">
        {STARTUP_MANAGE_SECTIONS.map((section) => (
          <li key={section.id} className="shrink-0">
            <NavLink
              to={section.to(startupId)}
              end
              className={({ isActive }) =>
                `inline-block rounded-full border px-3 py-1 ${isActive ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800' : 'border-gray-200 text-gray-700 hover:bg-gray-50'}`
              }
            >
              {t(section.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

import { useTranslation } from '~/browser/i18n-react'
import { Link } from 'react-router'
import { FOOTER_COLUMNS, type NavItem } from '~/shared/nav'

const FOOTER_LANGUAGES = ['footer.language.en', 'footer.language.zh', 'footer.language.ja', 'footer.language.ko'] as const

function FooterAnchor({ link }: { link: NavItem }) {
  const { t } = useTranslation()
  // Styled from the footer's class (`.site-footer nav a`, app/app.css).
  return (
    <Link to={link.href}>
      {t(link.label)}
    </Link>
  )
}

export function SiteFooter() {
  const year = new Date().getUTCFullYear()
  return (
    // Styled from `.site-footer` (app/app.css): the footer is on every page, so its class lists are named once there.
    <footer className="site-footer">
      <FooterContent year={year} />
    </footer>
  )
}

function FooterContent({ year }: { year: number }) {
  const { t } = useTranslation()
  return (
    <div>
      <div>
        <div>
          <p>{t('site.name')}</p>
          <p>{t('footer.tagline')}</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t('footer.columnNav', { column: t(column.title) })}>
            <h2>{t(column.title)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <FooterAnchor link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div>
        <p>{t('footer.copyright', { year })}</p>
        <ul aria-label={t('footer.languages')}>
          {FOOTER_LANGUAGES.map((language) => (
            <li key={language}>{t(language)}</li>
          ))}
        </ul>
      </div>
    </div>
  )
}

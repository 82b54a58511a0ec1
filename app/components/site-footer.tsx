import { useTranslation } from '~/browser/i18n-react'
import { Link } from 'react-router'
import { Icon } from '~/components/ui/icon'
import { FOOTER_COLUMNS, type NavItem } from '~/shared/nav'

const FOOTER_LANGUAGES = ['footer.language.en', 'footer.language.zh', 'footer.language.ja', 'footer.language.ko'] as const

/** The social links' icons are in the sprite (public/icons.svg): the footer is on every page. */
const SOCIAL = [
  { label: 'footer.social.x', icon: 'social-x' },
  { label: 'footer.social.linkedin', icon: 'social-linkedin' },
  { label: 'footer.social.facebook', icon: 'social-facebook' },
  { label: 'footer.social.instagram', icon: 'social-instagram' },
] as const

function FooterAnchor({ link }: { link: NavItem }) {
  const { t } = useTranslation()
  // Styled from the footer's class (`.site-footer nav a`, app/app.css).
  if (link.href === '#') {
    return <a href="#">{t(link.label)}</a>
  }
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
          <ul className="social">
            {SOCIAL.map((social) => (
              <li key={social.label}>
                <a href="#" aria-label={t(social.label)}>
                  <Icon name={social.icon} />
                </a>
              </li>
            ))}
          </ul>
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

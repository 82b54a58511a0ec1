import { Link } from 'react-router'
import { Icon } from '~/components/ui/icon'
import { FOOTER_COLUMNS, type NavItem } from '~/lib/nav'

const FOOTER_LANGUAGES = ['English', 'Chinese', 'Japanese', 'Korean']

/** The social links' icons are in the sprite (public/icons.svg): the footer is on every page. */
const SOCIAL: { label: string; icon: string }[] = [
  { label: 'Startup Asia on X (Twitter)', icon: 'social-x' },
  { label: 'Startup Asia on LinkedIn', icon: 'social-linkedin' },
  { label: 'Startup Asia on Facebook', icon: 'social-facebook' },
  { label: 'Startup Asia on Instagram', icon: 'social-instagram' },
]

function FooterAnchor({ link }: { link: NavItem }) {
  const className = 'footer-link'
  if (link.href === '#') {
    return (
      <a href="#" className={className}>
        {link.label}
      </a>
    )
  }
  return (
    <Link to={link.href} className={className}>
      {link.label}
    </Link>
  )
}

export function SiteFooter() {
  return (
    <footer className="bg-gray-900 text-gray-300">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-4">
          <div>
            <p className="text-lg font-bold text-white">Startup Asia</p>
            <p className="mt-3 text-sm text-gray-400">
              Connecting startups, talent, investors, mentors, events, workspaces and programs across Asia.
            </p>
            <ul className="mt-4 flex gap-3">
              {SOCIAL.map((social) => (
                <li key={social.label}>
                  <a
                    href="#"
                    aria-label={social.label}
                    className="social-link"
                  >
                    <Icon name={social.icon} className="size-4" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} aria-label={`Footer ${column.title}`}>
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
              <ul className="mt-4 space-y-2">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterAnchor link={link} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-10 flex flex-col gap-4 border-t border-gray-800 pt-6 text-sm text-gray-400 sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getUTCFullYear()} Startup Asia. All rights reserved.</p>
          <ul aria-label="Languages" className="flex flex-wrap gap-x-4 gap-y-1">
            {FOOTER_LANGUAGES.map((language) => (
              <li key={language}>{language}</li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}

import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { FOOTER_COLUMNS, type NavItem } from '~/lib/nav'

const FOOTER_LANGUAGES = ['English', 'Chinese', 'Japanese', 'Korean']

const SOCIAL: { label: string; icon: ReactNode }[] = [
  {
    label: 'Startup Asia on X (Twitter)',
    icon: (
      <path d="M17.8 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5.4 21H2.3l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.3 4.7H5.5l11.2 14.5z" />
    ),
  },
  {
    label: 'Startup Asia on LinkedIn',
    icon: (
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3V9.75zm6.5 0h3.8v1.55h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-5c0-1.2-.02-2.73-1.66-2.73-1.67 0-1.93 1.3-1.93 2.64V21h-4V9.75z" />
    ),
  },
  {
    label: 'Startup Asia on Facebook',
    icon: (
      <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.86.24-1.45 1.48-1.45h1.58V4.46A21 21 0 0 0 14.26 4.3c-2.28 0-3.84 1.39-3.84 3.94v2.26H7.84v3h2.58V21h3.08z" />
    ),
  },
  {
    label: 'Startup Asia on Instagram',
    icon: (
      <path d="M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2zM17 5.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21.9 7.9c-.1-1.6-.4-3-1.6-4.2S17.7 2.2 16.1 2.1C14.5 2 9.5 2 7.9 2.1 6.3 2.2 4.9 2.5 3.7 3.7S2.2 6.3 2.1 7.9C2 9.5 2 14.5 2.1 16.1c.1 1.6.4 3 1.6 4.2s2.6 1.5 4.2 1.6c1.6.1 6.6.1 8.2 0 1.6-.1 3-.4 4.2-1.6s1.5-2.6 1.6-4.2c.1-1.6.1-6.6 0-8.2zm-2.1 10a3.3 3.3 0 0 1-1.9 1.9c-1.3.5-4.4.4-5.9.4s-4.6.1-5.9-.4a3.3 3.3 0 0 1-1.9-1.9c-.5-1.3-.4-4.4-.4-5.9s-.1-4.6.4-5.9a3.3 3.3 0 0 1 1.9-1.9c1.3-.5 4.4-.4 5.9-.4s4.6-.1 5.9.4a3.3 3.3 0 0 1 1.9 1.9c.5 1.3.4 4.4.4 5.9s.1 4.6-.4 5.9z" />
    ),
  },
]

function FooterAnchor({ link }: { link: NavItem }) {
  const className = 'text-sm text-gray-400 hover:text-white focus-visible:outline-2 focus-visible:outline-white'
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
                    className="flex size-9 items-center justify-center rounded-full bg-gray-800 text-gray-300 hover:bg-gray-700 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
                  >
                    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-4">
                      {social.icon}
                    </svg>
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

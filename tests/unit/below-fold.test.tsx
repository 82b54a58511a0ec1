// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { LandingPage } from '~/components/landing/landing-page'
import { SiteFooter } from '~/components/site-footer'
import { toCards } from '~/shared/columns'
import { I18nProvider } from '~/browser/i18n-react'

// docs/decisions/0072-below-the-fold.md: the landing's sections after the hero, and the site footer, are laid out
// only as they near the viewport, each standing in at its measured height until then.

async function render(Component: () => React.ReactNode): Promise<Document> {
  const handler = createStaticHandler([{ id: 'page', path: '*', loader: () => null, Component }])
  const context = await handler.query(new Request('http://localhost/'))
  if (context instanceof Response) throw new Error('unexpected response')
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = renderToString(
    <I18nProvider language="en">
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nProvider>,
  )
  return new DOMParser().parseFromString(html, 'text/html')
}

describe('below the fold', () => {
  it('skips the layout of every landing section after the hero, each with its own height per breakpoint', async () => {
    const page = await render(() => (
      <LandingPage landing={{ featuredStartups: toCards([]), upcomingEvents: toCards([]), plans: [] }} />
    ))
    const sections = [...page.querySelectorAll('main > section')]
    expect(sections.map((section) => section.getAttribute('aria-labelledby'))).toEqual([
      'hero-heading',
      'features-heading',
      'startups-heading',
      'events-heading',
      'workspaces-heading',
      'testimonials-heading',
      'pricing-heading',
      'cta-heading',
    ])
    // The hero is the first screen: laid out at once.
    expect(sections[0]!.classList.contains('below-fold')).toBe(false)
    for (const section of sections.slice(1)) {
      const classes = section.className.split(' ')
      expect(classes, section.getAttribute('aria-labelledby')!).toContain('below-fold')
      expect(classes.filter((name) => /^(md:|lg:)?\[--fold-height:\d+px\]$/.test(name))).toHaveLength(3)
    }
  })

  it('has the CSS that does it, for the sections and the footer', async () => {
    const css = readFileSync('app/app.css', 'utf8')
    expect(css).toMatch(/\.below-fold \{\s*content-visibility: auto;\s*contain-intrinsic-size: auto var\(--fold-height, 40rem\);/)
    expect(css).toMatch(
      /\.site-footer \{\s*@apply [^;]*\[--fold-height:\d+px\] md:\[--fold-height:\d+px\] lg:\[--fold-height:\d+px\];\s*content-visibility: auto;\s*contain-intrinsic-size: auto var\(--fold-height\);/,
    )
    const footer = await render(() => <SiteFooter />)
    expect(footer.querySelector('footer')?.className).toBe('site-footer')
  })
})

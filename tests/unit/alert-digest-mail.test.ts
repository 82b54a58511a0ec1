import { describe, expect, it } from 'vitest'
import { ACCOUNT_LANGUAGES } from '~/domain/users'
import { renderMail } from '~/server/mail/render.server'
import type { MailMessage } from '~/server/mail/templates.server'

// The alert digest (issue 43, docs/decisions/0129) renders in every language: each item's type, name, line and link,
// how many more there are, and the link to /alerts.
const message = (total: number, frequency: 'daily' | 'weekly'): MailMessage => ({
  kind: 'alert-digest',
  data: {
    name: 'Aiko',
    digestId: 12,
    frequency,
    total,
    items: [
      { type: 'job', id: 41, title: 'Senior Rust engineer', detail: 'Kopi Labs · Singapore', path: '/jobs/41' },
      { type: 'funding-round', id: 7, title: 'Kopi Labs', detail: 'seed', path: '/startup/3' },
    ],
  },
})

describe('the alert digest e-mail', () => {
  for (const language of ACCOUNT_LANGUAGES) {
    it(`renders in ${language}`, async () => {
      for (const [total, frequency] of [[2, 'daily'], [25, 'weekly']] as const) {
        const mail = await renderMail(message(total, frequency), language, { origin: 'https://startup.test', unsubscribeUrl: 'https://startup.test/unsubscribe?token=x' })
        expect(mail.subject).toContain(String(total))
        expect(mail.subject + mail.text).not.toMatch(/\{\{|alert-digest\./)
        expect(mail.html).toContain('https://startup.test/jobs/41')
        expect(mail.html).toContain('https://startup.test/alerts#digest-12')
        expect(mail.text).toContain('Senior Rust engineer')
        expect(mail.text).toContain('Kopi Labs · Singapore')
        // Past the items it lists, the e-mail says how many more wait on the site.
        if (total > 2) expect(mail.text).toContain('23')
      }
    })
  }

  it('says in English what it is and how often it comes', async () => {
    const daily = await renderMail(message(2, 'daily'), 'en', { origin: 'https://startup.test' })
    expect(daily.subject).toBe('2 new for your saved searches and follows')
    expect(daily.text).toContain("Since yesterday's digest, 2 new things match your saved searches and follows:")
    const weekly = await renderMail(message(25, 'weekly'), 'en', { origin: 'https://startup.test' })
    expect(weekly.text).toContain('This week, 25 new things match')
    expect(weekly.text).toContain('…and 23 more on Startup Asia.')
  })
})

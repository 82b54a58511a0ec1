import { describe, expect, it } from 'vitest'
import { ACCOUNT_LANGUAGES } from '~/domain/users'
import { renderMail } from '~/server/mail/render.server'
import { redactedMessage, type MailMessage } from '~/server/mail/templates.server'

// The team invitation e-mail (docs/decisions/0108): in every language, with its one-time link, and a footer that does
// not claim the address has an account; the admin panel's copy has no working link.
const token = 'A'.repeat(43)
const message: MailMessage = {
  kind: 'team-invitation',
  data: { name: 'ivy@example.com', inviter: 'Owen Tan', startupId: 7, startup: 'Nusa Pay', accessRole: 'editor', acceptPath: `/team-invitations/${token}` },
}

describe('the team invitation e-mail', () => {
  for (const language of ACCOUNT_LANGUAGES) {
    it(`renders in ${language} with its accept link`, async () => {
      const mail = await renderMail(message, language, { origin: 'https://startup.test' })
      expect(mail.subject).toContain('Nusa Pay')
      expect(mail.text).toContain(`https://startup.test/team-invitations/${token}`)
      expect(mail.html).toContain('Owen Tan')
      if (language === 'en') {
        expect(mail.text).toContain('invited this address')
        expect(mail.text).not.toContain('because you have an account')
      }
    })
  }

  it('is redacted for the admin panel', () => {
    expect(JSON.stringify(redactedMessage(message))).not.toContain(token)
  })
})

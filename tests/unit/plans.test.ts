import { describe, expect, it } from 'vitest'
import { graceEndsAt, isRunning } from '~/domain/plans'
import { ACCOUNT_LANGUAGES } from '~/domain/users'
import { renderMail } from '~/server/mail/render.server'
import { subscriptionCheckoutSchema } from '~/schemas/plans'

// Issue 44 (docs/decisions/0135-plans-and-subscriptions.md): the rule that says whether a subscription gives its
// plan now, the checkout body, and the dunning e-mail in every language.
const DAY = 86_400_000
const now = new Date('2030-06-15T12:00:00Z')
const at = (days: number) => new Date(now.getTime() + days * DAY)

describe('isRunning', () => {
  it('trialing and active run until their period ends plus the grace (a lost renewal webhook)', () => {
    expect(isRunning({ status: 'trialing', pastDueSince: null, periodEnd: at(10) }, 7, now)).toBe(true)
    expect(isRunning({ status: 'active', pastDueSince: null, periodEnd: at(-6) }, 7, now)).toBe(true)
    expect(isRunning({ status: 'active', pastDueSince: null, periodEnd: at(-8) }, 7, now)).toBe(false)
  })

  it('past_due and unpaid run for the grace days from the first failure, then not', () => {
    expect(isRunning({ status: 'past_due', pastDueSince: at(-6), periodEnd: at(-6) }, 7, now)).toBe(true)
    expect(isRunning({ status: 'past_due', pastDueSince: at(-8), periodEnd: at(-8) }, 7, now)).toBe(false)
    expect(isRunning({ status: 'unpaid', pastDueSince: null, periodEnd: at(-2) }, 7, now)).toBe(true)
    expect(graceEndsAt({ status: 'past_due', pastDueSince: at(-6), periodEnd: null }, 7)).toEqual(at(1))
    expect(graceEndsAt({ status: 'active', pastDueSince: null, periodEnd: at(3) }, 7)).toBeNull()
  })

  it('a cancel at the period end ends with the period, without grace; ended statuses never run', () => {
    expect(isRunning({ status: 'active', pastDueSince: null, periodEnd: at(1), cancelAtPeriodEnd: true }, 7, now)).toBe(true)
    expect(isRunning({ status: 'active', pastDueSince: null, periodEnd: at(-1), cancelAtPeriodEnd: true }, 7, now)).toBe(false)
    for (const status of ['canceled', 'incomplete', 'incomplete_expired', 'paused']) {
      expect(isRunning({ status, pastDueSince: null, periodEnd: at(10) }, 7, now), status).toBe(false)
    }
  })
})

describe('subscriptionCheckoutSchema', () => {
  it("takes a plan's key and refuses a missing or empty one with 'Unknown plan'", () => {
    expect(subscriptionCheckoutSchema.parse({ plan: 'professional' })).toEqual({ plan: 'professional' })
    for (const body of [{}, { plan: '' }, { plan: 3 }]) {
      const parsed = subscriptionCheckoutSchema.safeParse(body)
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues[0]?.message).toBe('Unknown plan')
    }
  })
})

describe('the plan-payment-failed e-mail', () => {
  for (const language of ACCOUNT_LANGUAGES) {
    it(`renders in ${language} with the plan, the grace days and a link to the Plan page`, async () => {
      const mail = await renderMail({ kind: 'plan-payment-failed', data: { name: 'Tia', plan: 'Professional', graceDays: 7 } }, language, {
        origin: 'https://startup.test',
      })
      expect(mail.subject).toContain('Professional')
      expect(mail.text).not.toMatch(/\{\{|plan-payment-failed\./)
      expect(mail.text).toContain('7')
      expect(mail.html).toContain('https://startup.test/profile/plan')
    })
  }
})

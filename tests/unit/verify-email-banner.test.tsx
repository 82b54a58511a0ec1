// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { VerifyEmailBanner } from '~/components/verify-email-banner'
import type { PublicUser } from '~/shared/user'
import { inRouter } from '../support/in-router'

afterEach(cleanup)

const member = (isEmailVerified: boolean): PublicUser => ({
  id: 7,
  email: 'mei@example.com',
  firstName: 'Mei',
  lastName: 'Tan',
  userType: 'public',
  profileImageUrl: null,
  isEmailVerified,
  createdAt: new Date(0).toISOString(),
})

describe('VerifyEmailBanner', () => {
  it('asks an unverified member to open the link, with a form post that sends it again', async () => {
    const { container } = render(inRouter(<VerifyEmailBanner user={member(false)} />))
    const banner = await screen.findByRole('status')
    expect(banner.textContent).toContain('Please verify your email address (mei@example.com)')
    const form = container.querySelector('form')!
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe('/verify-email')
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeTruthy()
  })

  it('shows nothing to a verified member or a visitor', async () => {
    const { container } = render(inRouter(<><VerifyEmailBanner user={member(true)} /><VerifyEmailBanner user={null} /><p>page</p></>))
    await screen.findByText('page')
    expect(container.querySelector('[role="status"]')).toBeNull()
  })
})

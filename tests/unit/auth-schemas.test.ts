import { describe, expect, it } from 'vitest'
import { changePasswordFormSchema, loginSchema, profileSchema, signupApiSchema, signupFormSchema } from '~/schemas/auth'

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('auth schemas (000 §5, 001 §5 messages)', () => {
  it('sign-in', () => {
    expect(messages(loginSchema.safeParse({ email: 'x', password: '' }))).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    })
    expect(loginSchema.parse({ email: ' A@B.co ', password: 'p' }).email).toBe('a@b.co')
  })

  it('sign-up: every message at once, including the mismatch', () => {
    expect(
      messages(signupFormSchema.safeParse({ email: 'x', password: 'short', confirmPassword: 'other', firstName: ' ', lastName: '' })),
    ).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
      confirmPassword: "Passwords don't match",
      firstName: 'First name is required',
      lastName: 'Last name is required',
    })
  })

  it('sign-up API: userType startup or public only', () => {
    const base = { email: 'a@b.co', password: 'password-1', firstName: 'A', lastName: 'B' }
    expect(signupApiSchema.parse(base).userType).toBe('public')
    expect(signupApiSchema.parse({ ...base, userType: 'startup' }).userType).toBe('startup')
    expect(signupApiSchema.safeParse({ ...base, userType: 'admin' }).success).toBe(false)
  })

  it('profile', () => {
    expect(messages(profileSchema.safeParse({ firstName: '', lastName: '', email: 'x' }))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email',
    })
  })

  it('password change', () => {
    expect(messages(changePasswordFormSchema.safeParse({ currentPassword: '', newPassword: 'short', confirmPassword: 'x' }))).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password must be at least 8 characters',
      confirmPassword: "Passwords don't match",
    })
  })
})

import { z } from 'zod'
import { SIGNUP_USER_TYPES } from '~/domain/users'
import { requiredText } from './fields'
import { newPasswordSchema, PASSWORD_MAX } from './password'

// Messages verbatim from 000 §5 and 001 §5.
const email = (message: string) =>
  z
    .string({ message })
    .trim()
    .toLowerCase()
    .pipe(z.email(message).max(255, message))

export const loginSchema = z.object({
  email: email('Please enter a valid email address'),
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX, 'Invalid email or password'),
  redirectTo: z.string().optional(),
})
export type LoginInput = z.infer<typeof loginSchema>

const signupFields = {
  email: email('Please enter a valid email address'),
  password: newPasswordSchema(),
  firstName: requiredText('First name is required', { tooLong: 'First name is too long' }),
  lastName: requiredText('Last name is required', { tooLong: 'Last name is too long' }),
}

/**
 * "Passwords don't match" on confirmPassword, checked even when other fields are invalid, so a member sees every
 * problem in one round trip (zod skips object refinements after a field error unless `when` says otherwise).
 */
function passwordsMatch<K extends string>(passwordKey: K) {
  return {
    message: "Passwords don't match",
    path: ['confirmPassword'],
    when: (payload: { value: unknown }) => {
      const value = payload.value as Record<string, unknown> | undefined
      return typeof value?.[passwordKey] === 'string' && typeof value?.confirmPassword === 'string'
    },
  }
}

/** The sign-up pages: the page decides userType; confirmPassword must match. */
export const signupFormSchema = z
  .object({
    ...signupFields,
    confirmPassword: z.string({ message: "Passwords don't match" }),
    redirectTo: z.string().optional(),
  })
  .refine((value) => value.password === value.confirmPassword, passwordsMatch('password'))

/** POST /api/auth/signup (000 §7): userType startup or public; nobody signs up as admin. */
export const signupApiSchema = z.object({
  ...signupFields,
  userType: z.enum(SIGNUP_USER_TYPES, { message: 'userType must be startup or public' }).default('public'),
})
export type SignupInput = z.infer<typeof signupApiSchema>

/** 001 §5 profile messages. */
export const profileSchema = z.object({
  firstName: requiredText('First name is required', { tooLong: 'First name is too long' }),
  lastName: requiredText('Last name is required', { tooLong: 'Last name is too long' }),
  email: email('Please enter a valid email'),
})
export type ProfileInput = z.infer<typeof profileSchema>

/** PATCH /api/auth/password (001 §7): currentPassword, newPassword. */
export const changePasswordApiSchema = z.object({
  currentPassword: z.string({ message: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: newPasswordSchema('New password must be at least 8 characters'),
})
export type ChangePasswordInput = z.infer<typeof changePasswordApiSchema>

/** The profile page's password form also confirms the new password. */
export const changePasswordFormSchema = changePasswordApiSchema
  .extend({ confirmPassword: z.string({ message: "Passwords don't match" }) })
  .refine((value) => value.newPassword === value.confirmPassword, passwordsMatch('newPassword'))

/** POST /api/auth/forgot-password and /forgot-password: the address a reset link goes to. */
export const forgotPasswordSchema = z.object({
  email: email('Please enter a valid email address'),
})
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>

export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please request a new one.'

/** POST /api/auth/reset-password: the link's token and the new password. */
export const resetPasswordApiSchema = z.object({
  token: z.string({ message: RESET_LINK_INVALID }).min(1, RESET_LINK_INVALID).max(100, RESET_LINK_INVALID),
  password: newPasswordSchema(),
})
export type ResetPasswordInput = z.infer<typeof resetPasswordApiSchema>

/** /reset-password also confirms the new password. */
export const resetPasswordFormSchema = resetPasswordApiSchema
  .extend({ confirmPassword: z.string({ message: "Passwords don't match" }) })
  .refine((value) => value.password === value.confirmPassword, passwordsMatch('password'))

export const VERIFY_LINK_INVALID = 'This verification link is invalid or has expired. Please request a new one.'

/** POST /api/auth/verify-email and /verify-email?token=…: the link's token. */
export const verifyEmailSchema = z.object({
  token: z.string({ message: VERIFY_LINK_INVALID }).min(1, VERIFY_LINK_INVALID).max(100, VERIFY_LINK_INVALID),
})

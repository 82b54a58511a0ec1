/** 001 §3, in the order of the users_user_type_valid CHECK constraint; a new account is public. */
export const USER_TYPES = ['public', 'startup', 'admin'] as const
export type UserType = (typeof USER_TYPES)[number]

/** 001 §1: how the header names each kind of account. */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  public: 'Community Member',
  startup: 'Startup Account',
  admin: 'Admin',
}

/** 000 §7: the account types a visitor can sign up as; nobody signs up as admin. */
export const SIGNUP_USER_TYPES = ['startup', 'public'] as const satisfies readonly UserType[]
export type SignupUserType = (typeof SIGNUP_USER_TYPES)[number]

/** 001 §2 Add New Admin / Edit User: the user types as the admin dialogs name them, admin first (the default). */
export const ADMIN_USER_TYPE_OPTIONS: readonly { value: UserType; label: string }[] = [
  { value: 'admin', label: 'Admin' },
  { value: 'startup', label: 'Startup User' },
  { value: 'public', label: 'Public User' },
]

/**
 * The languages a member's account may name for its e-mail (app/shared/languages.ts is the interface's list; a unit
 * test keeps the two equal): stored on the account, chosen with the language selector, defaulted at sign-up.
 */
export const ACCOUNT_LANGUAGES = ['en', 'zh', 'ja', 'ko'] as const
export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number]

import { USER_TYPE_LABELS, type UserType } from '~/domain/users'

/** The user as the client sees it (000 §3, 001 §3): never the password hash. */
export interface PublicUser {
  id: number
  email: string
  firstName: string | null
  lastName: string | null
  userType: UserType
  profileImageUrl: string | null
  isEmailVerified: boolean
  createdAt: string
}

/** 001 §1: startup → 'Startup Account'; public and other → 'Community Member'; admin → 'Admin'. */
export function userTypeLabel(userType: UserType): string {
  return Object.hasOwn(USER_TYPE_LABELS, userType) ? USER_TYPE_LABELS[userType] : USER_TYPE_LABELS.public
}

/** Avatar initial: first letter of the first name, else of the e-mail. */
export function userInitial(user: Pick<PublicUser, 'firstName' | 'email'>): string {
  return (user.firstName?.trim() || user.email).charAt(0).toUpperCase()
}

/** Full name, else the e-mail. */
export function userDisplayName(user: Pick<PublicUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ')
  return name || user.email
}

/** A member whose account is younger than a day is greeted as new ("Welcome to Startup Asia"), not "back". */
export function isNewMember(user: Pick<PublicUser, 'createdAt'>, now = Date.now()): boolean {
  return now - new Date(user.createdAt).getTime() < 24 * 60 * 60 * 1000
}

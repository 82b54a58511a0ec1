import { eq } from 'drizzle-orm'
import { users, type User } from '../../db/schema'
import type { Db } from '../../db/client'
import { getDatabase, getDb } from '~/server/db.server'
import { badRequest, conflict, unauthorized } from '~/shared/errors'
import { getDecoyHash, hashPassword, verifyPassword } from '~/server/password.server'
import type { PublicUser } from '~/shared/user'
import type { AccountLanguage, UserType } from '~/domain/users'
import type { ChangePasswordInput, ProfileInput } from '~/schemas/auth'

const INVALID_CREDENTIALS = 'Invalid email or password'
export const EMAIL_TAKEN = 'An account with this email already exists'

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    profileImageUrl: user.profileImageUrl,
    isEmailVerified: user.isEmailVerified,
    createdAt: user.createdAt.toISOString(),
  }
}

export async function getUserById(id: number): Promise<PublicUser | null> {
  const db = await getDb()
  const [user] = await db.select().from(users).where(eq(users.id, id))
  return user ? toPublicUser(user) : null
}

/** `email` as the schemas leave it: trimmed and lower-cased (users.email is stored lower-cased). */
async function findByEmail(email: string): Promise<User | undefined> {
  const db = await getDb()
  const [user] = await db.select().from(users).where(eq(users.email, email))
  return user
}

/** Checks e-mail and password; the same time is spent whether or not the account exists. */
export async function verifyLogin(email: string, password: string): Promise<PublicUser> {
  const user = await findByEmail(email)
  const valid = await verifyPassword(password, user?.password ?? (await getDecoyHash()))
  if (!user || !user.password || !valid) throw unauthorized(INVALID_CREDENTIALS)
  return toPublicUser(user)
}

/** A new account: a sign-up (startup or public) or one an admin creates (any type, names optional). */
export interface NewAccount {
  email: string
  password: string
  firstName?: string | null
  lastName?: string | null
  userType: UserType
  /** The language the platform writes to the member in; a sign-up takes the request's (docs/decisions/0102). */
  language?: AccountLanguage
}

/**
 * Writes the account; `andThen` runs in the same transaction (a sign-up's verification link and welcome e-mail), so
 * the account and what it set off are written together or not at all.
 */
export async function createUser(
  input: NewAccount,
  andThen?: (tx: Db, user: PublicUser) => Promise<void>,
): Promise<PublicUser> {
  if (await findByEmail(input.email)) throw conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] })
  const password = await hashPassword(input.password)
  const database = await getDatabase()
  try {
    return await database.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          password,
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          userType: input.userType,
          ...(input.language ? { language: input.language } : {}),
        })
        .returning()
      const user = toPublicUser(row!)
      await andThen?.(tx, user)
      return user
    })
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (String(error).includes('UNIQUE')) throw conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] })
    throw error
  }
}

/**
 * The member's own name and e-mail (the profile page and PATCH /api/auth/profile). The name changes at once; a new
 * e-mail replaces the old one only when the member opens the link sent to it (issue 40), so here it is only
 * checked — an address that belongs to someone else is a 409 field error — and handed to `onNewEmail` in the same
 * transaction. Opening the link checks again (the unique index decides a race).
 */
export async function updateProfile(
  userId: number,
  input: ProfileInput,
  onNewEmail: (tx: Db, email: string) => Promise<void>,
): Promise<{ user: PublicUser; pendingEmail: string | null }> {
  const owner = await findByEmail(input.email)
  if (owner && owner.id !== userId) throw conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] })
  const database = await getDatabase()
  return database.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ firstName: input.firstName, lastName: input.lastName })
      .where(eq(users.id, userId))
      .returning()
    if (!user) throw unauthorized()
    if (user.email === input.email) return { user: toPublicUser(user), pendingEmail: null }
    await onNewEmail(tx, input.email)
    return { user: toPublicUser(user), pendingEmail: input.email }
  })
}

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect'

export async function changePassword(userId: number, input: ChangePasswordInput): Promise<void> {
  const db = await getDb()
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) throw unauthorized()
  if (!user.password || !(await verifyPassword(input.currentPassword, user.password))) {
    throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: [WRONG_CURRENT_PASSWORD] })
  }
  await db
    .update(users)
    .set({ password: await hashPassword(input.newPassword) })
    .where(eq(users.id, userId))
}

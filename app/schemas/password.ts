// First: zod is configured before any schema here is built (app/shared/zod-config.ts).
import '~/shared/zod-config'
import { z } from 'zod'

export const PASSWORD_MIN = 8
// Long enough for any passphrase; bounded so a megabyte "password" cannot tie up the hashing pool.
export const PASSWORD_MAX = 128

export const newPasswordSchema = (message = 'Password must be at least 8 characters') =>
  z
    .string({ message })
    .min(PASSWORD_MIN, message)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)

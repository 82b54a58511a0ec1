import type english from '../en/auth'
import type { Translation } from '../types'

export default {
} satisfies Translation<typeof english>

import type english from '../en/profile'
import type { Translation } from '../types'

export default {
} satisfies Translation<typeof english>

import type english from '../en/admin'
import type { Translation } from '../types'

export default {
} satisfies Translation<typeof english>

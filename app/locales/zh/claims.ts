import type english from '../en/claims'
import type { Translation } from '../types'

export default {
} satisfies Translation<typeof english>

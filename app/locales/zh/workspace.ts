import type english from '../en/workspace'
import type { Translation } from '../types'

export default {
} satisfies Translation<typeof english>

import type english from '../en/events'
import type { Translation } from '../types'

export default {
} satisfies Translation<typeof english>

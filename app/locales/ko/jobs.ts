import type english from '../en/jobs'
import type { Translation } from '../types'

export default {
} satisfies Translation<typeof english>

import type english from '../en/programs'
import type { Translation } from '../types'

export default {
} satisfies Translation<typeof english>

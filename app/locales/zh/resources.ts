import type english from '../en/resources'
import type { Translation } from '../types'

export default {
} satisfies Translation<typeof english>

import type english from '../en/media'
import type { Translation } from '../types'

export default {
} satisfies Translation<typeof english>

import type english from '../en/home'
import type { Translation } from '../types'

export default {
} satisfies Translation<typeof english>

import type english from '../en/vocab'
import type { Translation } from '../types'

export default {
} satisfies Translation<typeof english>

import type english from '../en/startups'
import type { Translation } from '../types'

export default {
} satisfies Translation<typeof english>

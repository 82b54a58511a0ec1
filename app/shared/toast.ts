/** A one-time message shown after a redirect: a status region without JavaScript, a Radix toast with it. */
export interface Toast {
  id: string
  title: string
  description?: string
  type: 'success' | 'error' | 'info'
}

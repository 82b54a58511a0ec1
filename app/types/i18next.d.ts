import type { en } from '~/locales/english'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    fallbackNS: 'common'
    resources: typeof en
    keySeparator: false
    nsSeparator: false
  }
}

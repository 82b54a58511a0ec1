// Shared vocabulary shown on many pages (industries, stages, places…): the English label is the key, shown through
// useMessage() (app/lib/i18n-react.ts).
export default {
}

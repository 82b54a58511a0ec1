declare module 'virtual:catalogue-chunks' {
  /** 'ja/common' → '/assets/common-….js': the client chunk of each catalogue (tooling/catalogue-chunks.ts). */
  const chunks: Record<string, string>
  export default chunks
  /** 'app/components/member-home.tsx' → its chunk and the chunks it imports, for a lazily imported module. */
  export const lazyChunks: Record<string, string[]>
}

declare module 'virtual:catalogue-chunks' {
  /** 'ja/common' → '/assets/common-….js': the client chunk of each catalogue (tooling/catalogue-chunks.ts). */
  const chunks: Record<string, string>
  export default chunks
}

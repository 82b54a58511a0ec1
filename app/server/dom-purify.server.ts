import type { DOMPurify } from 'dompurify'

/**
 * A DOMPurify over a jsdom window of its own. Both are imported here, on first use, never at boot: jsdom costs about
 * 100 MB of memory and half a second to import (issue 39), and an instance may never sanitise anything.
 */
export async function createPurifier(): Promise<DOMPurify> {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')])
  return createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0])
}

import type { DOMPurify } from 'dompurify'
import type { Marked, Token, Tokens } from 'marked'
import { createPurifier } from './dom-purify.server'

/**
 * Media bodies are Markdown (docs/decisions/0041-markdown-feed-and-structured-data.md). Two layers keep them harmless:
 * 1. marked renders the Markdown with raw HTML dropped — an HTML block (`<script>…</script>`) renders as nothing, an
 *    inline tag (`<b>`) is dropped and its text kept — and headings moved under the page's title (the only h1): the
 *    body's highest heading becomes h2, and no heading is more than one level below the one before it (`## A` after
 *    the title is h2, not h3; docs/decisions/0125-valid-markup.md);
 * 2. DOMPurify (over a jsdom window) then keeps only the elements and attributes Markdown produces, and links and
 *    images only to http(s), mailto, this site's paths and anchors: `[x](javascript:alert(1))` keeps its text and
 *    loses its link. Links leaving the site get rel="nofollow noopener noreferrer".
 * Regular expressions decide nothing here: both steps parse.
 */

let markdown: Promise<Marked> | undefined

/** Every heading of the body in document order, those in quotes and list items included. */
function headingsOf(tokens: readonly Token[]): Tokens.Heading[] {
  return tokens.flatMap((token) => [
    ...(token.type === 'heading' ? [token as Tokens.Heading] : []),
    ...(token.type === 'blockquote' ? headingsOf((token as Tokens.Blockquote).tokens) : []),
    ...(token.type === 'list' ? (token as Tokens.List).items.flatMap((item) => headingsOf(item.tokens)) : []),
  ])
}

/** Sets each heading's level under the page's h1: the highest becomes 2, and none skips a level going down. */
function levelHeadings(tokens: readonly Token[]): void {
  const headings = headingsOf(tokens)
  const top = Math.min(...headings.map((heading) => heading.depth))
  let previous = 1
  for (const heading of headings) {
    heading.depth = Math.min(heading.depth - top + 2, previous + 1, 6)
    previous = heading.depth
  }
}

/**
 * The Markdown renderer, loaded on first use like the sanitizer: marked builds its regular expressions when it is
 * imported, about 0.2 s of a busy machine's boot (docs/decisions/0096-server-memory-and-cold-start.md).
 */
function getMarkdown(): Promise<Marked> {
  markdown ??= import('marked').then(
    ({ Marked }) =>
      new Marked({
        gfm: true,
        async: false,
        hooks: {
          processAllTokens(tokens) {
            levelHeadings(tokens)
            return tokens
          },
        },
        renderer: {
          html: () => '',
          heading({ tokens, depth }: Tokens.Heading) {
            return `<h${depth}>${this.parser.parseInline(tokens)}</h${depth}>\n`
          },
        },
      }),
  )
  return markdown
}

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'del', 'code', 'pre', 'blockquote',
  'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
]
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'start', 'align']
/** http(s), mailto, a path on this site (not `//host`), or an anchor. */
const ALLOWED_URI = /^(?:https?:|mailto:|\/(?![/\\])|#)/i

let purifier: Promise<DOMPurify> | undefined

/** One DOMPurify per process for Markdown (its hook is its own), loaded on first use. */
function getPurifier(): Promise<DOMPurify> {
  purifier ??= createPurifier().then((purify) => {
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        const href = node.getAttribute('href')
        // A link whose address was refused is plain text; one that leaves the site does not vouch for it.
        if (!href) node.replaceWith(...Array.from(node.childNodes))
        else if (/^https?:/i.test(href)) node.setAttribute('rel', 'nofollow noopener noreferrer')
      }
      if (node.tagName === 'IMG' && !node.getAttribute('src')) node.remove()
    })
    return purify
  })
  return purifier
}

/** Starts loading the renderer and the sanitizer, so the first article a visitor opens does not wait for them. */
export function warmMarkdown(): void {
  void getMarkdown()
  void getPurifier()
}

/** The Markdown body as safe HTML for the article page and GET /api/media/{slug}. */
export async function renderMarkdown(source: string): Promise<string> {
  const html = (await getMarkdown()).parse(source) as string
  const purify = await getPurifier()
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  })
}

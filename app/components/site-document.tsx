import type { ReactNode } from 'react'

/**
 * The site's own pages (About, Privacy, Terms; docs/decisions/0124): a title, a lead, and sections whose text comes
 * from the catalogues. A section's text is lines: a line starting "- " is an item of a list, any other a paragraph.
 */
export function SiteDocument({ title, lead, meta, children }: { title: string; lead: string; meta?: ReactNode; children: ReactNode }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <header className="min-w-0">
        <h1 className="text-3xl font-bold break-words text-gray-900">{title}</h1>
        <p className="mt-3 text-lg text-gray-700">{lead}</p>
        {meta ? <p className="mt-2 text-sm text-gray-500">{meta}</p> : null}
      </header>
      <div className="mt-8 space-y-8">{children}</div>
    </main>
  )
}

const ITEM = '- '

/** One section: its heading (linkable by `id`) and its lines. */
export function DocumentSection({ id, title, text }: { id: string; title: string; text: string }) {
  const blocks: ({ kind: 'p'; text: string } | { kind: 'ul'; items: string[] })[] = []
  for (const line of text.split('\n').map((part) => part.trim()).filter(Boolean)) {
    const last = blocks.at(-1)
    if (line.startsWith(ITEM)) {
      if (last?.kind === 'ul') last.items.push(line.slice(ITEM.length))
      else blocks.push({ kind: 'ul', items: [line.slice(ITEM.length)] })
    } else {
      blocks.push({ kind: 'p', text: line })
    }
  }
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-3 break-words text-gray-700">
      <h2 id={id} className="text-xl font-semibold text-gray-900">
        {title}
      </h2>
      {blocks.map((block, index) =>
        block.kind === 'p' ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index} className="list-disc space-y-1 pl-6">
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </section>
  )
}

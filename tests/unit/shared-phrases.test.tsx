import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { composeName, SharedPhrases, slot } from '~/components/ui/shared-phrases'

// A card's name composed of the page's shared phrases and the card's own elements (docs/decisions/0098).

describe('composeName', () => {
  it('names the phrases around the values in the order the message reads', () => {
    const name = composeName('jv', `View Details & Apply: ${slot(0)} at ${slot(1)}`)
    expect(name.phrases).toEqual([
      ['jv-0', 'View Details & Apply:'],
      ['jv-1', 'at'],
    ])
    expect(name.labelledBy('j7', 'c7')).toBe('jv-0 j7 jv-1 c7')
  })

  it("keeps each language's word order: a value first, or values in another order", () => {
    const ja = composeName('rp', `${slot(0)}のプロフィールを見る`)
    expect(ja.phrases).toEqual([['rp-0', 'のプロフィールを見る']])
    expect(ja.labelledBy('r9')).toBe('r9 rp-0')
    const swapped = composeName('jv', `詳細を見て応募：${slot(1)}の${slot(0)}`)
    expect(swapped.labelledBy('j7', 'c7')).toBe('jv-0 c7 jv-1 j7')
  })

  it('the page writes each phrase once, hidden, under its id', () => {
    const html = renderToStaticMarkup(
      <SharedPhrases names={[composeName('rw', `Website of ${slot(0)} (opens in a new tab)`), composeName('rs', `${slot(0)}: specialties`)]} />,
    )
    expect(html).toBe(
      '<div hidden=""><span id="rw-0">Website of</span><span id="rw-1">(opens in a new tab)</span><span id="rs-0">: specialties</span></div>',
    )
  })
})

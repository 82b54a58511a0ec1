import { renderToStaticMarkup } from 'react-dom/server'
import { inRouter } from '../support/in-router'
import { describe, expect, test } from 'vitest'
import { I18nProvider, MessageNamespaces, Trans, useMessage, useTranslation } from '~/browser/i18n-react'
import '~/server/i18n.server'
import { addCatalogue, fixedT, pluralCategory, translate } from '~/shared/translator'

// A namespace of its own, so these cases do not depend on the product's wording.
addCatalogue('en', 'test-a', {
  plain: 'Hello',
  greeting: 'Hello, {{ name }}!',
  seats_one: '{{count}} seat left',
  seats_other: '{{count}} seats left',
  onlyEnglish: 'Only in English',
  empty: '',
  marked: 'Posted <time>{{date}}</time> by <strong>{{name}}</strong>',
})
addCatalogue('ja', 'test-a', { plain: 'こんにちは', greeting: 'こんにちは、{{name}}さん', seats_other: '残り{{count}}席', empty: '' })
addCatalogue('en', 'test-b', { other: 'From b' })

describe('translate', () => {
  test('looks a key up in the language, then in English, then answers the default or the key', () => {
    expect(translate('ja', ['test-a'], 'plain')).toBe('こんにちは')
    expect(translate('ja', ['test-a'], 'onlyEnglish')).toBe('Only in English')
    expect(translate('ja', ['test-a'], 'missing')).toBe('missing')
    expect(translate('en', ['test-a'], 'missing', { defaultValue: 'Shown instead' })).toBe('Shown instead')
    // An empty string counts as missing (i18next's returnEmptyString: false), so the key's fallback is used.
    expect(translate('en', ['test-a'], 'empty', { defaultValue: 'fallback' })).toBe('fallback')
  })

  test('puts values in, with or without spaces in the braces; a missing value is empty', () => {
    expect(translate('en', ['test-a'], 'greeting', { name: 'Aiko' })).toBe('Hello, Aiko!')
    expect(translate('ja', ['test-a'], 'greeting', { name: 'Aiko' })).toBe('こんにちは、Aikoさん')
    expect(translate('en', ['test-a'], 'greeting', {})).toBe('Hello, !')
    // Values are text: a value holding braces is not read again.
    expect(translate('en', ['test-a'], 'greeting', { name: '{{count}}', count: 3 })).toBe('Hello, {{count}}!')
  })

  test('picks the plural category Intl.PluralRules picks, for each of the site’s languages', () => {
    const counts = [0, 1, -1, 1.5, 2, 5, 11, 21, 101, 1_000_000, 0.5, -2]
    for (const language of ['en', 'zh', 'ja', 'ko']) {
      const rules = new Intl.PluralRules(language)
      for (const count of counts) expect(pluralCategory(language, count), `${language} ${count}`).toBe(rules.select(count))
    }
    // Another language goes to Intl.PluralRules.
    expect(pluralCategory('ru', 3)).toBe('few')
  })

  test('chooses the plural form by Intl.PluralRules', () => {
    expect(translate('en', ['test-a'], 'seats', { count: 1 })).toBe('1 seat left')
    expect(translate('en', ['test-a'], 'seats', { count: 0 })).toBe('0 seats left')
    expect(translate('en', ['test-a'], 'seats', { count: 12 })).toBe('12 seats left')
    expect(translate('ja', ['test-a'], 'seats', { count: 1 })).toBe('残り1席')
  })

  test('searches the namespaces asked for, then common', () => {
    expect(translate('en', ['test-a'], 'other', { ns: ['test-b' as 'jobs'] })).toBe('From b')
    expect(translate('en', ['test-a'], 'other')).toBe('other')
    expect(fixedT('en', 'startups' as never)('site.name' as never)).toBe(translate('en', ['common'], 'site.name'))
    expect(translate('en', ['common'], 'site.name')).not.toBe('site.name')
  })

  test('one function per language and namespace', () => {
    expect(fixedT('en', 'jobs')).toBe(fixedT('en', 'jobs'))
    expect(fixedT('en', 'jobs')).not.toBe(fixedT('ja', 'jobs'))
  })
})

function Marked({ name }: { name: string }) {
  const { t } = useTranslation('test-a' as 'jobs')
  return (
    <p>
      <Trans t={t} i18nKey={'marked' as never} values={{ date: 'today', name }} components={{ time: <time dateTime="2026-11-23" />, strong: <strong /> }} />
    </p>
  )
}

describe('useTranslation and Trans', () => {
  test('renders in the provider’s language', () => {
    function Greeting() {
      const { t, i18n } = useTranslation('test-a' as 'jobs')
      return <span lang={i18n.language}>{(t as (key: string) => string)('plain')}</span>
    }
    expect(renderToStaticMarkup(<Greeting />)).toBe('<span lang="en">Hello</span>')
    expect(
      renderToStaticMarkup(
        <I18nProvider language="ja">
          <Greeting />
        </I18nProvider>,
      ),
    ).toBe('<span lang="ja">こんにちは</span>')
  })

  test('Trans turns the catalogue’s tags into the given elements and keeps values as text', () => {
    expect(renderToStaticMarkup(<Marked name="Aiko" />)).toBe('<p>Posted <time dateTime="2026-11-23">today</time> by <strong>Aiko</strong></p>')
    expect(renderToStaticMarkup(<Marked name="<strong>x</strong>" />)).toBe(
      '<p>Posted <time dateTime="2026-11-23">today</time> by <strong>&lt;strong&gt;x&lt;/strong&gt;</strong></p>',
    )
  })

  test('useMessage also searches the namespaces a MessageNamespaces around it names (the member home’s cards)', () => {
    function Label() {
      const message = useMessage()
      return <span>{message('Networking')}</span>
    }
    // On a route with no handle only 'common' and 'vocab' are searched: the events catalogue's label is not found.
    const page = (children: React.ReactNode) => renderToStaticMarkup(<I18nProvider language="ja">{inRouter(children)}</I18nProvider>)
    expect(page(<Label />)).toBe('<span>Networking</span>')
    expect(
      page(
        <MessageNamespaces namespaces={['events']}>
          <Label />
        </MessageNamespaces>,
      ),
    ).toBe('<span>ネットワーキング</span>')
  })
})

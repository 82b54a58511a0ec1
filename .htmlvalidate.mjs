/**
 * html-validate's configuration for the HTML the server sends (tests/integration/markup.test.ts validates every page
 * of tests/e2e/pages.ts with it; `npx html-validate file.html` reads it too). docs/decisions/0125-valid-markup.md.
 *
 * `recommended` plus `document` (we validate whole documents: doctype, heading levels, references, SRI). Each change
 * below is a rule that is wrong for this stack, with its reason; no rule is turned off to hide a real error.
 */
export default {
  root: true,
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // React serializes its own spelling of markup: attribute names as React names them (`charSet`, `maxLength`,
    // `dateTime`; HTML attribute names are case-insensitive and the parser lowercases them), void elements closed
    // (`<meta />`), booleans as `hidden=""` and empty values as `download=""` (both mean the attribute is present).
    // These rules ask for a spelling we do not write by hand.
    'attr-case': 'off',
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's useId makes ids like `_R_94m_-searchQuery`. HTML allows any id without whitespace; the strict mode asks
    // for a letter first (an old HTML 4 rule), so it is relaxed, not off: empty ids and ids with spaces still fail.
    'valid-id': ['error', { relaxed: true }],
    // A group of checkboxes shares one name: that is how a multi-value filter or form field (sectors, stages, tech
    // stack, culture values) posts without JavaScript (the server reads every value of the name). With checkboxes
    // shared, the rule no longer applies its own allowCheckboxDefault (a hidden input giving an unticked box's value,
    // then the box): tests/integration/markup.test.ts lets exactly that pair through.
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
    // Inline styles stay refused except two properties: `width`, for a bar drawn to its figure (a funnel step's share,
    // a value computed from data that no class can name), and `pointer-events`, which Radix's dialog overlay writes.
    'no-inline-style': ['error', { allowedProperties: ['display', 'width', 'pointer-events'] }],
    // Titles are `{name} | {section} | Startup Asia`, and names are what members and admins write (a startup's name,
    // an article's title, up to their schemas' limits): search engines shorten a long title themselves. A length
    // limit of 70 characters is a style advice about content, not a markup error, and would fail by data alone.
    'long-title': 'off',
    // Integrity hashes protect pages from a changed third-party file. Our own scripts and styles come from the same
    // server as the page (hashed file names, immutable); a script from another origin must still carry one.
    'require-sri': ['error', { target: 'crossorigin' }],
  },
}

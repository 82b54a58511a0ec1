import { describe, it } from 'vitest'
import { runOneReviewRace, runReviewEndpoints } from '../support/reviews'

// Issue 42 item 5, anonymous reviews by verified team members (docs/decisions/0119-anonymous-reviews.md).
describe('anonymous reviews', () => {
  it('every endpoint: who may write, the 3-review rule, no identity, edit, delete, reports and moderation', async () => {
    await runReviewEndpoints()
  })

  it('one review per member per startup under concurrency', async () => {
    console.info('one-review race', await runOneReviewRace())
  })
})

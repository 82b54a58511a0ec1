import { describe, it } from 'vitest'
import { runJobPatch, runReviewReplies } from '../support/after-posting-startups'

// Issue 41 items 4 and 5, a startup's people (docs/decisions/0110-after-posting.md).
describe("a startup's people after posting", () => {
  it('reply to a review: once and editable, each permission branch, the reviewer told once', async () => {
    await runReviewReplies()
  })

  it('PATCH /api/jobs/{id}: edit with the Post Job rules, close and reopen, each permission branch', async () => {
    await runJobPatch()
  })
})

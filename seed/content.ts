import type { Db } from '../db/client'
import * as schema from '../db/schema'
import { BLOG_POSTS, MEDIA_TOPICS } from './data'
import { DAY, HOUR, Random, slugify } from './helpers'
import type { People } from './users'
import { artUrl } from './art'

export async function seedContent(tx: Db, people: People, today: number) {
  const random = new Random('content')
  // Topics first: each item points at one (001 §3 content_categories; docs/decisions/0040-media.md).
  const topics = await tx
    .insert(schema.contentCategories)
    .values(MEDIA_TOPICS.map((topic, k) => ({ ...topic, sortOrder: k + 1 })))
    .returning({ id: schema.contentCategories.id, slug: schema.contentCategories.slug })
  const topicId = new Map(topics.map((topic) => [topic.slug, topic.id]))
  await tx.insert(schema.contentCategories).values([
    { name: 'Seed rounds', slug: 'seed-rounds', parentId: topicId.get('funding')!, color: '#2563eb', icon: 'sprout', sortOrder: 1 },
    // An archived topic: not offered as a filter.
    { name: 'Archive', slug: 'archive', color: '#6b7280', icon: 'archive', sortOrder: 99, isActive: false },
  ])

  const posts = BLOG_POSTS.map((post, k) => {
    const draft = post.draft === true
    const publishedAt = draft ? null : new Date(today - (k * 6 + 1) * DAY - 8 * HOUR)
    const story = post.category === 'story'
    const lead = `${post.title}: what founders across Asia need to know.`
    return {
      title: post.title,
      slug: slugify(post.title),
      excerpt: story ? `${post.byline?.name ?? 'A founder'} on ${post.title.toLowerCase()}.` : lead,
      content: post.body.join('\n\n'),
      authorId: story ? people.founder : people.team,
      authorType: story ? 'startup_admin' : 'main_admin',
      author: post.byline ? { ...post.byline } : null,
      category: post.category,
      topicId: topicId.get(post.topic) ?? null,
      tags: [...post.tags],
      featuredImage: artUrl(`post:${post.title}`),
      status: draft ? 'draft' : 'published',
      publishedAt,
      metaTitle: post.title,
      metaDescription: `${post.title} — Startup Asia Media & PR.`,
      readTime: random.int(3, 9),
      viewCount: k % 3 === 0 ? random.int(1200, 15000) : random.int(80, 990),
      likeCount: random.int(5, 400),
      createdAt: publishedAt ?? new Date(today - DAY),
      updatedAt: publishedAt ?? new Date(today - DAY),
    } satisfies schema.NewBlogPost
  })
  const inserted = await tx.insert(schema.blogPosts).values(posts).returning({ id: schema.blogPosts.id })
  await tx.insert(schema.comments).values([
    {
      postId: inserted[0]!.id,
      postType: 'blog',
      authorId: people.member,
      content: 'Really useful breakdown, thanks!',
      isApproved: true,
    },
    {
      postId: inserted[0]!.id,
      postType: 'blog',
      authorId: people.founder,
      content: 'Matches what we saw in our seed round.',
      isApproved: true,
    },
    {
      postId: inserted[1]!.id,
      postType: 'blog',
      authorId: people.members[0]!,
      content: 'Inspiring story.',
      isApproved: false,
    },
  ])

  await tx.insert(schema.newsletters).values(
    people.members.slice(0, 6).map((_, k) => ({
      email: `reader${k + 1}@newsletter.demo.startup.asia`,
      interests: random.sample(['funding', 'events', 'programs', 'jobs', 'media'], 2),
      isVerified: k % 2 === 0,
      subscriptionSource: k % 2 === 0 ? 'landing-page' : 'media',
    })),
  )

  await tx.insert(schema.mediaLibrary).values(
    [1, 2, 3, 4].map((n) => ({
      fileName: `banner-${n}.svg`,
      originalName: `banner-${n}.svg`,
      filePath: `/images/banners/banner-${n}.svg`,
      fileSize: 600,
      mimeType: 'image/svg+xml',
      fileType: 'image',
      uploadedBy: people.team,
      altText: 'Decorative banner',
      tags: ['banner'],
      isPublic: true,
      downloadCount: random.int(0, 30),
    })),
  )
}

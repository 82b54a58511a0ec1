import type { Db } from '../client'
import * as schema from '../schema'
import { BLOG_POSTS } from './data'
import { DAY, HOUR, Random, slugify } from './helpers'
import type { People } from './users'

export async function seedContent(tx: Db, people: People, today: number) {
  const random = new Random('content')
  const posts = BLOG_POSTS.map((post, k) => {
    const draft = 'draft' in post && post.draft
    const publishedAt = draft ? null : new Date(today - (k * 6 + 1) * DAY - 8 * HOUR)
    const story = post.category === 'story'
    return {
      title: post.title,
      slug: slugify(post.title),
      excerpt: `${post.title}: what founders across Asia need to know.`,
      content: [
        `${post.title}.`,
        'Founders across the region shared what worked, what did not, and what they would do differently.',
        'We summarise the lessons, the numbers behind them, and the questions to ask before you start.',
      ].join('\n\n'),
      authorId: story ? people.founder : people.team,
      category: post.category,
      tags: [...post.tags],
      featuredImage: `/images/banners/banner-${(k % 4) + 1}.svg`,
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

  const [articles] = await tx
    .insert(schema.contentCategories)
    .values({
      name: 'Articles',
      slug: 'article',
      description: 'Guides and analysis',
      color: '#2563eb',
      icon: 'file-text',
      sortOrder: 1,
    })
    .returning({ id: schema.contentCategories.id })
  await tx.insert(schema.contentCategories).values([
    {
      name: 'Stories',
      slug: 'story',
      description: 'Founder stories',
      color: '#16a34a',
      icon: 'book-open',
      sortOrder: 2,
    },
    {
      name: 'Press releases',
      slug: 'press_release',
      description: 'Announcements',
      color: '#dc2626',
      icon: 'megaphone',
      sortOrder: 3,
    },
    { name: 'Funding', slug: 'funding', parentId: articles!.id, color: '#2563eb', icon: 'banknote', sortOrder: 1 },
    { name: 'Hiring', slug: 'hiring', parentId: articles!.id, color: '#2563eb', icon: 'users', sortOrder: 2 },
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

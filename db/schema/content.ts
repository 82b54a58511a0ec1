import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core'
import { bool, createdAt, id, jsonList, jsonObject, lengthChecks, timestamp, updatedAt } from '../columns'
import { users } from './accounts'

// Content: the Media & PR blog, comments, the media library, newsletter sign-ups and content categories.

/**
 * A media item's byline as readers see it (001 §3 Media item `author`): name, avatar, title and company. Stored on the
 * post like a printed byline; each part left out falls back to the author's account (docs/decisions/0040-media.md).
 */
export interface MediaByline {
  name?: string
  avatar?: string
  title?: string
  company?: string
}

export const blogPosts = sqliteTable(
  'blog_posts',
  {
    id: id(),
    title: text({ length: 255 }).notNull(),
    slug: text({ length: 255 }).notNull(),
    content: text(),
    excerpt: text(),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** One of AUTHOR_TYPES (app/domain/media.ts): startup_admin or main_admin. */
    authorType: text({ length: 50 }).notNull().default('main_admin'),
    author: jsonObject<MediaByline>(),
    /** The media screen's contentType: article, story, press_release */
    category: text({ length: 100 }),
    /** The media screen's topic: a content category. */
    topicId: integer().references((): AnySQLiteColumn => contentCategories.id, { onDelete: 'set null' }),
    tags: jsonList<string>(),
    featuredImage: text({ length: 500 }),
    /** draft or published; published is the media screen's isPublished */
    status: text({ length: 50 }).notNull().default('draft'),
    publishedAt: timestamp(),
    metaTitle: text({ length: 255 }),
    metaDescription: text(),
    /** minutes */
    readTime: integer(),
    viewCount: integer().notNull().default(0),
    likeCount: integer().notNull().default(0),
    isActive: bool().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_unique').on(t.slug),
    index('blog_posts_status_published_at_idx').on(t.status, t.publishedAt),
    index('blog_posts_author_id_idx').on(t.authorId),
    // /media lists published items newest first, by type or by topic (docs/decisions/0040-media.md).
    index('blog_posts_status_category_published_at_idx').on(t.status, t.category, t.publishedAt),
    index('blog_posts_status_topic_published_at_idx').on(t.status, t.topicId, t.publishedAt),
    ...lengthChecks('blog_posts', t, {
      title: 255,
      slug: 255,
      authorType: 50,
      category: 100,
      featuredImage: 500,
      status: 50,
      metaTitle: 255,
    }),
  ],
)

export const comments = sqliteTable(
  'comments',
  {
    id: id(),
    /** Id of a blog_posts or startup_posts row, as postType says; polymorphic, so no foreign key. */
    postId: integer().notNull(),
    /** blog or startup */
    postType: text({ length: 50 }).notNull(),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    content: text().notNull(),
    parentId: integer().references((): AnySQLiteColumn => comments.id, { onDelete: 'cascade' }),
    isApproved: bool().notNull().default(false),
    isActive: bool().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('comments_post_idx').on(t.postType, t.postId, t.createdAt),
    index('comments_author_id_idx').on(t.authorId),
    index('comments_parent_id_idx').on(t.parentId),
    ...lengthChecks('comments', t, { postType: 50 }),
  ],
)

export const mediaLibrary = sqliteTable(
  'media_library',
  {
    id: id(),
    fileName: text({ length: 255 }).notNull(),
    originalName: text({ length: 255 }),
    filePath: text({ length: 500 }).notNull(),
    fileSize: integer(),
    mimeType: text({ length: 100 }),
    fileType: text({ length: 50 }),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    altText: text({ length: 255 }),
    description: text(),
    tags: jsonList<string>(),
    isPublic: bool().notNull().default(false),
    downloadCount: integer().notNull().default(0),
    /** Hex SHA-256 of the stored bytes (docs/decisions/0046-uploads.md). */
    sha256: text({ length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('media_library_file_name_unique').on(t.fileName),
    index('media_library_uploaded_by_idx').on(t.uploadedBy),
    index('media_library_file_type_idx').on(t.fileType),
    ...lengthChecks('media_library', t, {
      fileName: 255,
      originalName: 255,
      filePath: 500,
      mimeType: 100,
      fileType: 50,
      altText: 255,
    }),
  ],
)

export const newsletters = sqliteTable(
  'newsletters',
  {
    id: id(),
    /** Stored lowercased, like users.email. */
    email: text({ length: 255 }).notNull(),
    firstName: text({ length: 255 }),
    lastName: text({ length: 255 }),
    interests: jsonList<string>(),
    isActive: bool().notNull().default(true),
    isVerified: bool().notNull().default(false),
    subscriptionSource: text({ length: 100 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('newsletters_email_unique').on(t.email),
    check('newsletters_email_lowercase', sql`${t.email} = lower(${t.email})`),
    ...lengthChecks('newsletters', t, { email: 255, firstName: 255, lastName: 255, subscriptionSource: 100 }),
  ],
)

export const contentCategories = sqliteTable(
  'content_categories',
  {
    id: id(),
    name: text({ length: 255 }).notNull(),
    slug: text({ length: 255 }).notNull(),
    description: text(),
    parentId: integer().references((): AnySQLiteColumn => contentCategories.id, { onDelete: 'set null' }),
    color: text({ length: 50 }),
    icon: text({ length: 100 }),
    isActive: bool().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('content_categories_slug_unique').on(t.slug),
    index('content_categories_parent_id_idx').on(t.parentId, t.sortOrder),
    ...lengthChecks('content_categories', t, { name: 255, slug: 255, color: 50, icon: 100 }),
  ],
)

-- Hand-edited (docs/decisions/0039-apply-to-join.md, 0040-media.md): drizzle-kit rebuilt blog_posts to add a
-- foreign key and wrote the resources foreign keys without their ON DELETE SET NULL. SQLite can add a column with a
-- foreign key (NULL default) and a CHECK in place, so both tables are altered rather than copied, and every new
-- reference to a user or a category is set null when that row goes (docs/decisions/0003-on-delete.md).
ALTER TABLE `blog_posts` ADD `author_type` text(50) DEFAULT 'main_admin' NOT NULL CONSTRAINT "blog_posts_author_type_len" CHECK(length("author_type") <= 50);--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `author` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `topic_id` integer REFERENCES `content_categories`(`id`) ON UPDATE no action ON DELETE set null;--> statement-breakpoint
DROP INDEX `blog_posts_category_idx`;--> statement-breakpoint
CREATE INDEX `blog_posts_status_category_published_at_idx` ON `blog_posts` (`status`,`category`,`published_at`);--> statement-breakpoint
CREATE INDEX `blog_posts_status_topic_published_at_idx` ON `blog_posts` (`status`,`topic_id`,`published_at`);--> statement-breakpoint
DROP INDEX `resources_type_idx`;--> statement-breakpoint
DROP INDEX `resources_location_idx`;--> statement-breakpoint
DROP INDEX `resources_verified_idx`;--> statement-breakpoint
ALTER TABLE `resources` ADD `submitted_by_id` integer REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null;--> statement-breakpoint
ALTER TABLE `resources` ADD `submitted_at` integer;--> statement-breakpoint
ALTER TABLE `resources` ADD `reviewed_by_id` integer REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null;--> statement-breakpoint
ALTER TABLE `resources` ADD `reviewed_at` integer;--> statement-breakpoint
CREATE INDEX `resources_rating_idx` ON `resources` (`rating`,`review_count`);--> statement-breakpoint
CREATE INDEX `resources_type_rating_idx` ON `resources` (`type`,`rating`,`review_count`);--> statement-breakpoint
CREATE INDEX `resources_location_rating_idx` ON `resources` (`location`,`rating`,`review_count`);--> statement-breakpoint
CREATE INDEX `resources_verified_rating_idx` ON `resources` (`is_verified`,`rating`,`review_count`);--> statement-breakpoint
CREATE INDEX `resources_submitted_by_idx` ON `resources` (`submitted_by_id`,`submitted_at`);--> statement-breakpoint
CREATE INDEX `resources_pending_review_idx` ON `resources` (`submitted_at`) WHERE "resources"."submitted_at" is not null and "resources"."reviewed_at" is null;
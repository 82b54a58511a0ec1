ALTER TABLE `events` ADD `cancelled_at` integer;--> statement-breakpoint
ALTER TABLE `startup_reviews` ADD `reply_text` text;--> statement-breakpoint
ALTER TABLE `startup_reviews` ADD `reply_author_id` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `startup_reviews` ADD `replied_at` integer;--> statement-breakpoint
ALTER TABLE `startup_reviews` ADD `reply_edited_at` integer;
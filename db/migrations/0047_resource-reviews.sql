CREATE TABLE `resource_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`resource_id` integer NOT NULL,
	`author_id` integer NOT NULL,
	`rating` integer NOT NULL,
	`text` text NOT NULL,
	`hidden_at` integer,
	`hidden_by` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`resource_id`) REFERENCES `resources`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`hidden_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "resource_reviews_rating_stars" CHECK("resource_reviews"."rating" between 1 and 5),
	CONSTRAINT "resource_reviews_text_length" CHECK(length("resource_reviews"."text") between 1 and 2000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `resource_reviews_one_per_author` ON `resource_reviews` (`resource_id`,`author_id`);--> statement-breakpoint
CREATE INDEX `resource_reviews_resource_created_idx` ON `resource_reviews` (`resource_id`,`created_at`) WHERE "resource_reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX `resource_reviews_author_idx` ON `resource_reviews` (`author_id`);--> statement-breakpoint
CREATE INDEX `resource_reviews_hidden_by_idx` ON `resource_reviews` (`hidden_by`);--> statement-breakpoint
CREATE INDEX `resource_reviews_created_idx` ON `resource_reviews` (`created_at`);
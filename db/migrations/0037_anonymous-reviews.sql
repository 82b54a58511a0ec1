CREATE TABLE `review_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`review_id` integer NOT NULL,
	`reporter_id` integer,
	`reason` text NOT NULL,
	`details` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`resolved_at` integer,
	`resolved_by` integer,
	`resolution` text,
	FOREIGN KEY (`review_id`) REFERENCES `startup_reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "review_reports_reason_valid" CHECK("review_reports"."reason" in ('spam', 'offensive', 'identifying', 'false', 'other')),
	CONSTRAINT "review_reports_resolution_valid" CHECK("review_reports"."resolution" in ('hide', 'restore', 'dismiss')),
	CONSTRAINT "review_reports_details_len" CHECK(length("review_reports"."details") <= 1000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_reports_one_per_reporter` ON `review_reports` (`review_id`,`reporter_id`);--> statement-breakpoint
CREATE INDEX `review_reports_open_idx` ON `review_reports` (`created_at`) WHERE "review_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX `review_reports_reporter_idx` ON `review_reports` (`reporter_id`);--> statement-breakpoint
CREATE INDEX `review_reports_resolved_by_idx` ON `review_reports` (`resolved_by`);--> statement-breakpoint
CREATE TABLE `review_verifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`startup_id` integer NOT NULL,
	`email` text(255) NOT NULL,
	`token_hash` text(64) NOT NULL,
	`expires_at` integer NOT NULL,
	`verified_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`startup_id`) REFERENCES `startups`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "review_verifications_email_len" CHECK(length("review_verifications"."email") <= 255)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_verifications_user_startup_unique` ON `review_verifications` (`user_id`,`startup_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `review_verifications_token_hash_unique` ON `review_verifications` (`token_hash`);--> statement-breakpoint
CREATE INDEX `review_verifications_startup_idx` ON `review_verifications` (`startup_id`);--> statement-breakpoint
ALTER TABLE `startup_reviews` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `startup_reviews` ADD `hidden_by` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
CREATE UNIQUE INDEX `startup_reviews_one_per_reviewer` ON `startup_reviews` (`startup_id`,`reviewer_id`) WHERE "startup_reviews"."is_active" = 1 and "startup_reviews"."reviewer_id" is not null;--> statement-breakpoint
CREATE INDEX `startup_reviews_hidden_by_idx` ON `startup_reviews` (`hidden_by`);
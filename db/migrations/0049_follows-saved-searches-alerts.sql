CREATE TABLE `alert_digests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`period` integer NOT NULL,
	`item_count` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `alert_digests_user_period_unique` ON `alert_digests` (`user_id`,`period`);--> statement-breakpoint
CREATE TABLE `alert_items` (
	`user_id` integer NOT NULL,
	`item_type` text NOT NULL,
	`item_id` integer NOT NULL,
	`source` text NOT NULL,
	`source_id` integer NOT NULL,
	`digest_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `item_type`, `item_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`digest_id`) REFERENCES `alert_digests`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "alert_items_item_type_valid" CHECK("alert_items"."item_type" in ('startup', 'job', 'event', 'workspace', 'resource', 'investor', 'funding-round', 'milestone')),
	CONSTRAINT "alert_items_source_valid" CHECK("alert_items"."source" in ('search', 'follow'))
);
--> statement-breakpoint
CREATE INDEX `alert_items_pending_idx` ON `alert_items` (`user_id`) WHERE "alert_items"."digest_id" is null;--> statement-breakpoint
CREATE INDEX `alert_items_digest_idx` ON `alert_items` (`digest_id`);--> statement-breakpoint
CREATE TABLE `digest_settings` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`frequency` text DEFAULT 'daily' NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "digest_settings_frequency_valid" CHECK("digest_settings"."frequency" in ('daily', 'weekly'))
);
--> statement-breakpoint
CREATE TABLE `follows` (
	`user_id` integer NOT NULL,
	`target_type` text NOT NULL,
	`target_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `target_type`, `target_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "follows_target_type_valid" CHECK("follows"."target_type" in ('startup', 'investor', 'organiser'))
);
--> statement-breakpoint
CREATE INDEX `follows_target_idx` ON `follows` (`target_type`,`target_id`);--> statement-breakpoint
CREATE TABLE `saved_searches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text(100) NOT NULL,
	`list` text NOT NULL,
	`query` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "saved_searches_list_valid" CHECK("saved_searches"."list" in ('startups', 'jobs', 'events', 'workspaces', 'resources', 'investors')),
	CONSTRAINT "saved_searches_name_len" CHECK(length("saved_searches"."name") <= 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saved_searches_user_query_unique` ON `saved_searches` (`user_id`,`list`,`query`);--> statement-breakpoint
CREATE INDEX `saved_searches_list_query_idx` ON `saved_searches` (`list`,`query`);--> statement-breakpoint
CREATE TABLE `schedule_runs` (
	`job` text NOT NULL,
	`period` integer NOT NULL,
	`state` text NOT NULL,
	`holder` text NOT NULL,
	`lease_expires_at` integer NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	PRIMARY KEY(`job`, `period`),
	CONSTRAINT "schedule_runs_state_valid" CHECK("schedule_runs"."state" in ('running', 'done'))
);
--> statement-breakpoint
CREATE INDEX `events_created_at_idx` ON `events` (`created_at`);--> statement-breakpoint
CREATE INDEX `company_milestones_created_at_idx` ON `company_milestones` (`created_at`);--> statement-breakpoint
CREATE INDEX `funding_rounds_created_at_idx` ON `funding_rounds` (`created_at`);--> statement-breakpoint
CREATE INDEX `resources_created_at_idx` ON `resources` (`created_at`);--> statement-breakpoint
CREATE INDEX `workspaces_created_at_idx` ON `workspaces` (`created_at`);--> statement-breakpoint
CREATE INDEX `investors_created_at_idx` ON `investors` (`created_at`);
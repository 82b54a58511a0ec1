-- app_locks: IF NOT EXISTS by hand, because boot creates it before any migration runs (app/lib/app-lock.server.ts).
CREATE TABLE IF NOT EXISTS `app_locks` (
	`name` text PRIMARY KEY NOT NULL,
	`holder` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `app_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `stored_files` (
	`key` text PRIMARY KEY NOT NULL,
	`bytes` blob NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `test_checkout_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`startup_id` integer NOT NULL,
	`success_url` text NOT NULL,
	`cancel_url` text NOT NULL,
	`paid` integer DEFAULT false NOT NULL,
	`subscription_id` text NOT NULL,
	`claim_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `test_payment_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `test_checkout_sessions_subscription_idx` ON `test_checkout_sessions` (`subscription_id`);--> statement-breakpoint
CREATE TABLE `test_payment_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`status` text NOT NULL,
	`paid` integer NOT NULL,
	`period_end` integer,
	`metadata` text NOT NULL,
	`refunded` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);

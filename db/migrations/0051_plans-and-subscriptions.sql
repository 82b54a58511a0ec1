CREATE TABLE `plan_entitlements` (
	`plan_key` text PRIMARY KEY NOT NULL,
	`job_posts_per_month` integer,
	`workspace_discount_percent` integer DEFAULT 0 NOT NULL,
	`analytics_level` text DEFAULT 'basic' NOT NULL,
	`matching_depth` text DEFAULT 'basic' NOT NULL,
	`api_access` integer DEFAULT false NOT NULL,
	`priority_mentor_access` integer DEFAULT false NOT NULL,
	`premium_events` integer DEFAULT false NOT NULL,
	`private_events` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`plan_key`) REFERENCES `plans`(`key`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "plan_entitlements_analytics_valid" CHECK("plan_entitlements"."analytics_level" in ('basic', 'dashboard', 'advanced')),
	CONSTRAINT "plan_entitlements_matching_valid" CHECK("plan_entitlements"."matching_depth" in ('basic', 'ai')),
	CONSTRAINT "plan_entitlements_values_valid" CHECK(("plan_entitlements"."job_posts_per_month" is null or "plan_entitlements"."job_posts_per_month" >= 0) and "plan_entitlements"."workspace_discount_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE `plan_subscriptions` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`plan_key` text NOT NULL,
	`stripe_subscription_id` text NOT NULL,
	`stripe_customer_id` text,
	`status` text NOT NULL,
	`trial_end` integer,
	`current_period_end` integer,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`past_due_since` integer,
	`event_at` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_key`) REFERENCES `plans`(`key`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plan_subscriptions_stripe_idx` ON `plan_subscriptions` (`stripe_subscription_id`);--> statement-breakpoint
CREATE INDEX `plan_subscriptions_plan_idx` ON `plan_subscriptions` (`plan_key`,`status`);--> statement-breakpoint
CREATE TABLE `plans` (
	`key` text PRIMARY KEY NOT NULL,
	`price_minor` integer NOT NULL,
	`currency` text(3) DEFAULT 'usd' NOT NULL,
	`interval` text DEFAULT 'month' NOT NULL,
	`trial_days` integer DEFAULT 0 NOT NULL,
	`grace_days` integer DEFAULT 7 NOT NULL,
	`sort` integer NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`stripe_lookup_key` text,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "plans_key_valid" CHECK("plans"."key" in ('starter', 'professional', 'enterprise')),
	CONSTRAINT "plans_interval_valid" CHECK("plans"."interval" in ('month', 'year')),
	CONSTRAINT "plans_price_valid" CHECK("plans"."price_minor" >= 0),
	CONSTRAINT "plans_days_valid" CHECK("plans"."trial_days" >= 0 and "plans"."grace_days" >= 0)
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_test_checkout_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`startup_id` integer,
	`success_url` text NOT NULL,
	`cancel_url` text NOT NULL,
	`paid` integer DEFAULT false NOT NULL,
	`subscription_id` text NOT NULL,
	`claim_id` integer,
	`plan_key` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `test_payment_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_test_checkout_sessions`("id", "user_id", "startup_id", "success_url", "cancel_url", "paid", "subscription_id", "claim_id", "created_at") SELECT "id", "user_id", "startup_id", "success_url", "cancel_url", "paid", "subscription_id", "claim_id", "created_at" FROM `test_checkout_sessions`;--> statement-breakpoint
DROP TABLE `test_checkout_sessions`;--> statement-breakpoint
ALTER TABLE `__new_test_checkout_sessions` RENAME TO `test_checkout_sessions`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `test_checkout_sessions_subscription_idx` ON `test_checkout_sessions` (`subscription_id`);--> statement-breakpoint
ALTER TABLE `startups` ADD `subscription_past_due_since` integer;--> statement-breakpoint
ALTER TABLE `test_payment_subscriptions` ADD `trial_end` integer;--> statement-breakpoint
ALTER TABLE `test_payment_subscriptions` ADD `cancel_at_period_end` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written (decision 0135): the three plans of 000 §9, so a fresh database sells them. A price change is an UPDATE.
INSERT INTO `plans` (`key`, `price_minor`, `currency`, `interval`, `trial_days`, `grace_days`, `sort`, `active`, `stripe_lookup_key`) VALUES
	('starter', 0, 'usd', 'month', 0, 7, 1, 1, NULL),
	('professional', 9900, 'usd', 'month', 14, 7, 2, 1, 'startup-asia-plan-professional-monthly'),
	('enterprise', 29900, 'usd', 'month', 0, 7, 3, 1, 'startup-asia-plan-enterprise-monthly')
	ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO `plan_entitlements` (`plan_key`, `job_posts_per_month`, `workspace_discount_percent`, `analytics_level`, `matching_depth`, `api_access`, `priority_mentor_access`, `premium_events`, `private_events`) VALUES
	('starter', 2, 0, 'basic', 'basic', 0, 0, 0, 0),
	('professional', NULL, 10, 'dashboard', 'ai', 0, 1, 1, 0),
	('enterprise', NULL, 20, 'advanced', 'ai', 1, 1, 1, 1)
	ON CONFLICT DO NOTHING;

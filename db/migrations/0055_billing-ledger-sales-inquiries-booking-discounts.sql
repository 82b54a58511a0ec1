CREATE TABLE `payment_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`source_id` text NOT NULL,
	`kind` text NOT NULL,
	`product` text NOT NULL,
	`plan_key` text,
	`user_id` integer,
	`amount_minor` integer NOT NULL,
	`currency` text(3) DEFAULT 'usd' NOT NULL,
	`stripe_subscription_id` text,
	`stripe_customer_id` text,
	`detail` text,
	`occurred_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "payment_transactions_kind_valid" CHECK("payment_transactions"."kind" in ('charge', 'refund', 'failure')),
	CONSTRAINT "payment_transactions_product_valid" CHECK("payment_transactions"."product" in ('plan', 'claim')),
	CONSTRAINT "payment_transactions_amount_valid" CHECK("payment_transactions"."amount_minor" >= 0),
	CONSTRAINT "payment_transactions_source_id_len" CHECK(length("payment_transactions"."source_id") <= 255),
	CONSTRAINT "payment_transactions_currency_len" CHECK(length("payment_transactions"."currency") <= 3),
	CONSTRAINT "payment_transactions_detail_len" CHECK(length("payment_transactions"."detail") <= 500)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_transactions_source_idx` ON `payment_transactions` (`source_id`,`kind`);--> statement-breakpoint
CREATE INDEX `payment_transactions_occurred_idx` ON `payment_transactions` (`occurred_at`);--> statement-breakpoint
CREATE INDEX `payment_transactions_kind_idx` ON `payment_transactions` (`kind`,`occurred_at`);--> statement-breakpoint
CREATE INDEX `payment_transactions_user_idx` ON `payment_transactions` (`user_id`,`occurred_at`);--> statement-breakpoint
CREATE TABLE `sales_inquiries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`company` text NOT NULL,
	`phone` text,
	`team_size` text,
	`message` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "sales_inquiries_status_valid" CHECK("sales_inquiries"."status" in ('new', 'contacted', 'closed')),
	CONSTRAINT "sales_inquiries_name_len" CHECK(length("sales_inquiries"."name") <= 255),
	CONSTRAINT "sales_inquiries_email_len" CHECK(length("sales_inquiries"."email") <= 255),
	CONSTRAINT "sales_inquiries_company_len" CHECK(length("sales_inquiries"."company") <= 255),
	CONSTRAINT "sales_inquiries_phone_len" CHECK(length("sales_inquiries"."phone") <= 50),
	CONSTRAINT "sales_inquiries_team_size_len" CHECK(length("sales_inquiries"."team_size") <= 50),
	CONSTRAINT "sales_inquiries_message_len" CHECK(length("sales_inquiries"."message") <= 5000)
);
--> statement-breakpoint
CREATE INDEX `sales_inquiries_status_idx` ON `sales_inquiries` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `sales_inquiries_email_idx` ON `sales_inquiries` (`email`,`created_at`);--> statement-breakpoint
CREATE TABLE `subscription_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`stripe_subscription_id` text NOT NULL,
	`change` text NOT NULL,
	`product` text NOT NULL,
	`plan_key` text,
	`user_id` integer,
	`monthly_minor` integer NOT NULL,
	`currency` text(3) DEFAULT 'usd' NOT NULL,
	`occurred_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "subscription_changes_change_valid" CHECK("subscription_changes"."change" in ('started', 'ended')),
	CONSTRAINT "subscription_changes_product_valid" CHECK("subscription_changes"."product" in ('plan', 'claim')),
	CONSTRAINT "subscription_changes_monthly_valid" CHECK("subscription_changes"."monthly_minor" >= 0),
	CONSTRAINT "subscription_changes_stripe_subscription_id_len" CHECK(length("subscription_changes"."stripe_subscription_id") <= 255),
	CONSTRAINT "subscription_changes_currency_len" CHECK(length("subscription_changes"."currency") <= 3)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscription_changes_unique` ON `subscription_changes` (`stripe_subscription_id`,`change`);--> statement-breakpoint
CREATE INDEX `subscription_changes_occurred_idx` ON `subscription_changes` (`occurred_at`);--> statement-breakpoint
-- Hand-written (drizzle-kit would rebuild the table, which drops its data-version triggers): two added columns with
-- their checks on the column.
ALTER TABLE `workspace_bookings` ADD `discount_percent` integer DEFAULT 0 NOT NULL CONSTRAINT "workspace_bookings_discount_valid" CHECK("discount_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE `workspace_bookings` ADD `list_amount` integer CONSTRAINT "workspace_bookings_list_amount_precision" CHECK("list_amount" between 0 and 9999999999);--> statement-breakpoint
CREATE INDEX `workspace_bookings_created_at_idx` ON `workspace_bookings` (`created_at`);
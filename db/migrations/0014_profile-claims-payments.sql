CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text(100) NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_profile_claims` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`startup_id` integer NOT NULL,
	`claimer_id` integer,
	`company_name` text(255) NOT NULL,
	`claimer_name` text(255) NOT NULL,
	`claimer_email` text(255) NOT NULL,
	`claimer_title` text(255) NOT NULL,
	`business_registration` text(255) NOT NULL,
	`tax_id` text(255),
	`proof_of_authority_url` text(500),
	`justification` text NOT NULL,
	`stripe_subscription_id` text,
	`stripe_customer_id` text,
	`monthly_fee` integer DEFAULT 1500 NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`payment_status` text DEFAULT 'awaiting_payment' NOT NULL,
	`stripe_checkout_session_id` text,
	`paid_at` integer,
	`paid_through` integer,
	`admin_comments` text,
	`reviewed_by` integer,
	`reviewed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`startup_id`) REFERENCES `startups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`claimer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "profile_claims_status_valid" CHECK("__new_profile_claims"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "profile_claims_payment_status_valid" CHECK("__new_profile_claims"."payment_status" in ('awaiting_payment', 'paid', 'refunded')),
	CONSTRAINT "profile_claims_monthly_fee_precision" CHECK("__new_profile_claims"."monthly_fee" between 0 and 9999999999),
	CONSTRAINT "profile_claims_company_name_len" CHECK(length("__new_profile_claims"."company_name") <= 255),
	CONSTRAINT "profile_claims_claimer_name_len" CHECK(length("__new_profile_claims"."claimer_name") <= 255),
	CONSTRAINT "profile_claims_claimer_email_len" CHECK(length("__new_profile_claims"."claimer_email") <= 255),
	CONSTRAINT "profile_claims_claimer_title_len" CHECK(length("__new_profile_claims"."claimer_title") <= 255),
	CONSTRAINT "profile_claims_business_registration_len" CHECK(length("__new_profile_claims"."business_registration") <= 255),
	CONSTRAINT "profile_claims_tax_id_len" CHECK(length("__new_profile_claims"."tax_id") <= 255),
	CONSTRAINT "profile_claims_proof_of_authority_url_len" CHECK(length("__new_profile_claims"."proof_of_authority_url") <= 500)
);
--> statement-breakpoint
-- Hand-edited: claims made before payments were tracked are taken as paid (refunded when rejected), so they stay
-- in the admin queue; drizzle-kit generated a SELECT of the new columns from the old table.
INSERT INTO `__new_profile_claims`("id", "startup_id", "claimer_id", "company_name", "claimer_name", "claimer_email", "claimer_title", "business_registration", "tax_id", "proof_of_authority_url", "justification", "stripe_subscription_id", "stripe_customer_id", "monthly_fee", "status", "admin_comments", "reviewed_by", "reviewed_at", "created_at", "updated_at", "payment_status") SELECT "id", "startup_id", "claimer_id", "company_name", "claimer_name", "claimer_email", "claimer_title", "business_registration", "tax_id", "proof_of_authority_url", "justification", "stripe_subscription_id", "stripe_customer_id", "monthly_fee", "status", "admin_comments", "reviewed_by", "reviewed_at", "created_at", "updated_at", case when "status" = 'rejected' then 'refunded' else 'paid' end FROM `profile_claims`;--> statement-breakpoint
DROP TABLE `profile_claims`;--> statement-breakpoint
ALTER TABLE `__new_profile_claims` RENAME TO `profile_claims`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `profile_claims_status_idx` ON `profile_claims` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `profile_claims_startup_id_idx` ON `profile_claims` (`startup_id`);--> statement-breakpoint
CREATE INDEX `profile_claims_claimer_id_idx` ON `profile_claims` (`claimer_id`);--> statement-breakpoint
CREATE INDEX `profile_claims_reviewed_by_idx` ON `profile_claims` (`reviewed_by`);--> statement-breakpoint
CREATE INDEX `profile_claims_payment_status_idx` ON `profile_claims` (`payment_status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `profile_claims_subscription_unique` ON `profile_claims` (`stripe_subscription_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `profile_claims_checkout_session_unique` ON `profile_claims` (`stripe_checkout_session_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `profile_claims_one_pending_per_claimer` ON `profile_claims` (`startup_id`,`claimer_id`) WHERE "profile_claims"."status" = 'pending' and "profile_claims"."payment_status" = 'paid';
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`recipient` text(255) NOT NULL,
	`locale` text NOT NULL,
	`template` text NOT NULL,
	`data` text NOT NULL,
	`category` text NOT NULL,
	`subject` text(500) NOT NULL,
	`state` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`lease_owner` text,
	`lease_expires_at` integer,
	`last_error` text,
	`message_id` text(255) NOT NULL,
	`sent_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "email_outbox_state_valid" CHECK("__new_email_outbox"."state" in ('queued', 'sending', 'sent', 'failed')),
	CONSTRAINT "email_outbox_category_valid" CHECK("__new_email_outbox"."category" in ('essential', 'activity', 'bookings', 'applications', 'alerts', 'news'))
);
--> statement-breakpoint
INSERT INTO `__new_email_outbox`("id", "user_id", "recipient", "locale", "template", "data", "category", "subject", "state", "attempts", "next_attempt_at", "lease_owner", "lease_expires_at", "last_error", "message_id", "sent_at", "created_at") SELECT "id", "user_id", "recipient", "locale", "template", "data", "category", "subject", "state", "attempts", "next_attempt_at", "lease_owner", "lease_expires_at", "last_error", "message_id", "sent_at", "created_at" FROM `email_outbox`;--> statement-breakpoint
DROP TABLE `email_outbox`;--> statement-breakpoint
ALTER TABLE `__new_email_outbox` RENAME TO `email_outbox`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `email_outbox_state_due_idx` ON `email_outbox` (`state`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_created_idx` ON `email_outbox` (`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `email_outbox_message_id_unique` ON `email_outbox` (`message_id`);--> statement-breakpoint
CREATE TABLE `__new_email_preferences` (
	`user_id` integer NOT NULL,
	`category` text NOT NULL,
	`email` integer NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `category`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "email_preferences_category_valid" CHECK("__new_email_preferences"."category" in ('activity', 'bookings', 'applications', 'alerts', 'news'))
);
--> statement-breakpoint
INSERT INTO `__new_email_preferences`("user_id", "category", "email", "updated_at") SELECT "user_id", "category", "email", "updated_at" FROM `email_preferences`;--> statement-breakpoint
DROP TABLE `email_preferences`;--> statement-breakpoint
ALTER TABLE `__new_email_preferences` RENAME TO `email_preferences`;
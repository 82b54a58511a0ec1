CREATE TABLE `job_credit_grants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`startup_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`reason` text NOT NULL,
	`granted_by` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`startup_id`) REFERENCES `startups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`granted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "job_credit_grants_reason_len" CHECK(length("job_credit_grants"."reason") <= 200)
);
--> statement-breakpoint
CREATE INDEX `job_credit_grants_startup_idx` ON `job_credit_grants` (`startup_id`);--> statement-breakpoint
ALTER TABLE `jobs` ADD `used_credit` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `jobs_startup_created_at_idx` ON `jobs` (`startup_id`,`created_at`);
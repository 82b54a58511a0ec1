CREATE TABLE `job_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`note` text NOT NULL,
	`link` text(500),
	`status` text DEFAULT 'new' NOT NULL,
	`status_changed_at` integer,
	`status_changed_by` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`status_changed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "job_applications_status_valid" CHECK("job_applications"."status" in ('new', 'reviewing', 'rejected', 'hired')),
	CONSTRAINT "job_applications_note_len" CHECK(length("job_applications"."note") <= 2000),
	CONSTRAINT "job_applications_link_len" CHECK(length("job_applications"."link") <= 500)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_applications_job_user_unique` ON `job_applications` (`job_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `job_applications_user_id_idx` ON `job_applications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `job_applications_status_changed_by_idx` ON `job_applications` (`status_changed_by`);--> statement-breakpoint
CREATE INDEX `jobs_is_remote_idx` ON `jobs` (`is_remote`);
DROP INDEX `cohorts_program_idx`;--> statement-breakpoint
DROP INDEX `cohorts_status_idx`;--> statement-breakpoint
CREATE INDEX `cohorts_program_status_start_idx` ON `cohorts` (`program`,`status`,`start_date`,`id`);--> statement-breakpoint
CREATE INDEX `cohorts_status_start_idx` ON `cohorts` (`status`,`start_date`,`id`);
DROP INDEX `events_active_start_date_idx`;--> statement-breakpoint
CREATE INDEX `events_active_start_end_idx` ON `events` (`is_active`,`start_date`,`end_date`);
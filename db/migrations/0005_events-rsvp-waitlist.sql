DROP INDEX `events_category_idx`;--> statement-breakpoint
DROP INDEX `events_location_idx`;--> statement-breakpoint
ALTER TABLE `events` ADD `time_zone` text(64);--> statement-breakpoint
CREATE INDEX `events_category_start_date_idx` ON `events` (`category`,`start_date`);--> statement-breakpoint
CREATE INDEX `events_location_start_date_idx` ON `events` (`location`,`start_date`);--> statement-breakpoint
ALTER TABLE `event_rsvps` ADD `waitlist_position` integer;--> statement-breakpoint
CREATE INDEX `event_rsvps_event_status_position_idx` ON `event_rsvps` (`event_id`,`status`,`waitlist_position`);
ALTER TABLE `events` ADD `city_id` integer REFERENCES cities(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `events_city_start_date_idx` ON `events` (`city_id`,`start_date`);--> statement-breakpoint
ALTER TABLE `jobs` ADD `city_id` integer REFERENCES cities(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `jobs_city_open_idx` ON `jobs` (`city_id`,`is_open`);--> statement-breakpoint
ALTER TABLE `startups` ADD `city_id` integer REFERENCES cities(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `startups_city_active_id_idx` ON `startups` (`city_id`,`is_active`,`id`);--> statement-breakpoint
ALTER TABLE `workspaces` ADD `city_id` integer REFERENCES cities(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `workspaces_city_id_idx` ON `workspaces` (`city_id`);
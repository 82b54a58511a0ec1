DROP INDEX `jobs_type_idx`;--> statement-breakpoint
DROP INDEX `jobs_location_idx`;--> statement-breakpoint
DROP INDEX `jobs_experience_level_idx`;--> statement-breakpoint
DROP INDEX `jobs_is_remote_idx`;--> statement-breakpoint
DROP INDEX `jobs_type_location_idx`;--> statement-breakpoint
DROP INDEX `jobs_type_is_remote_idx`;--> statement-breakpoint
DROP INDEX `jobs_experience_level_location_idx`;--> statement-breakpoint
DROP INDEX `jobs_experience_level_is_remote_idx`;--> statement-breakpoint
DROP INDEX `jobs_type_experience_level_idx`;--> statement-breakpoint
DROP INDEX `jobs_type_experience_level_location_idx`;--> statement-breakpoint
DROP INDEX `jobs_type_experience_level_is_remote_idx`;--> statement-breakpoint
ALTER TABLE `jobs` ADD `is_open` integer DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE `jobs` SET `is_open` = 0 WHERE `is_active` = 0 OR `startup_id` IN (SELECT `id` FROM `startups` WHERE `is_active` = 0);--> statement-breakpoint
CREATE TRIGGER `jobs_open_after_insert` AFTER INSERT ON `jobs`
WHEN new.is_open IS NOT (new.is_active AND coalesce((SELECT `is_active` FROM `startups` WHERE `id` = new.startup_id), 0))
BEGIN
  UPDATE `jobs` SET `is_open` = (new.is_active AND coalesce((SELECT `is_active` FROM `startups` WHERE `id` = new.startup_id), 0)) WHERE `id` = new.id;
END;--> statement-breakpoint
CREATE TRIGGER `jobs_open_after_update` AFTER UPDATE OF `is_active`, `startup_id`, `is_open` ON `jobs`
WHEN new.is_open IS NOT (new.is_active AND coalesce((SELECT `is_active` FROM `startups` WHERE `id` = new.startup_id), 0))
BEGIN
  UPDATE `jobs` SET `is_open` = (new.is_active AND coalesce((SELECT `is_active` FROM `startups` WHERE `id` = new.startup_id), 0)) WHERE `id` = new.id;
END;--> statement-breakpoint
CREATE TRIGGER `startups_jobs_open_after_update` AFTER UPDATE OF `is_active` ON `startups`
WHEN old.is_active IS NOT new.is_active
BEGIN
  UPDATE `jobs` SET `is_open` = (`is_active` AND new.is_active) WHERE `startup_id` = new.id AND `is_open` IS NOT (`is_active` AND new.is_active);
END;--> statement-breakpoint
CREATE INDEX `jobs_open_idx` ON `jobs` (`is_open`);--> statement-breakpoint
CREATE INDEX `jobs_type_open_idx` ON `jobs` (`type`,`is_open`);--> statement-breakpoint
CREATE INDEX `jobs_location_open_idx` ON `jobs` (`location`,`is_open`);--> statement-breakpoint
CREATE INDEX `jobs_experience_level_open_idx` ON `jobs` (`experience_level`,`is_open`);--> statement-breakpoint
CREATE INDEX `jobs_is_remote_open_idx` ON `jobs` (`is_remote`,`is_open`);--> statement-breakpoint
CREATE INDEX `jobs_type_location_open_idx` ON `jobs` (`type`,`location`,`is_open`);--> statement-breakpoint
CREATE INDEX `jobs_type_is_remote_open_idx` ON `jobs` (`type`,`is_remote`,`is_open`);--> statement-breakpoint
CREATE INDEX `jobs_experience_level_location_open_idx` ON `jobs` (`experience_level`,`location`,`is_open`);--> statement-breakpoint
CREATE INDEX `jobs_experience_level_is_remote_open_idx` ON `jobs` (`experience_level`,`is_remote`,`is_open`);--> statement-breakpoint
CREATE INDEX `jobs_type_experience_level_open_idx` ON `jobs` (`type`,`experience_level`,`is_open`);--> statement-breakpoint
CREATE INDEX `jobs_type_experience_level_location_open_idx` ON `jobs` (`type`,`experience_level`,`location`,`is_open`);--> statement-breakpoint
CREATE INDEX `jobs_type_experience_level_is_remote_open_idx` ON `jobs` (`type`,`experience_level`,`is_remote`,`is_open`);
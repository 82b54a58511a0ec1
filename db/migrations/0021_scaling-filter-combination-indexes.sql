CREATE INDEX `events_category_location_start_date_idx` ON `events` (`category`,`location`,`start_date`);--> statement-breakpoint
CREATE INDEX `jobs_type_location_idx` ON `jobs` (`type`,`location`);--> statement-breakpoint
CREATE INDEX `jobs_type_is_remote_idx` ON `jobs` (`type`,`is_remote`);--> statement-breakpoint
CREATE INDEX `jobs_experience_level_location_idx` ON `jobs` (`experience_level`,`location`);--> statement-breakpoint
CREATE INDEX `jobs_experience_level_is_remote_idx` ON `jobs` (`experience_level`,`is_remote`);--> statement-breakpoint
CREATE INDEX `jobs_type_experience_level_idx` ON `jobs` (`type`,`experience_level`);--> statement-breakpoint
CREATE INDEX `jobs_type_experience_level_location_idx` ON `jobs` (`type`,`experience_level`,`location`);--> statement-breakpoint
CREATE INDEX `jobs_type_experience_level_is_remote_idx` ON `jobs` (`type`,`experience_level`,`is_remote`);--> statement-breakpoint
CREATE INDEX `startups_sector_stage_idx` ON `startups` (`sector`,`stage`);--> statement-breakpoint
CREATE INDEX `startups_sector_location_idx` ON `startups` (`sector`,`location`);--> statement-breakpoint
CREATE INDEX `startups_stage_location_idx` ON `startups` (`stage`,`location`);--> statement-breakpoint
CREATE INDEX `startups_sector_stage_location_idx` ON `startups` (`sector`,`stage`,`location`);--> statement-breakpoint
CREATE INDEX `startups_stage_team_size_idx` ON `startups` (`stage`,`team_size`);--> statement-breakpoint
CREATE INDEX `startups_sector_location_team_size_idx` ON `startups` (`sector`,`location`,`team_size`);--> statement-breakpoint
CREATE INDEX `startups_stage_location_team_size_idx` ON `startups` (`stage`,`location`,`team_size`);--> statement-breakpoint
CREATE INDEX `startups_stage_name_nocase_idx` ON `startups` (`stage`,"name" collate nocase);--> statement-breakpoint
CREATE INDEX `startups_sector_stage_name_nocase_idx` ON `startups` (`sector`,`stage`,"name" collate nocase);--> statement-breakpoint
CREATE INDEX `startups_sector_location_name_nocase_idx` ON `startups` (`sector`,`location`,"name" collate nocase);--> statement-breakpoint
CREATE INDEX `startups_stage_location_name_nocase_idx` ON `startups` (`stage`,`location`,"name" collate nocase);
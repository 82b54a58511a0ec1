CREATE INDEX `startups_sector_name_nocase_idx` ON `startups` (`sector`,"name" collate nocase);--> statement-breakpoint
CREATE INDEX `startups_location_team_size_idx` ON `startups` (`location`,`team_size`);--> statement-breakpoint
CREATE INDEX `startups_location_name_nocase_idx` ON `startups` (`location`,"name" collate nocase);
CREATE INDEX `startups_name_nocase_idx` ON `startups` ("name" collate nocase);--> statement-breakpoint
CREATE INDEX `startups_sector_team_size_idx` ON `startups` (`sector`,`team_size`);--> statement-breakpoint
CREATE INDEX `startups_sector_stage_team_size_idx` ON `startups` (`sector`,`stage`,`team_size`);
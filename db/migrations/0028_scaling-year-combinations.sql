CREATE INDEX `startups_sector_founding_year_active_idx` ON `startups` (`sector`,substr("founding_date", 1, 4),`is_active`);--> statement-breakpoint
CREATE INDEX `startups_stage_founding_year_active_idx` ON `startups` (`stage`,substr("founding_date", 1, 4),`is_active`);--> statement-breakpoint
CREATE INDEX `startups_location_founding_year_active_idx` ON `startups` (`location`,substr("founding_date", 1, 4),`is_active`);--> statement-breakpoint
CREATE INDEX `startups_sector_stage_founding_year_active_idx` ON `startups` (`sector`,`stage`,substr("founding_date", 1, 4),`is_active`);--> statement-breakpoint
CREATE INDEX `startups_sector_location_founding_year_active_idx` ON `startups` (`sector`,`location`,substr("founding_date", 1, 4),`is_active`);--> statement-breakpoint
CREATE INDEX `startups_stage_location_founding_year_active_idx` ON `startups` (`stage`,`location`,substr("founding_date", 1, 4),`is_active`);

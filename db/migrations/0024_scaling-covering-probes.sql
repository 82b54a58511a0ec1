CREATE INDEX `startups_is_active_idx` ON `startups` (`is_active`);--> statement-breakpoint
CREATE INDEX `startups_founding_year_active_idx` ON `startups` (substr("founding_date", 1, 4),`is_active`);
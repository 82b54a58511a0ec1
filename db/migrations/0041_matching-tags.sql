CREATE TABLE `match_tags` (
	`owner_kind` text(16) NOT NULL,
	`tag_kind` text(16) NOT NULL,
	`value` text NOT NULL,
	`owner_id` integer NOT NULL,
	`city_id` integer,
	PRIMARY KEY(`owner_kind`, `tag_kind`, `value`, `owner_id`)
);
--> statement-breakpoint
CREATE INDEX `match_tags_owner_idx` ON `match_tags` (`owner_kind`,`owner_id`);--> statement-breakpoint
CREATE INDEX `match_tags_city_idx` ON `match_tags` (`owner_kind`,`tag_kind`,`value`,`city_id`,`owner_id`);
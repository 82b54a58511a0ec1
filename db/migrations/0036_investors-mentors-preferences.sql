CREATE TABLE `funding_round_investors` (
	`funding_round_id` integer NOT NULL,
	`investor_id` integer NOT NULL,
	`is_lead` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`funding_round_id`, `investor_id`),
	FOREIGN KEY (`funding_round_id`) REFERENCES `funding_rounds`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`investor_id`) REFERENCES `investors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `funding_round_investors_investor_idx` ON `funding_round_investors` (`investor_id`);--> statement-breakpoint
CREATE TABLE `investors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text(255) NOT NULL,
	`type` text NOT NULL,
	`description` text,
	`website` text(500),
	`logo` text(500),
	`location` text(255),
	`city_id` integer,
	`check_size_min_minor` integer,
	`check_size_max_minor` integer,
	`currency` text(3) DEFAULT 'USD' NOT NULL,
	`stages` text DEFAULT '[]' NOT NULL,
	`sectors` text DEFAULT '[]' NOT NULL,
	`geographies` text DEFAULT '[]' NOT NULL,
	`user_id` integer,
	`is_verified` integer DEFAULT false NOT NULL,
	`verified_at` integer,
	`verified_by` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`verified_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "investors_type_valid" CHECK("investors"."type" in ('angel', 'vc', 'cvc', 'accelerator')),
	CONSTRAINT "investors_check_size_non_negative" CHECK("investors"."check_size_min_minor" >= 0 and "investors"."check_size_max_minor" >= 0),
	CONSTRAINT "investors_check_size_order" CHECK("investors"."check_size_min_minor" is null or "investors"."check_size_max_minor" is null or "investors"."check_size_min_minor" <= "investors"."check_size_max_minor"),
	CONSTRAINT "investors_currency_format" CHECK(length("investors"."currency") = 3),
	CONSTRAINT "investors_name_len" CHECK(length("investors"."name") <= 255),
	CONSTRAINT "investors_website_len" CHECK(length("investors"."website") <= 500),
	CONSTRAINT "investors_logo_len" CHECK(length("investors"."logo") <= 500),
	CONSTRAINT "investors_location_len" CHECK(length("investors"."location") <= 255)
);
--> statement-breakpoint
CREATE INDEX `investors_type_idx` ON `investors` (`type`,`is_active`);--> statement-breakpoint
CREATE INDEX `investors_city_id_idx` ON `investors` (`city_id`);--> statement-breakpoint
CREATE INDEX `investors_user_id_idx` ON `investors` (`user_id`);--> statement-breakpoint
CREATE INDEX `investors_name_nocase_idx` ON `investors` ("name" collate nocase);--> statement-breakpoint
CREATE TABLE `member_preferences` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`sectors` text DEFAULT '[]' NOT NULL,
	`stages` text DEFAULT '[]' NOT NULL,
	`skills` text DEFAULT '[]' NOT NULL,
	`culture_values` text DEFAULT '[]' NOT NULL,
	`city_id` integer,
	`remote_ok` integer DEFAULT true NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `mentors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text(255) NOT NULL,
	`headline` text(255),
	`bio` text,
	`photo` text(500),
	`website` text(500),
	`location` text(255),
	`city_id` integer,
	`expertise` text DEFAULT '[]' NOT NULL,
	`sectors` text DEFAULT '[]' NOT NULL,
	`languages` text DEFAULT '[]' NOT NULL,
	`availability` text DEFAULT 'open' NOT NULL,
	`user_id` integer,
	`is_verified` integer DEFAULT false NOT NULL,
	`verified_at` integer,
	`verified_by` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`verified_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "mentors_availability_valid" CHECK("mentors"."availability" in ('open', 'limited', 'unavailable')),
	CONSTRAINT "mentors_name_len" CHECK(length("mentors"."name") <= 255),
	CONSTRAINT "mentors_headline_len" CHECK(length("mentors"."headline") <= 255),
	CONSTRAINT "mentors_photo_len" CHECK(length("mentors"."photo") <= 500),
	CONSTRAINT "mentors_website_len" CHECK(length("mentors"."website") <= 500),
	CONSTRAINT "mentors_location_len" CHECK(length("mentors"."location") <= 255)
);
--> statement-breakpoint
CREATE INDEX `mentors_availability_idx` ON `mentors` (`availability`,`is_active`);--> statement-breakpoint
CREATE INDEX `mentors_city_id_idx` ON `mentors` (`city_id`);--> statement-breakpoint
CREATE INDEX `mentors_user_id_idx` ON `mentors` (`user_id`);--> statement-breakpoint
CREATE INDEX `mentors_name_nocase_idx` ON `mentors` ("name" collate nocase);--> statement-breakpoint
ALTER TABLE `startups` ADD `culture_values` text DEFAULT '[]' NOT NULL;
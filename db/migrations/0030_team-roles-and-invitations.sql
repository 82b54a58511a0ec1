-- Edited by hand after drizzle-kit generate: the copy into the rebuilt table selected the four new columns from the
-- old table, which does not have them; it now copies the old columns and lets the new ones take their defaults.
CREATE TABLE `team_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`startup_id` integer NOT NULL,
	`email` text(255) NOT NULL,
	`access_role` text NOT NULL,
	`token_hash` text(64) NOT NULL,
	`invited_by` integer,
	`expires_at` integer NOT NULL,
	`accepted_at` integer,
	`accepted_by` integer,
	`revoked_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`startup_id`) REFERENCES `startups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`accepted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "team_invitations_token_hash_format" CHECK(length("team_invitations"."token_hash") = 64),
	CONSTRAINT "team_invitations_access_role_valid" CHECK("team_invitations"."access_role" in ('owner', 'editor')),
	CONSTRAINT "team_invitations_email_len" CHECK(length("team_invitations"."email") <= 255)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `team_invitations_token_hash_unique` ON `team_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `team_invitations_startup_idx` ON `team_invitations` (`startup_id`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_startup_team` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`startup_id` integer NOT NULL,
	`user_id` integer,
	`name` text(255),
	`email` text(255),
	`bio` text,
	`photo_url` text(500),
	`role` text(255),
	`is_founder` integer DEFAULT false NOT NULL,
	`kind` text DEFAULT 'team' NOT NULL,
	`links` text DEFAULT '[]' NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`access_role` text DEFAULT 'editor',
	`joined_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`startup_id`) REFERENCES `startups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "startup_team_member_named" CHECK("__new_startup_team"."user_id" is not null or "__new_startup_team"."name" is not null),
	CONSTRAINT "startup_team_kind_valid" CHECK("__new_startup_team"."kind" in ('team', 'advisor')),
	CONSTRAINT "startup_team_access_role_valid" CHECK("__new_startup_team"."access_role" in ('owner', 'editor')),
	CONSTRAINT "startup_team_name_len" CHECK(length("__new_startup_team"."name") <= 255),
	CONSTRAINT "startup_team_email_len" CHECK(length("__new_startup_team"."email") <= 255),
	CONSTRAINT "startup_team_photo_url_len" CHECK(length("__new_startup_team"."photo_url") <= 500),
	CONSTRAINT "startup_team_role_len" CHECK(length("__new_startup_team"."role") <= 255)
);
--> statement-breakpoint
INSERT INTO `__new_startup_team`("id", "startup_id", "user_id", "name", "email", "bio", "photo_url", "role", "is_founder", "joined_at", "created_at", "updated_at") SELECT "id", "startup_id", "user_id", "name", "email", "bio", "photo_url", "role", "is_founder", "joined_at", "created_at", "updated_at" FROM `startup_team`;--> statement-breakpoint
DROP TABLE `startup_team`;--> statement-breakpoint
ALTER TABLE `__new_startup_team` RENAME TO `startup_team`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `startup_team_startup_id_idx` ON `startup_team` (`startup_id`);--> statement-breakpoint
CREATE INDEX `startup_team_user_id_idx` ON `startup_team` (`user_id`);
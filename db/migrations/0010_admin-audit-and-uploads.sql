CREATE TABLE `admin_audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer,
	`admin_email` text(255) NOT NULL,
	`entity_type` text(50) NOT NULL,
	`entity_id` integer NOT NULL,
	`action` text(50) NOT NULL,
	`changes` text DEFAULT '{}' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `admin_audit_log_entity_idx` ON `admin_audit_log` (`entity_type`,`entity_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `admin_audit_log_created_at_idx` ON `admin_audit_log` (`created_at`);--> statement-breakpoint
ALTER TABLE `media_library` ADD `sha256` text(64);--> statement-breakpoint
CREATE UNIQUE INDEX `media_library_file_name_unique` ON `media_library` (`file_name`);
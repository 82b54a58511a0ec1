PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_startup_gallery` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`startup_id` integer NOT NULL,
	`media_url` text(500) NOT NULL,
	`media_type` text DEFAULT 'image' NOT NULL,
	`title` text(255),
	`outlet` text(255),
	`published_date` text(10),
	`description` text,
	`category` text(100),
	`display_order` integer DEFAULT 0 NOT NULL,
	`is_featured` integer DEFAULT false NOT NULL,
	`is_public` integer DEFAULT true NOT NULL,
	`uploaded_by` integer,
	`file_size` integer,
	`dimensions` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`startup_id`) REFERENCES `startups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "startup_gallery_media_type_valid" CHECK("__new_startup_gallery"."media_type" in ('image', 'video', 'press')),
	CONSTRAINT "startup_gallery_published_date_format" CHECK("__new_startup_gallery"."published_date" glob '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
	CONSTRAINT "startup_gallery_media_url_len" CHECK(length("__new_startup_gallery"."media_url") <= 500),
	CONSTRAINT "startup_gallery_title_len" CHECK(length("__new_startup_gallery"."title") <= 255),
	CONSTRAINT "startup_gallery_category_len" CHECK(length("__new_startup_gallery"."category") <= 100),
	CONSTRAINT "startup_gallery_outlet_len" CHECK(length("__new_startup_gallery"."outlet") <= 255)
);
--> statement-breakpoint
INSERT INTO `__new_startup_gallery`("id", "startup_id", "media_url", "media_type", "title", "outlet", "published_date", "description", "category", "display_order", "is_featured", "is_public", "uploaded_by", "file_size", "dimensions", "created_at", "updated_at") SELECT "id", "startup_id", "media_url", "media_type", "title", NULL, NULL, "description", "category", "display_order", "is_featured", "is_public", "uploaded_by", "file_size", "dimensions", "created_at", "updated_at" FROM `startup_gallery`;--> statement-breakpoint
DROP TABLE `startup_gallery`;--> statement-breakpoint
ALTER TABLE `__new_startup_gallery` RENAME TO `startup_gallery`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `startup_gallery_startup_id_idx` ON `startup_gallery` (`startup_id`,`display_order`);--> statement-breakpoint
CREATE INDEX `startup_gallery_uploaded_by_idx` ON `startup_gallery` (`uploaded_by`);
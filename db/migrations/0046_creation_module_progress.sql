CREATE TABLE `creation_module_progress` (
	`user_id` integer NOT NULL,
	`module_number` integer NOT NULL,
	`completed_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `module_number`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "creation_module_progress_module_range" CHECK("creation_module_progress"."module_number" between 1 and 6)
);

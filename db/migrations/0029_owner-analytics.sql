CREATE TABLE `job_views` (
	`job_id` integer NOT NULL,
	`day` integer NOT NULL,
	`visitor` text(64) NOT NULL,
	PRIMARY KEY(`job_id`, `day`, `visitor`),
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `startup_views` (
	`startup_id` integer NOT NULL,
	`day` integer NOT NULL,
	`visitor` text(64) NOT NULL,
	PRIMARY KEY(`startup_id`, `day`, `visitor`),
	FOREIGN KEY (`startup_id`) REFERENCES `startups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `visitor_salts` (
	`day` integer PRIMARY KEY NOT NULL,
	`salt` text(64) NOT NULL
);

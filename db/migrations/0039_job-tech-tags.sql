CREATE TABLE `job_tech_tags` (
	`tag` text(100) NOT NULL,
	`job_id` integer NOT NULL,
	PRIMARY KEY(`tag`, `job_id`),
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `job_tech_tags_job_id_idx` ON `job_tech_tags` (`job_id`);
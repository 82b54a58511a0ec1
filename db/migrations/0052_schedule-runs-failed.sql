PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_schedule_runs` (
	`job` text NOT NULL,
	`period` integer NOT NULL,
	`state` text NOT NULL,
	`holder` text NOT NULL,
	`lease_expires_at` integer NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`error` text,
	PRIMARY KEY(`job`, `period`),
	CONSTRAINT "schedule_runs_state_valid" CHECK("__new_schedule_runs"."state" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
INSERT INTO `__new_schedule_runs`("job", "period", "state", "holder", "lease_expires_at", "started_at", "finished_at", "error") SELECT "job", "period", "state", "holder", "lease_expires_at", "started_at", "finished_at", NULL FROM `schedule_runs`;--> statement-breakpoint
DROP TABLE `schedule_runs`;--> statement-breakpoint
ALTER TABLE `__new_schedule_runs` RENAME TO `schedule_runs`;--> statement-breakpoint
PRAGMA foreign_keys=ON;
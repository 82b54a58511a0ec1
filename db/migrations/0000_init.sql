CREATE TABLE `blog_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text(255) NOT NULL,
	`slug` text(255) NOT NULL,
	`content` text,
	`excerpt` text,
	`author_id` integer,
	`category` text(100),
	`tags` text DEFAULT '[]' NOT NULL,
	`featured_image` text(500),
	`status` text(50) DEFAULT 'draft' NOT NULL,
	`published_at` integer,
	`meta_title` text(255),
	`meta_description` text,
	`read_time` integer,
	`view_count` integer DEFAULT 0 NOT NULL,
	`like_count` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "blog_posts_title_len" CHECK(length("blog_posts"."title") <= 255),
	CONSTRAINT "blog_posts_slug_len" CHECK(length("blog_posts"."slug") <= 255),
	CONSTRAINT "blog_posts_category_len" CHECK(length("blog_posts"."category") <= 100),
	CONSTRAINT "blog_posts_featured_image_len" CHECK(length("blog_posts"."featured_image") <= 500),
	CONSTRAINT "blog_posts_status_len" CHECK(length("blog_posts"."status") <= 50),
	CONSTRAINT "blog_posts_meta_title_len" CHECK(length("blog_posts"."meta_title") <= 255)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_unique` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_posts_status_published_at_idx` ON `blog_posts` (`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `blog_posts_author_id_idx` ON `blog_posts` (`author_id`);--> statement-breakpoint
CREATE INDEX `blog_posts_category_idx` ON `blog_posts` (`category`);--> statement-breakpoint
CREATE TABLE `cohort_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cohort_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`startup_id` integer,
	`status` text(50) DEFAULT 'pending' NOT NULL,
	`application_data` text,
	`motivation_letter` text,
	`business_plan_url` text(500),
	`pitch_deck_url` text(500),
	`applied_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`reviewed_at` integer,
	`review_notes` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`cohort_id`) REFERENCES `cohorts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`startup_id`) REFERENCES `startups`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "cohort_applications_status_len" CHECK(length("cohort_applications"."status") <= 50),
	CONSTRAINT "cohort_applications_business_plan_url_len" CHECK(length("cohort_applications"."business_plan_url") <= 500),
	CONSTRAINT "cohort_applications_pitch_deck_url_len" CHECK(length("cohort_applications"."pitch_deck_url") <= 500)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cohort_applications_cohort_user_unique` ON `cohort_applications` (`cohort_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `cohort_applications_user_id_idx` ON `cohort_applications` (`user_id`);--> statement-breakpoint
CREATE INDEX `cohort_applications_startup_id_idx` ON `cohort_applications` (`startup_id`);--> statement-breakpoint
CREATE INDEX `cohort_applications_status_idx` ON `cohort_applications` (`status`);--> statement-breakpoint
CREATE TABLE `cohort_participants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cohort_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`startup_id` integer,
	`joined_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`completion_status` text(50) DEFAULT 'active' NOT NULL,
	`progress_percentage` integer DEFAULT 0 NOT NULL,
	`attendance_count` integer DEFAULT 0 NOT NULL,
	`total_sessions` integer DEFAULT 0 NOT NULL,
	`final_grade` text(10),
	`certificate_issued` integer DEFAULT false NOT NULL,
	`feedback` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`cohort_id`) REFERENCES `cohorts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`startup_id`) REFERENCES `startups`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "cohort_participants_progress_range" CHECK("cohort_participants"."progress_percentage" between 0 and 100),
	CONSTRAINT "cohort_participants_attendance_non_negative" CHECK("cohort_participants"."attendance_count" >= 0 and "cohort_participants"."total_sessions" >= 0),
	CONSTRAINT "cohort_participants_completion_status_len" CHECK(length("cohort_participants"."completion_status") <= 50),
	CONSTRAINT "cohort_participants_final_grade_len" CHECK(length("cohort_participants"."final_grade") <= 10)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cohort_participants_cohort_user_unique` ON `cohort_participants` (`cohort_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `cohort_participants_user_id_idx` ON `cohort_participants` (`user_id`);--> statement-breakpoint
CREATE INDEX `cohort_participants_startup_id_idx` ON `cohort_participants` (`startup_id`);--> statement-breakpoint
CREATE TABLE `cohort_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cohort_id` integer NOT NULL,
	`title` text(255) NOT NULL,
	`description` text,
	`session_type` text(50),
	`date` text(10),
	`start_time` text(5),
	`end_time` text(5),
	`location` text(255),
	`is_online` integer DEFAULT false NOT NULL,
	`meeting_link` text(500),
	`mentor_id` integer,
	`materials` text DEFAULT '[]' NOT NULL,
	`homework` text,
	`status` text(50) DEFAULT 'scheduled' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`cohort_id`) REFERENCES `cohorts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`mentor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "cohort_sessions_date_format" CHECK("cohort_sessions"."date" glob '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
	CONSTRAINT "cohort_sessions_start_time_format" CHECK("cohort_sessions"."start_time" glob '[0-2][0-9]:[0-5][0-9]'),
	CONSTRAINT "cohort_sessions_end_time_format" CHECK("cohort_sessions"."end_time" glob '[0-2][0-9]:[0-5][0-9]'),
	CONSTRAINT "cohort_sessions_title_len" CHECK(length("cohort_sessions"."title") <= 255),
	CONSTRAINT "cohort_sessions_session_type_len" CHECK(length("cohort_sessions"."session_type") <= 50),
	CONSTRAINT "cohort_sessions_location_len" CHECK(length("cohort_sessions"."location") <= 255),
	CONSTRAINT "cohort_sessions_meeting_link_len" CHECK(length("cohort_sessions"."meeting_link") <= 500),
	CONSTRAINT "cohort_sessions_status_len" CHECK(length("cohort_sessions"."status") <= 50)
);
--> statement-breakpoint
CREATE INDEX `cohort_sessions_cohort_id_idx` ON `cohort_sessions` (`cohort_id`,`date`);--> statement-breakpoint
CREATE INDEX `cohort_sessions_mentor_id_idx` ON `cohort_sessions` (`mentor_id`);--> statement-breakpoint
CREATE TABLE `cohorts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text(255) NOT NULL,
	`description` text,
	`program` text(100) NOT NULL,
	`status` text(50) DEFAULT 'upcoming' NOT NULL,
	`start_date` text(10),
	`end_date` text(10),
	`application_deadline` text(10),
	`max_participants` integer DEFAULT 20 NOT NULL,
	`current_participants` integer DEFAULT 0 NOT NULL,
	`fee` integer,
	`mentor_id` integer,
	`curriculum` text DEFAULT '[]' NOT NULL,
	`requirements` text DEFAULT '[]' NOT NULL,
	`benefits` text DEFAULT '[]' NOT NULL,
	`image_url` text(500),
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`mentor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "cohorts_start_date_format" CHECK("cohorts"."start_date" glob '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
	CONSTRAINT "cohorts_end_date_format" CHECK("cohorts"."end_date" glob '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
	CONSTRAINT "cohorts_application_deadline_format" CHECK("cohorts"."application_deadline" glob '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
	CONSTRAINT "cohorts_ends_after_start" CHECK("cohorts"."end_date" >= "cohorts"."start_date"),
	CONSTRAINT "cohorts_participants_in_range" CHECK("cohorts"."current_participants" between 0 and "cohorts"."max_participants"),
	CONSTRAINT "cohorts_fee_precision" CHECK("cohorts"."fee" between 0 and 9999999999),
	CONSTRAINT "cohorts_name_len" CHECK(length("cohorts"."name") <= 255),
	CONSTRAINT "cohorts_program_len" CHECK(length("cohorts"."program") <= 100),
	CONSTRAINT "cohorts_status_len" CHECK(length("cohorts"."status") <= 50),
	CONSTRAINT "cohorts_image_url_len" CHECK(length("cohorts"."image_url") <= 500)
);
--> statement-breakpoint
CREATE INDEX `cohorts_program_idx` ON `cohorts` (`program`);--> statement-breakpoint
CREATE INDEX `cohorts_status_idx` ON `cohorts` (`status`);--> statement-breakpoint
CREATE INDEX `cohorts_start_date_idx` ON `cohorts` (`start_date`);--> statement-breakpoint
CREATE INDEX `cohorts_mentor_id_idx` ON `cohorts` (`mentor_id`);--> statement-breakpoint
CREATE TABLE `comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` integer NOT NULL,
	`post_type` text(50) NOT NULL,
	`author_id` integer,
	`content` text NOT NULL,
	`parent_id` integer,
	`is_approved` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`parent_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "comments_post_type_len" CHECK(length("comments"."post_type") <= 50)
);
--> statement-breakpoint
CREATE INDEX `comments_post_idx` ON `comments` (`post_type`,`post_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `comments_author_id_idx` ON `comments` (`author_id`);--> statement-breakpoint
CREATE INDEX `comments_parent_id_idx` ON `comments` (`parent_id`);--> statement-breakpoint
CREATE TABLE `company_milestones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`startup_id` integer NOT NULL,
	`title` text(255) NOT NULL,
	`description` text,
	`achieved_date` text(10),
	`category` text(100),
	`amount` integer,
	`currency` text(3) DEFAULT 'USD' NOT NULL,
	`media` text DEFAULT '[]' NOT NULL,
	`is_public` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`startup_id`) REFERENCES `startups`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "company_milestones_amount_precision" CHECK("company_milestones"."amount" between -999999999999999 and 999999999999999),
	CONSTRAINT "company_milestones_achieved_date_format" CHECK("company_milestones"."achieved_date" glob '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
	CONSTRAINT "company_milestones_title_len" CHECK(length("company_milestones"."title") <= 255),
	CONSTRAINT "company_milestones_category_len" CHECK(length("company_milestones"."category") <= 100)
);
--> statement-breakpoint
CREATE INDEX `company_milestones_startup_id_idx` ON `company_milestones` (`startup_id`,`achieved_date`);--> statement-breakpoint
CREATE TABLE `content_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text(255) NOT NULL,
	`slug` text(255) NOT NULL,
	`description` text,
	`parent_id` integer,
	`color` text(50),
	`icon` text(100),
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`parent_id`) REFERENCES `content_categories`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "content_categories_name_len" CHECK(length("content_categories"."name") <= 255),
	CONSTRAINT "content_categories_slug_len" CHECK(length("content_categories"."slug") <= 255),
	CONSTRAINT "content_categories_color_len" CHECK(length("content_categories"."color") <= 50),
	CONSTRAINT "content_categories_icon_len" CHECK(length("content_categories"."icon") <= 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_categories_slug_unique` ON `content_categories` (`slug`);--> statement-breakpoint
CREATE INDEX `content_categories_parent_id_idx` ON `content_categories` (`parent_id`,`sort_order`);--> statement-breakpoint
CREATE TABLE `event_rsvps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`status` text(50) DEFAULT 'attending' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "event_rsvps_status_len" CHECK(length("event_rsvps"."status") <= 50)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_rsvps_event_user_unique` ON `event_rsvps` (`event_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `event_rsvps_user_id_idx` ON `event_rsvps` (`user_id`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text(255) NOT NULL,
	`description` text,
	`organizer_id` integer,
	`location` text(255),
	`venue` text(255),
	`start_date` integer NOT NULL,
	`end_date` integer NOT NULL,
	`max_attendees` integer,
	`current_attendees` integer DEFAULT 0 NOT NULL,
	`price` integer DEFAULT 0 NOT NULL,
	`currency` text(3) DEFAULT 'USD' NOT NULL,
	`category` text(50),
	`is_online` integer DEFAULT false NOT NULL,
	`meeting_link` text(500),
	`cover_image` text(500),
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`organizer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "events_ends_after_start" CHECK("events"."end_date" >= "events"."start_date"),
	CONSTRAINT "events_current_attendees_non_negative" CHECK("events"."current_attendees" >= 0),
	CONSTRAINT "events_max_attendees_positive" CHECK("events"."max_attendees" > 0),
	CONSTRAINT "events_price_precision" CHECK("events"."price" between 0 and 9999999999),
	CONSTRAINT "events_title_len" CHECK(length("events"."title") <= 255),
	CONSTRAINT "events_location_len" CHECK(length("events"."location") <= 255),
	CONSTRAINT "events_venue_len" CHECK(length("events"."venue") <= 255),
	CONSTRAINT "events_category_len" CHECK(length("events"."category") <= 50),
	CONSTRAINT "events_meeting_link_len" CHECK(length("events"."meeting_link") <= 500),
	CONSTRAINT "events_cover_image_len" CHECK(length("events"."cover_image") <= 500)
);
--> statement-breakpoint
CREATE INDEX `events_start_date_idx` ON `events` (`start_date`);--> statement-breakpoint
CREATE INDEX `events_category_idx` ON `events` (`category`);--> statement-breakpoint
CREATE INDEX `events_location_idx` ON `events` (`location`);--> statement-breakpoint
CREATE INDEX `events_organizer_id_idx` ON `events` (`organizer_id`);--> statement-breakpoint
CREATE INDEX `events_active_start_date_idx` ON `events` (`is_active`,`start_date`);--> statement-breakpoint
CREATE TABLE `funding_rounds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`startup_id` integer NOT NULL,
	`round_type` text(50),
	`amount` integer,
	`currency` text(3) DEFAULT 'USD' NOT NULL,
	`announced_date` text(10),
	`investors` text DEFAULT '[]' NOT NULL,
	`lead_investor` text(255),
	`description` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`startup_id`) REFERENCES `startups`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "funding_rounds_amount_precision" CHECK("funding_rounds"."amount" between 0 and 999999999999999),
	CONSTRAINT "funding_rounds_announced_date_format" CHECK("funding_rounds"."announced_date" glob '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
	CONSTRAINT "funding_rounds_round_type_len" CHECK(length("funding_rounds"."round_type") <= 50),
	CONSTRAINT "funding_rounds_lead_investor_len" CHECK(length("funding_rounds"."lead_investor") <= 255)
);
--> statement-breakpoint
CREATE INDEX `funding_rounds_startup_id_idx` ON `funding_rounds` (`startup_id`,`announced_date`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`startup_id` integer NOT NULL,
	`title` text(255) NOT NULL,
	`description` text,
	`requirements` text,
	`location` text(255),
	`type` text DEFAULT 'full-time' NOT NULL,
	`experience_level` text(50),
	`tech_stack` text DEFAULT '[]' NOT NULL,
	`salary` text,
	`is_remote` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`startup_id`) REFERENCES `startups`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "jobs_type_valid" CHECK("jobs"."type" in ('full-time', 'part-time', 'contract', 'internship', 'other')),
	CONSTRAINT "jobs_title_len" CHECK(length("jobs"."title") <= 255),
	CONSTRAINT "jobs_location_len" CHECK(length("jobs"."location") <= 255),
	CONSTRAINT "jobs_experience_level_len" CHECK(length("jobs"."experience_level") <= 50)
);
--> statement-breakpoint
CREATE INDEX `jobs_startup_id_idx` ON `jobs` (`startup_id`);--> statement-breakpoint
CREATE INDEX `jobs_type_idx` ON `jobs` (`type`);--> statement-breakpoint
CREATE INDEX `jobs_location_idx` ON `jobs` (`location`);--> statement-breakpoint
CREATE INDEX `jobs_experience_level_idx` ON `jobs` (`experience_level`);--> statement-breakpoint
CREATE INDEX `jobs_active_created_at_idx` ON `jobs` (`is_active`,`created_at`);--> statement-breakpoint
CREATE TABLE `media_library` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`file_name` text(255) NOT NULL,
	`original_name` text(255),
	`file_path` text(500) NOT NULL,
	`file_size` integer,
	`mime_type` text(100),
	`file_type` text(50),
	`uploaded_by` integer,
	`alt_text` text(255),
	`description` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`is_public` integer DEFAULT false NOT NULL,
	`download_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "media_library_file_name_len" CHECK(length("media_library"."file_name") <= 255),
	CONSTRAINT "media_library_original_name_len" CHECK(length("media_library"."original_name") <= 255),
	CONSTRAINT "media_library_file_path_len" CHECK(length("media_library"."file_path") <= 500),
	CONSTRAINT "media_library_mime_type_len" CHECK(length("media_library"."mime_type") <= 100),
	CONSTRAINT "media_library_file_type_len" CHECK(length("media_library"."file_type") <= 50),
	CONSTRAINT "media_library_alt_text_len" CHECK(length("media_library"."alt_text") <= 255)
);
--> statement-breakpoint
CREATE INDEX `media_library_uploaded_by_idx` ON `media_library` (`uploaded_by`);--> statement-breakpoint
CREATE INDEX `media_library_file_type_idx` ON `media_library` (`file_type`);--> statement-breakpoint
CREATE TABLE `newsletters` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text(255) NOT NULL,
	`first_name` text(255),
	`last_name` text(255),
	`interests` text DEFAULT '[]' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`is_verified` integer DEFAULT false NOT NULL,
	`subscription_source` text(100),
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "newsletters_email_lowercase" CHECK("newsletters"."email" = lower("newsletters"."email")),
	CONSTRAINT "newsletters_email_len" CHECK(length("newsletters"."email") <= 255),
	CONSTRAINT "newsletters_first_name_len" CHECK(length("newsletters"."first_name") <= 255),
	CONSTRAINT "newsletters_last_name_len" CHECK(length("newsletters"."last_name") <= 255),
	CONSTRAINT "newsletters_subscription_source_len" CHECK(length("newsletters"."subscription_source") <= 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletters_email_unique` ON `newsletters` (`email`);--> statement-breakpoint
CREATE TABLE `profile_claims` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`startup_id` integer NOT NULL,
	`claimer_id` integer,
	`company_name` text(255) NOT NULL,
	`claimer_name` text(255) NOT NULL,
	`claimer_email` text(255) NOT NULL,
	`claimer_title` text(255) NOT NULL,
	`business_registration` text(255) NOT NULL,
	`tax_id` text(255),
	`proof_of_authority_url` text(500),
	`justification` text NOT NULL,
	`stripe_subscription_id` text,
	`stripe_customer_id` text,
	`monthly_fee` integer DEFAULT 1500 NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`admin_comments` text,
	`reviewed_by` integer,
	`reviewed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`startup_id`) REFERENCES `startups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`claimer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "profile_claims_status_valid" CHECK("profile_claims"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "profile_claims_monthly_fee_precision" CHECK("profile_claims"."monthly_fee" between 0 and 9999999999),
	CONSTRAINT "profile_claims_company_name_len" CHECK(length("profile_claims"."company_name") <= 255),
	CONSTRAINT "profile_claims_claimer_name_len" CHECK(length("profile_claims"."claimer_name") <= 255),
	CONSTRAINT "profile_claims_claimer_email_len" CHECK(length("profile_claims"."claimer_email") <= 255),
	CONSTRAINT "profile_claims_claimer_title_len" CHECK(length("profile_claims"."claimer_title") <= 255),
	CONSTRAINT "profile_claims_business_registration_len" CHECK(length("profile_claims"."business_registration") <= 255),
	CONSTRAINT "profile_claims_tax_id_len" CHECK(length("profile_claims"."tax_id") <= 255),
	CONSTRAINT "profile_claims_proof_of_authority_url_len" CHECK(length("profile_claims"."proof_of_authority_url") <= 500)
);
--> statement-breakpoint
CREATE INDEX `profile_claims_status_idx` ON `profile_claims` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `profile_claims_startup_id_idx` ON `profile_claims` (`startup_id`);--> statement-breakpoint
CREATE INDEX `profile_claims_claimer_id_idx` ON `profile_claims` (`claimer_id`);--> statement-breakpoint
CREATE INDEX `profile_claims_reviewed_by_idx` ON `profile_claims` (`reviewed_by`);--> statement-breakpoint
CREATE TABLE `resources` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text(255) NOT NULL,
	`description` text,
	`type` text(50) NOT NULL,
	`location` text(255),
	`website` text(500),
	`email` text(255),
	`specialties` text DEFAULT '[]' NOT NULL,
	`sectors` text DEFAULT '[]' NOT NULL,
	`contact_info` text,
	`rating` integer,
	`review_count` integer DEFAULT 0 NOT NULL,
	`is_verified` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "resources_rating_range" CHECK("resources"."rating" between 0 and 500),
	CONSTRAINT "resources_review_count_non_negative" CHECK("resources"."review_count" >= 0),
	CONSTRAINT "resources_name_len" CHECK(length("resources"."name") <= 255),
	CONSTRAINT "resources_type_len" CHECK(length("resources"."type") <= 50),
	CONSTRAINT "resources_location_len" CHECK(length("resources"."location") <= 255),
	CONSTRAINT "resources_website_len" CHECK(length("resources"."website") <= 500),
	CONSTRAINT "resources_email_len" CHECK(length("resources"."email") <= 255)
);
--> statement-breakpoint
CREATE INDEX `resources_type_idx` ON `resources` (`type`);--> statement-breakpoint
CREATE INDEX `resources_location_idx` ON `resources` (`location`);--> statement-breakpoint
CREATE INDEX `resources_verified_idx` ON `resources` (`is_verified`);--> statement-breakpoint
CREATE TABLE `session_attendance` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` integer NOT NULL,
	`participant_id` integer NOT NULL,
	`attended` integer DEFAULT false NOT NULL,
	`checked_in_at` integer,
	`notes` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `cohort_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`participant_id`) REFERENCES `cohort_participants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `session_attendance_session_participant_unique` ON `session_attendance` (`session_id`,`participant_id`);--> statement-breakpoint
CREATE INDEX `session_attendance_participant_id_idx` ON `session_attendance` (`participant_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`sid` text PRIMARY KEY NOT NULL,
	`sess` text NOT NULL,
	`expire` integer NOT NULL,
	`user_id` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_expire_idx` ON `sessions` (`expire`);--> statement-breakpoint
CREATE INDEX `sessions_user_id_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `startup_gallery` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`startup_id` integer NOT NULL,
	`media_url` text(500) NOT NULL,
	`media_type` text DEFAULT 'image' NOT NULL,
	`title` text(255),
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
	CONSTRAINT "startup_gallery_media_type_valid" CHECK("startup_gallery"."media_type" in ('image', 'video')),
	CONSTRAINT "startup_gallery_media_url_len" CHECK(length("startup_gallery"."media_url") <= 500),
	CONSTRAINT "startup_gallery_title_len" CHECK(length("startup_gallery"."title") <= 255),
	CONSTRAINT "startup_gallery_category_len" CHECK(length("startup_gallery"."category") <= 100)
);
--> statement-breakpoint
CREATE INDEX `startup_gallery_startup_id_idx` ON `startup_gallery` (`startup_id`,`display_order`);--> statement-breakpoint
CREATE INDEX `startup_gallery_uploaded_by_idx` ON `startup_gallery` (`uploaded_by`);--> statement-breakpoint
CREATE TABLE `startup_investors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`startup_id` integer NOT NULL,
	`investor_name` text(255) NOT NULL,
	`investor_type` text(50),
	`funding_round_id` integer,
	`amount` integer,
	`currency` text(3) DEFAULT 'USD' NOT NULL,
	`equity_percentage` integer,
	`investment_date` text(10),
	`website` text(500),
	`logo` text(500),
	`location` text(255),
	`is_lead` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`startup_id`) REFERENCES `startups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`funding_round_id`) REFERENCES `funding_rounds`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "startup_investors_amount_precision" CHECK("startup_investors"."amount" between 0 and 999999999999999),
	CONSTRAINT "startup_investors_equity_percentage_range" CHECK("startup_investors"."equity_percentage" between 0 and 10000),
	CONSTRAINT "startup_investors_investment_date_format" CHECK("startup_investors"."investment_date" glob '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
	CONSTRAINT "startup_investors_investor_name_len" CHECK(length("startup_investors"."investor_name") <= 255),
	CONSTRAINT "startup_investors_investor_type_len" CHECK(length("startup_investors"."investor_type") <= 50),
	CONSTRAINT "startup_investors_website_len" CHECK(length("startup_investors"."website") <= 500),
	CONSTRAINT "startup_investors_logo_len" CHECK(length("startup_investors"."logo") <= 500),
	CONSTRAINT "startup_investors_location_len" CHECK(length("startup_investors"."location") <= 255)
);
--> statement-breakpoint
CREATE INDEX `startup_investors_startup_id_idx` ON `startup_investors` (`startup_id`);--> statement-breakpoint
CREATE INDEX `startup_investors_funding_round_id_idx` ON `startup_investors` (`funding_round_id`);--> statement-breakpoint
CREATE TABLE `startup_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`startup_id` integer NOT NULL,
	`author_id` integer,
	`title` text(255) NOT NULL,
	`content` text,
	`type` text(50) DEFAULT 'update' NOT NULL,
	`media` text DEFAULT '[]' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`is_public` integer DEFAULT true NOT NULL,
	`likes` integer DEFAULT 0 NOT NULL,
	`shares` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`published_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`startup_id`) REFERENCES `startups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "startup_posts_title_len" CHECK(length("startup_posts"."title") <= 255),
	CONSTRAINT "startup_posts_type_len" CHECK(length("startup_posts"."type") <= 50)
);
--> statement-breakpoint
CREATE INDEX `startup_posts_startup_id_idx` ON `startup_posts` (`startup_id`,`published_at`);--> statement-breakpoint
CREATE INDEX `startup_posts_author_id_idx` ON `startup_posts` (`author_id`);--> statement-breakpoint
CREATE TABLE `startup_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`startup_id` integer NOT NULL,
	`reviewer_id` integer,
	`title` text(255),
	`content` text,
	`rating` integer NOT NULL,
	`position` text(255),
	`department` text(255),
	`employment_type` text(50),
	`employment_status` text(50) NOT NULL,
	`work_duration` text(100),
	`work_life_balance` integer,
	`compensation` integer,
	`culture` integer,
	`management` integer,
	`career_growth` integer,
	`pros` text,
	`cons` text,
	`advice` text,
	`would_recommend` integer,
	`ceo_approval` integer,
	`is_verified` integer DEFAULT false NOT NULL,
	`is_anonymous` integer DEFAULT true NOT NULL,
	`helpful_votes` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`startup_id`) REFERENCES `startups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "startup_reviews_rating_range" CHECK("startup_reviews"."rating" between 10 and 50),
	CONSTRAINT "startup_reviews_work_life_balance_range" CHECK("startup_reviews"."work_life_balance" between 10 and 50),
	CONSTRAINT "startup_reviews_compensation_range" CHECK("startup_reviews"."compensation" between 10 and 50),
	CONSTRAINT "startup_reviews_culture_range" CHECK("startup_reviews"."culture" between 10 and 50),
	CONSTRAINT "startup_reviews_management_range" CHECK("startup_reviews"."management" between 10 and 50),
	CONSTRAINT "startup_reviews_career_growth_range" CHECK("startup_reviews"."career_growth" between 10 and 50),
	CONSTRAINT "startup_reviews_helpful_votes_non_negative" CHECK("startup_reviews"."helpful_votes" >= 0),
	CONSTRAINT "startup_reviews_title_len" CHECK(length("startup_reviews"."title") <= 255),
	CONSTRAINT "startup_reviews_position_len" CHECK(length("startup_reviews"."position") <= 255),
	CONSTRAINT "startup_reviews_department_len" CHECK(length("startup_reviews"."department") <= 255),
	CONSTRAINT "startup_reviews_employment_type_len" CHECK(length("startup_reviews"."employment_type") <= 50),
	CONSTRAINT "startup_reviews_employment_status_len" CHECK(length("startup_reviews"."employment_status") <= 50),
	CONSTRAINT "startup_reviews_work_duration_len" CHECK(length("startup_reviews"."work_duration") <= 100)
);
--> statement-breakpoint
CREATE INDEX `startup_reviews_startup_id_idx` ON `startup_reviews` (`startup_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `startup_reviews_reviewer_id_idx` ON `startup_reviews` (`reviewer_id`);--> statement-breakpoint
CREATE TABLE `startup_team` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`startup_id` integer NOT NULL,
	`user_id` integer,
	`name` text(255),
	`email` text(255),
	`bio` text,
	`photo_url` text(500),
	`role` text(255),
	`is_founder` integer DEFAULT false NOT NULL,
	`joined_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`startup_id`) REFERENCES `startups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "startup_team_member_named" CHECK("startup_team"."user_id" is not null or "startup_team"."name" is not null),
	CONSTRAINT "startup_team_name_len" CHECK(length("startup_team"."name") <= 255),
	CONSTRAINT "startup_team_email_len" CHECK(length("startup_team"."email") <= 255),
	CONSTRAINT "startup_team_photo_url_len" CHECK(length("startup_team"."photo_url") <= 500),
	CONSTRAINT "startup_team_role_len" CHECK(length("startup_team"."role") <= 255)
);
--> statement-breakpoint
CREATE INDEX `startup_team_startup_id_idx` ON `startup_team` (`startup_id`);--> statement-breakpoint
CREATE INDEX `startup_team_user_id_idx` ON `startup_team` (`user_id`);--> statement-breakpoint
CREATE TABLE `startups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text(255) NOT NULL,
	`description` text,
	`founder_id` integer,
	`website` text(500),
	`logo` text(500),
	`logo_data` text,
	`logo_type` text(100),
	`sector` text(100),
	`location` text(255),
	`founding_date` text(10),
	`stage` text(50),
	`team_size` integer,
	`mission` text,
	`vision` text,
	`social_links` text DEFAULT '{}' NOT NULL,
	`operation_areas` text DEFAULT '[]' NOT NULL,
	`hero_banners` text DEFAULT '[]' NOT NULL,
	`tech_stack` text DEFAULT '[]' NOT NULL,
	`verticals` text DEFAULT '[]' NOT NULL,
	`is_claimed_by_owner` integer DEFAULT false NOT NULL,
	`claimed_by_user_id` integer,
	`subscription_active` integer DEFAULT false NOT NULL,
	`subscription_ends_at` integer,
	`stripe_subscription_id` text,
	`stripe_customer_id` text,
	`managing_admin_id` integer,
	`last_updated_by` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`founder_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`claimed_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`managing_admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`last_updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "startups_team_size_non_negative" CHECK("startups"."team_size" >= 0),
	CONSTRAINT "startups_founding_date_format" CHECK("startups"."founding_date" glob '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
	CONSTRAINT "startups_name_len" CHECK(length("startups"."name") <= 255),
	CONSTRAINT "startups_website_len" CHECK(length("startups"."website") <= 500),
	CONSTRAINT "startups_logo_len" CHECK(length("startups"."logo") <= 500),
	CONSTRAINT "startups_logo_type_len" CHECK(length("startups"."logo_type") <= 100),
	CONSTRAINT "startups_sector_len" CHECK(length("startups"."sector") <= 100),
	CONSTRAINT "startups_location_len" CHECK(length("startups"."location") <= 255),
	CONSTRAINT "startups_stage_len" CHECK(length("startups"."stage") <= 50)
);
--> statement-breakpoint
CREATE INDEX `startups_sector_idx` ON `startups` (`sector`);--> statement-breakpoint
CREATE INDEX `startups_location_idx` ON `startups` (`location`);--> statement-breakpoint
CREATE INDEX `startups_stage_idx` ON `startups` (`stage`);--> statement-breakpoint
CREATE INDEX `startups_team_size_idx` ON `startups` (`team_size`);--> statement-breakpoint
CREATE INDEX `startups_founding_date_idx` ON `startups` (`founding_date`);--> statement-breakpoint
CREATE INDEX `startups_founder_id_idx` ON `startups` (`founder_id`);--> statement-breakpoint
CREATE INDEX `startups_name_idx` ON `startups` (`name`);--> statement-breakpoint
CREATE INDEX `startups_created_at_idx` ON `startups` (`created_at`);--> statement-breakpoint
CREATE INDEX `startups_active_created_at_idx` ON `startups` (`is_active`,`created_at`);--> statement-breakpoint
CREATE INDEX `startups_claimed_by_user_id_idx` ON `startups` (`claimed_by_user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text(255) NOT NULL,
	`password` text,
	`first_name` text(255),
	`last_name` text(255),
	`profile_image_url` text(500),
	`user_type` text DEFAULT 'public' NOT NULL,
	`is_email_verified` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "users_email_lowercase" CHECK("users"."email" = lower("users"."email")),
	CONSTRAINT "users_user_type_valid" CHECK("users"."user_type" in ('public', 'startup', 'admin')),
	CONSTRAINT "users_email_len" CHECK(length("users"."email") <= 255),
	CONSTRAINT "users_first_name_len" CHECK(length("users"."first_name") <= 255),
	CONSTRAINT "users_last_name_len" CHECK(length("users"."last_name") <= 255),
	CONSTRAINT "users_profile_image_url_len" CHECK(length("users"."profile_image_url") <= 500)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_user_type_idx` ON `users` (`user_type`);--> statement-breakpoint
CREATE INDEX `users_created_at_idx` ON `users` (`created_at`);--> statement-breakpoint
CREATE TABLE `workspace_bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`workspace_id` integer NOT NULL,
	`user_id` integer,
	`start_time` integer NOT NULL,
	`end_time` integer NOT NULL,
	`total_amount` integer DEFAULT 0 NOT NULL,
	`status` text(50) DEFAULT 'confirmed' NOT NULL,
	`payment_status` text(50) DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "workspace_bookings_ends_after_start" CHECK("workspace_bookings"."end_time" > "workspace_bookings"."start_time"),
	CONSTRAINT "workspace_bookings_total_amount_precision" CHECK("workspace_bookings"."total_amount" between 0 and 9999999999),
	CONSTRAINT "workspace_bookings_status_len" CHECK(length("workspace_bookings"."status") <= 50),
	CONSTRAINT "workspace_bookings_payment_status_len" CHECK(length("workspace_bookings"."payment_status") <= 50)
);
--> statement-breakpoint
CREATE INDEX `workspace_bookings_workspace_start_idx` ON `workspace_bookings` (`workspace_id`,`start_time`);--> statement-breakpoint
CREATE INDEX `workspace_bookings_user_id_idx` ON `workspace_bookings` (`user_id`,`start_time`);--> statement-breakpoint
CREATE TABLE `workspaces` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text(255) NOT NULL,
	`description` text,
	`type` text(50) NOT NULL,
	`location` text(255),
	`capacity` integer,
	`hourly_rate` integer,
	`daily_rate` integer,
	`amenities` text DEFAULT '[]' NOT NULL,
	`images` text DEFAULT '[]' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "workspaces_capacity_positive" CHECK("workspaces"."capacity" > 0),
	CONSTRAINT "workspaces_hourly_rate_precision" CHECK("workspaces"."hourly_rate" between 0 and 9999999999),
	CONSTRAINT "workspaces_daily_rate_precision" CHECK("workspaces"."daily_rate" between 0 and 9999999999),
	CONSTRAINT "workspaces_name_len" CHECK(length("workspaces"."name") <= 255),
	CONSTRAINT "workspaces_type_len" CHECK(length("workspaces"."type") <= 50),
	CONSTRAINT "workspaces_location_len" CHECK(length("workspaces"."location") <= 255)
);
--> statement-breakpoint
CREATE INDEX `workspaces_type_idx` ON `workspaces` (`type`);--> statement-breakpoint
CREATE INDEX `workspaces_location_idx` ON `workspaces` (`location`);
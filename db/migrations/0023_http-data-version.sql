-- The version of what visitors see (docs/decisions/0091-http-validators-and-caching.md): one row, its version replaced
-- by triggers on every table a public page or /api list shows. Generated from app/models/data-version.server.ts
-- (ensureDataVersion recreates the same triggers at every start, for tables added or rebuilt by later migrations).
-- Keep them identical.
CREATE TABLE data_version (id integer PRIMARY KEY NOT NULL CHECK (id = 1), version text NOT NULL);--> statement-breakpoint
INSERT OR IGNORE INTO data_version (id, version) VALUES (1, lower(hex(randomblob(8))));--> statement-breakpoint
CREATE TRIGGER data_version_blog_posts_after_insert AFTER INSERT ON blog_posts BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_blog_posts_after_update AFTER UPDATE ON blog_posts WHEN NOT (old.view_count IS NOT new.view_count) BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_blog_posts_after_delete AFTER DELETE ON blog_posts BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_cohort_applications_after_insert AFTER INSERT ON cohort_applications BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_cohort_applications_after_update AFTER UPDATE ON cohort_applications BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_cohort_applications_after_delete AFTER DELETE ON cohort_applications BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_cohort_participants_after_insert AFTER INSERT ON cohort_participants BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_cohort_participants_after_update AFTER UPDATE ON cohort_participants BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_cohort_participants_after_delete AFTER DELETE ON cohort_participants BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_cohort_sessions_after_insert AFTER INSERT ON cohort_sessions BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_cohort_sessions_after_update AFTER UPDATE ON cohort_sessions BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_cohort_sessions_after_delete AFTER DELETE ON cohort_sessions BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_cohorts_after_insert AFTER INSERT ON cohorts BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_cohorts_after_update AFTER UPDATE ON cohorts BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_cohorts_after_delete AFTER DELETE ON cohorts BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_comments_after_insert AFTER INSERT ON comments BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_comments_after_update AFTER UPDATE ON comments BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_comments_after_delete AFTER DELETE ON comments BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_company_milestones_after_insert AFTER INSERT ON company_milestones BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_company_milestones_after_update AFTER UPDATE ON company_milestones BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_company_milestones_after_delete AFTER DELETE ON company_milestones BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_content_categories_after_insert AFTER INSERT ON content_categories BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_content_categories_after_update AFTER UPDATE ON content_categories BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_content_categories_after_delete AFTER DELETE ON content_categories BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_event_rsvps_after_insert AFTER INSERT ON event_rsvps BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_event_rsvps_after_update AFTER UPDATE ON event_rsvps BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_event_rsvps_after_delete AFTER DELETE ON event_rsvps BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_events_after_insert AFTER INSERT ON events BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_events_after_update AFTER UPDATE ON events BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_events_after_delete AFTER DELETE ON events BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_funding_rounds_after_insert AFTER INSERT ON funding_rounds BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_funding_rounds_after_update AFTER UPDATE ON funding_rounds BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_funding_rounds_after_delete AFTER DELETE ON funding_rounds BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_job_applications_after_insert AFTER INSERT ON job_applications BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_job_applications_after_update AFTER UPDATE ON job_applications BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_job_applications_after_delete AFTER DELETE ON job_applications BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_jobs_after_insert AFTER INSERT ON jobs BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_jobs_after_update AFTER UPDATE ON jobs BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_jobs_after_delete AFTER DELETE ON jobs BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_media_library_after_insert AFTER INSERT ON media_library BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_media_library_after_update AFTER UPDATE ON media_library BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_media_library_after_delete AFTER DELETE ON media_library BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_profile_claims_after_insert AFTER INSERT ON profile_claims BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_profile_claims_after_update AFTER UPDATE ON profile_claims BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_profile_claims_after_delete AFTER DELETE ON profile_claims BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_resources_after_insert AFTER INSERT ON resources BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_resources_after_update AFTER UPDATE ON resources BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_resources_after_delete AFTER DELETE ON resources BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_session_attendance_after_insert AFTER INSERT ON session_attendance BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_session_attendance_after_update AFTER UPDATE ON session_attendance BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_session_attendance_after_delete AFTER DELETE ON session_attendance BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_startup_gallery_after_insert AFTER INSERT ON startup_gallery BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_startup_gallery_after_update AFTER UPDATE ON startup_gallery BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_startup_gallery_after_delete AFTER DELETE ON startup_gallery BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_startup_investors_after_insert AFTER INSERT ON startup_investors BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_startup_investors_after_update AFTER UPDATE ON startup_investors BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_startup_investors_after_delete AFTER DELETE ON startup_investors BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_startup_posts_after_insert AFTER INSERT ON startup_posts BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_startup_posts_after_update AFTER UPDATE ON startup_posts BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_startup_posts_after_delete AFTER DELETE ON startup_posts BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_startup_reviews_after_insert AFTER INSERT ON startup_reviews BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_startup_reviews_after_update AFTER UPDATE ON startup_reviews BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_startup_reviews_after_delete AFTER DELETE ON startup_reviews BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_startup_team_after_insert AFTER INSERT ON startup_team BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_startup_team_after_update AFTER UPDATE ON startup_team BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_startup_team_after_delete AFTER DELETE ON startup_team BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_startups_after_insert AFTER INSERT ON startups BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_startups_after_update AFTER UPDATE ON startups BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_startups_after_delete AFTER DELETE ON startups BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_users_after_insert AFTER INSERT ON users BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_users_after_update AFTER UPDATE ON users BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_users_after_delete AFTER DELETE ON users BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_workspace_bookings_after_insert AFTER INSERT ON workspace_bookings BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_workspace_bookings_after_update AFTER UPDATE ON workspace_bookings BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_workspace_bookings_after_delete AFTER DELETE ON workspace_bookings BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_workspaces_after_insert AFTER INSERT ON workspaces BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_workspaces_after_update AFTER UPDATE ON workspaces BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_workspaces_after_delete AFTER DELETE ON workspaces BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;


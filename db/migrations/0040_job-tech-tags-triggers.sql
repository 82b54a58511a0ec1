-- Jobs' tech-stack tags (issue 42 item 4; docs/decisions/0118-tech-stack-and-culture.md). Generated from
-- app/models/job-tech-tags.server.ts and app/models/job-search.server.ts, which recreate the same triggers at start
-- (ensureJobTechTags, ensureJobSearch) when a later migration that rebuilds the jobs table drops them. Keep them identical.
-- 1. job_tech_tags kept from jobs.tech_stack, and filled for the jobs there are.
-- 2. The two job search indexes gain the tech_stack column (an FTS5 table's columns are fixed: dropped, recreated, refilled).
CREATE TRIGGER job_tech_tags_after_insert AFTER INSERT ON jobs BEGIN
  INSERT OR IGNORE INTO job_tech_tags(tag, job_id) SELECT lower(trim(value)), new.id FROM json_each(new.tech_stack) WHERE trim(value) <> '';
END;--> statement-breakpoint
CREATE TRIGGER job_tech_tags_after_update AFTER UPDATE OF id, tech_stack ON jobs BEGIN
  DELETE FROM job_tech_tags WHERE job_id = old.id;
  INSERT OR IGNORE INTO job_tech_tags(tag, job_id) SELECT lower(trim(value)), new.id FROM json_each(new.tech_stack) WHERE trim(value) <> '';
END;--> statement-breakpoint
CREATE TRIGGER job_tech_tags_after_delete AFTER DELETE ON jobs BEGIN
  DELETE FROM job_tech_tags WHERE job_id = old.id;
END;--> statement-breakpoint
INSERT OR IGNORE INTO job_tech_tags(tag, job_id) SELECT lower(trim(t.value)), jobs.id FROM jobs, json_each(jobs.tech_stack) AS t WHERE trim(t.value) <> '';--> statement-breakpoint
DROP TRIGGER IF EXISTS jobs_fts_after_insert;--> statement-breakpoint
DROP TRIGGER IF EXISTS jobs_fts_after_delete;--> statement-breakpoint
DROP TRIGGER IF EXISTS jobs_fts_after_update;--> statement-breakpoint
DROP TABLE IF EXISTS jobs_fts;--> statement-breakpoint
DROP TABLE IF EXISTS jobs_fts_words;--> statement-breakpoint
CREATE VIRTUAL TABLE jobs_fts USING fts5(title, description, tech_stack, tokenize = 'trigram');--> statement-breakpoint
CREATE VIRTUAL TABLE jobs_fts_words USING fts5(title, description, tech_stack, tokenize = 'unicode61', prefix = '1 2');--> statement-breakpoint
CREATE TRIGGER jobs_fts_after_insert AFTER INSERT ON jobs BEGIN
  INSERT INTO jobs_fts(rowid, title, description, tech_stack) VALUES (new.id, new.title, new.description, new.tech_stack);
  INSERT INTO jobs_fts_words(rowid, title, description, tech_stack) VALUES (new.id, new.title, new.description, new.tech_stack);
END;--> statement-breakpoint
CREATE TRIGGER jobs_fts_after_delete AFTER DELETE ON jobs BEGIN
  DELETE FROM jobs_fts WHERE rowid = old.id;
  DELETE FROM jobs_fts_words WHERE rowid = old.id;
END;--> statement-breakpoint
CREATE TRIGGER jobs_fts_after_update AFTER UPDATE OF id, title, description, tech_stack ON jobs BEGIN
  DELETE FROM jobs_fts WHERE rowid = old.id;
  DELETE FROM jobs_fts_words WHERE rowid = old.id;
  INSERT INTO jobs_fts(rowid, title, description, tech_stack) VALUES (new.id, new.title, new.description, new.tech_stack);
  INSERT INTO jobs_fts_words(rowid, title, description, tech_stack) VALUES (new.id, new.title, new.description, new.tech_stack);
END;--> statement-breakpoint
INSERT INTO jobs_fts(rowid, title, description, tech_stack) SELECT id, title, description, tech_stack FROM jobs;--> statement-breakpoint
INSERT INTO jobs_fts_words(rowid, title, description, tech_stack) SELECT id, title, description, tech_stack FROM jobs;

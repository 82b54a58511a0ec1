-- Full-text search over jobs' title and description (docs/decisions/0026-talent-hub-search.md). Generated from
-- app/models/job-search.server.ts, which recreates the same triggers at start (ensureJobSearch) when a later
-- migration that rebuilds the jobs table drops them. Keep the two identical.
CREATE VIRTUAL TABLE jobs_fts USING fts5(title, description, tokenize = 'trigram');--> statement-breakpoint
CREATE VIRTUAL TABLE jobs_fts_words USING fts5(title, description, tokenize = 'unicode61', prefix = '1 2');--> statement-breakpoint
CREATE TRIGGER jobs_fts_after_insert AFTER INSERT ON jobs BEGIN
  INSERT INTO jobs_fts(rowid, title, description) VALUES (new.id, new.title, new.description);
  INSERT INTO jobs_fts_words(rowid, title, description) VALUES (new.id, new.title, new.description);
END;--> statement-breakpoint
CREATE TRIGGER jobs_fts_after_delete AFTER DELETE ON jobs BEGIN
  DELETE FROM jobs_fts WHERE rowid = old.id;
  DELETE FROM jobs_fts_words WHERE rowid = old.id;
END;--> statement-breakpoint
CREATE TRIGGER jobs_fts_after_update AFTER UPDATE OF id, title, description ON jobs BEGIN
  DELETE FROM jobs_fts WHERE rowid = old.id;
  DELETE FROM jobs_fts_words WHERE rowid = old.id;
  INSERT INTO jobs_fts(rowid, title, description) VALUES (new.id, new.title, new.description);
  INSERT INTO jobs_fts_words(rowid, title, description) VALUES (new.id, new.title, new.description);
END;--> statement-breakpoint
INSERT INTO jobs_fts(rowid, title, description) SELECT id, title, description FROM jobs;--> statement-breakpoint
INSERT INTO jobs_fts_words(rowid, title, description) SELECT id, title, description FROM jobs;

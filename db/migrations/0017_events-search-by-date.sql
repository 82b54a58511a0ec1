-- Search indexes keyed by date order (docs/decisions/0061-search-in-list-order.md): the triggers write the
-- rowid as (start second × 2^24 + id), and both indexes are refilled with it.
DROP TRIGGER IF EXISTS events_fts_after_insert;--> statement-breakpoint
DROP TRIGGER IF EXISTS events_fts_after_delete;--> statement-breakpoint
DROP TRIGGER IF EXISTS events_fts_after_update;--> statement-breakpoint
DELETE FROM events_fts;--> statement-breakpoint
DELETE FROM events_fts_words;--> statement-breakpoint
CREATE TRIGGER events_fts_after_insert AFTER INSERT ON events BEGIN
  INSERT INTO events_fts(rowid, title, description) VALUES ((new.start_date / 1000) * 16777216 + new.id, new.title, new.description);
  INSERT INTO events_fts_words(rowid, title, description) VALUES ((new.start_date / 1000) * 16777216 + new.id, new.title, new.description);
END;--> statement-breakpoint
CREATE TRIGGER events_fts_after_delete AFTER DELETE ON events BEGIN
  DELETE FROM events_fts WHERE rowid = (old.start_date / 1000) * 16777216 + old.id;
  DELETE FROM events_fts_words WHERE rowid = (old.start_date / 1000) * 16777216 + old.id;
END;--> statement-breakpoint
CREATE TRIGGER events_fts_after_update AFTER UPDATE OF id, start_date, title, description ON events BEGIN
  DELETE FROM events_fts WHERE rowid = (old.start_date / 1000) * 16777216 + old.id;
  DELETE FROM events_fts_words WHERE rowid = (old.start_date / 1000) * 16777216 + old.id;
  INSERT INTO events_fts(rowid, title, description) VALUES ((new.start_date / 1000) * 16777216 + new.id, new.title, new.description);
  INSERT INTO events_fts_words(rowid, title, description) VALUES ((new.start_date / 1000) * 16777216 + new.id, new.title, new.description);
END;--> statement-breakpoint
INSERT INTO events_fts(rowid, title, description) SELECT (start_date / 1000) * 16777216 + id, title, description FROM events;--> statement-breakpoint
INSERT INTO events_fts_words(rowid, title, description) SELECT (start_date / 1000) * 16777216 + id, title, description FROM events;

-- Event search and seats (docs/decisions/0030, 0032). Generated from app/models/event-database.server.ts, which
-- recreates the same triggers at start (ensureEventDatabase) when a later migration that rebuilds events or
-- event_rsvps drops them. Keep the two identical.
CREATE VIRTUAL TABLE events_fts USING fts5(title, description, tokenize = 'trigram');--> statement-breakpoint
CREATE VIRTUAL TABLE events_fts_words USING fts5(title, description, tokenize = 'unicode61', prefix = '1 2');--> statement-breakpoint
CREATE TRIGGER events_fts_after_insert AFTER INSERT ON events BEGIN
  INSERT INTO events_fts(rowid, title, description) VALUES (new.id, new.title, new.description);
  INSERT INTO events_fts_words(rowid, title, description) VALUES (new.id, new.title, new.description);
END;--> statement-breakpoint
CREATE TRIGGER events_fts_after_delete AFTER DELETE ON events BEGIN
  DELETE FROM events_fts WHERE rowid = old.id;
  DELETE FROM events_fts_words WHERE rowid = old.id;
END;--> statement-breakpoint
CREATE TRIGGER events_fts_after_update AFTER UPDATE OF id, title, description ON events BEGIN
  DELETE FROM events_fts WHERE rowid = old.id;
  DELETE FROM events_fts_words WHERE rowid = old.id;
  INSERT INTO events_fts(rowid, title, description) VALUES (new.id, new.title, new.description);
  INSERT INTO events_fts_words(rowid, title, description) VALUES (new.id, new.title, new.description);
END;--> statement-breakpoint
CREATE TRIGGER event_rsvps_seats_after_insert AFTER INSERT ON event_rsvps WHEN new.status = 'attending' BEGIN
  UPDATE events SET current_attendees = (SELECT count(*) FROM event_rsvps a WHERE a.event_id = new.event_id AND a.status = 'attending') WHERE id = new.event_id;
END;--> statement-breakpoint
CREATE TRIGGER event_rsvps_seats_after_update AFTER UPDATE OF status, event_id ON event_rsvps
WHEN (old.status = 'attending') <> (new.status = 'attending') OR old.event_id <> new.event_id BEGIN
  UPDATE events SET current_attendees = (SELECT count(*) FROM event_rsvps a WHERE a.event_id = old.event_id AND a.status = 'attending') WHERE id = old.event_id;
  UPDATE events SET current_attendees = (SELECT count(*) FROM event_rsvps a WHERE a.event_id = new.event_id AND a.status = 'attending') WHERE id = new.event_id;
END;--> statement-breakpoint
CREATE TRIGGER event_rsvps_seats_after_delete AFTER DELETE ON event_rsvps WHEN old.status = 'attending' BEGIN
  UPDATE events SET current_attendees = (SELECT count(*) FROM event_rsvps a WHERE a.event_id = old.event_id AND a.status = 'attending') WHERE id = old.event_id;
END;--> statement-breakpoint
CREATE TRIGGER event_rsvps_promote_after_update AFTER UPDATE OF status ON event_rsvps
WHEN old.status = 'attending' AND new.status <> 'attending' BEGIN
  UPDATE event_rsvps SET status = 'attending', waitlist_position = NULL, updated_at = (cast(unixepoch('subsec') * 1000 as integer))
  WHERE id = (SELECT w.id FROM event_rsvps w WHERE w.event_id = old.event_id AND w.status = 'waitlisted' ORDER BY w.waitlist_position, w.id LIMIT 1)
  AND (SELECT e.max_attendees IS NULL OR e.max_attendees > (SELECT count(*) FROM event_rsvps a WHERE a.event_id = e.id AND a.status = 'attending') FROM events e WHERE e.id = old.event_id AND e.is_active = 1 AND e.end_date > (cast(unixepoch('subsec') * 1000 as integer)));
END;--> statement-breakpoint
CREATE TRIGGER event_rsvps_promote_after_delete AFTER DELETE ON event_rsvps WHEN old.status = 'attending' BEGIN
  UPDATE event_rsvps SET status = 'attending', waitlist_position = NULL, updated_at = (cast(unixepoch('subsec') * 1000 as integer))
  WHERE id = (SELECT w.id FROM event_rsvps w WHERE w.event_id = old.event_id AND w.status = 'waitlisted' ORDER BY w.waitlist_position, w.id LIMIT 1)
  AND (SELECT e.max_attendees IS NULL OR e.max_attendees > (SELECT count(*) FROM event_rsvps a WHERE a.event_id = e.id AND a.status = 'attending') FROM events e WHERE e.id = old.event_id AND e.is_active = 1 AND e.end_date > (cast(unixepoch('subsec') * 1000 as integer)));
END;--> statement-breakpoint
INSERT INTO events_fts(rowid, title, description) SELECT id, title, description FROM events;--> statement-breakpoint
INSERT INTO events_fts_words(rowid, title, description) SELECT id, title, description FROM events;--> statement-breakpoint
UPDATE events SET current_attendees = (SELECT count(*) FROM event_rsvps r WHERE r.event_id = events.id AND r.status = 'attending');--> statement-breakpoint
CREATE TRIGGER events_seats_within_capacity BEFORE UPDATE OF current_attendees ON events
WHEN new.max_attendees IS NOT NULL AND new.current_attendees > new.max_attendees AND new.current_attendees > old.current_attendees BEGIN
  SELECT RAISE(ABORT, 'event_full');
END;

-- Full-text search over the investor and mentor directories (docs/decisions/0117-investors-and-mentors.md).
-- Generated from app/models/directory-search.server.ts (through search-index.server.ts), which recreates the same
-- triggers at start when a later migration that rebuilds either table drops them. Keep them identical.
CREATE VIRTUAL TABLE investors_fts USING fts5(name, description, location, tokenize = 'trigram');--> statement-breakpoint
CREATE VIRTUAL TABLE investors_fts_words USING fts5(name, description, location, tokenize = 'unicode61', prefix = '1 2');--> statement-breakpoint
CREATE TRIGGER investors_fts_after_insert AFTER INSERT ON investors BEGIN
  INSERT INTO investors_fts(rowid, name, description, location) VALUES (new.id, new.name, new.description, new.location);
  INSERT INTO investors_fts_words(rowid, name, description, location) VALUES (new.id, new.name, new.description, new.location);
END;--> statement-breakpoint
CREATE TRIGGER investors_fts_after_delete AFTER DELETE ON investors BEGIN
  DELETE FROM investors_fts WHERE rowid = old.id;
  DELETE FROM investors_fts_words WHERE rowid = old.id;
END;--> statement-breakpoint
CREATE TRIGGER investors_fts_after_update AFTER UPDATE OF id, name, description, location ON investors BEGIN
  DELETE FROM investors_fts WHERE rowid = old.id;
  DELETE FROM investors_fts_words WHERE rowid = old.id;
  INSERT INTO investors_fts(rowid, name, description, location) VALUES (new.id, new.name, new.description, new.location);
  INSERT INTO investors_fts_words(rowid, name, description, location) VALUES (new.id, new.name, new.description, new.location);
END;--> statement-breakpoint
INSERT INTO investors_fts(rowid, name, description, location) SELECT p.id, p.name, p.description, p.location FROM investors p;--> statement-breakpoint
INSERT INTO investors_fts_words(rowid, name, description, location) SELECT p.id, p.name, p.description, p.location FROM investors p;--> statement-breakpoint
CREATE VIRTUAL TABLE mentors_fts USING fts5(name, headline, bio, expertise, tokenize = 'trigram');--> statement-breakpoint
CREATE VIRTUAL TABLE mentors_fts_words USING fts5(name, headline, bio, expertise, tokenize = 'unicode61', prefix = '1 2');--> statement-breakpoint
CREATE TRIGGER mentors_fts_after_insert AFTER INSERT ON mentors BEGIN
  INSERT INTO mentors_fts(rowid, name, headline, bio, expertise) VALUES (new.id, new.name, new.headline, new.bio, new.expertise);
  INSERT INTO mentors_fts_words(rowid, name, headline, bio, expertise) VALUES (new.id, new.name, new.headline, new.bio, new.expertise);
END;--> statement-breakpoint
CREATE TRIGGER mentors_fts_after_delete AFTER DELETE ON mentors BEGIN
  DELETE FROM mentors_fts WHERE rowid = old.id;
  DELETE FROM mentors_fts_words WHERE rowid = old.id;
END;--> statement-breakpoint
CREATE TRIGGER mentors_fts_after_update AFTER UPDATE OF id, name, headline, bio, expertise ON mentors BEGIN
  DELETE FROM mentors_fts WHERE rowid = old.id;
  DELETE FROM mentors_fts_words WHERE rowid = old.id;
  INSERT INTO mentors_fts(rowid, name, headline, bio, expertise) VALUES (new.id, new.name, new.headline, new.bio, new.expertise);
  INSERT INTO mentors_fts_words(rowid, name, headline, bio, expertise) VALUES (new.id, new.name, new.headline, new.bio, new.expertise);
END;--> statement-breakpoint
INSERT INTO mentors_fts(rowid, name, headline, bio, expertise) SELECT p.id, p.name, p.headline, p.bio, p.expertise FROM mentors p;--> statement-breakpoint
INSERT INTO mentors_fts_words(rowid, name, headline, bio, expertise) SELECT p.id, p.name, p.headline, p.bio, p.expertise FROM mentors p;

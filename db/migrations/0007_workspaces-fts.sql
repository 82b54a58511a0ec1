-- Full-text search over workspaces' name and description (docs/decisions/0036-workspace-page.md). Generated from
-- app/models/workspace-search.server.ts, which recreates the same triggers at start (ensureWorkspaceSearch) when a
-- later migration that rebuilds the workspaces table drops them. Keep the two identical.
CREATE VIRTUAL TABLE workspaces_fts USING fts5(name, description, tokenize = 'trigram');--> statement-breakpoint
CREATE VIRTUAL TABLE workspaces_fts_words USING fts5(name, description, tokenize = 'unicode61', prefix = '1 2');--> statement-breakpoint
CREATE TRIGGER workspaces_fts_after_insert AFTER INSERT ON workspaces BEGIN
  INSERT INTO workspaces_fts(rowid, name, description) VALUES (new.id, new.name, new.description);
  INSERT INTO workspaces_fts_words(rowid, name, description) VALUES (new.id, new.name, new.description);
END;--> statement-breakpoint
CREATE TRIGGER workspaces_fts_after_delete AFTER DELETE ON workspaces BEGIN
  DELETE FROM workspaces_fts WHERE rowid = old.id;
  DELETE FROM workspaces_fts_words WHERE rowid = old.id;
END;--> statement-breakpoint
CREATE TRIGGER workspaces_fts_after_update AFTER UPDATE OF id, name, description ON workspaces BEGIN
  DELETE FROM workspaces_fts WHERE rowid = old.id;
  DELETE FROM workspaces_fts_words WHERE rowid = old.id;
  INSERT INTO workspaces_fts(rowid, name, description) VALUES (new.id, new.name, new.description);
  INSERT INTO workspaces_fts_words(rowid, name, description) VALUES (new.id, new.name, new.description);
END;--> statement-breakpoint
INSERT INTO workspaces_fts(rowid, name, description) SELECT id, name, description FROM workspaces;--> statement-breakpoint
INSERT INTO workspaces_fts_words(rowid, name, description) SELECT id, name, description FROM workspaces;

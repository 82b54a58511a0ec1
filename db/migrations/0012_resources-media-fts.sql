-- Full-text search over resources (name, description) and media items (title, excerpt, author name):
-- docs/decisions/0038-resource-hub.md and 0040-media.md. Generated from app/models/resource-search.server.ts and
-- media-search.server.ts (through search-index.server.ts), which recreate the same triggers at start when a later
-- migration that rebuilds either table drops them. Keep them identical.
CREATE VIRTUAL TABLE resources_fts USING fts5(name, description, tokenize = 'trigram');--> statement-breakpoint
CREATE VIRTUAL TABLE resources_fts_words USING fts5(name, description, tokenize = 'unicode61', prefix = '1 2');--> statement-breakpoint
CREATE TRIGGER resources_fts_after_insert AFTER INSERT ON resources BEGIN
  INSERT INTO resources_fts(rowid, name, description) VALUES (new.id, new.name, new.description);
  INSERT INTO resources_fts_words(rowid, name, description) VALUES (new.id, new.name, new.description);
END;--> statement-breakpoint
CREATE TRIGGER resources_fts_after_delete AFTER DELETE ON resources BEGIN
  DELETE FROM resources_fts WHERE rowid = old.id;
  DELETE FROM resources_fts_words WHERE rowid = old.id;
END;--> statement-breakpoint
CREATE TRIGGER resources_fts_after_update AFTER UPDATE OF id, name, description ON resources BEGIN
  DELETE FROM resources_fts WHERE rowid = old.id;
  DELETE FROM resources_fts_words WHERE rowid = old.id;
  INSERT INTO resources_fts(rowid, name, description) VALUES (new.id, new.name, new.description);
  INSERT INTO resources_fts_words(rowid, name, description) VALUES (new.id, new.name, new.description);
END;--> statement-breakpoint
INSERT INTO resources_fts(rowid, name, description) SELECT p.id, p.name, p.description FROM resources p;--> statement-breakpoint
INSERT INTO resources_fts_words(rowid, name, description) SELECT p.id, p.name, p.description FROM resources p;--> statement-breakpoint
CREATE VIRTUAL TABLE blog_posts_fts USING fts5(title, excerpt, author, tokenize = 'trigram');--> statement-breakpoint
CREATE VIRTUAL TABLE blog_posts_fts_words USING fts5(title, excerpt, author, tokenize = 'unicode61', prefix = '1 2');--> statement-breakpoint
CREATE TRIGGER blog_posts_fts_after_insert AFTER INSERT ON blog_posts BEGIN
  INSERT INTO blog_posts_fts(rowid, title, excerpt, author) VALUES (new.id, new.title, new.excerpt, coalesce(nullif(trim(CASE WHEN json_valid(new.author) THEN json_extract(new.author, '$.name') END), ''), (SELECT trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) FROM users u WHERE u.id = new.author_id)));
  INSERT INTO blog_posts_fts_words(rowid, title, excerpt, author) VALUES (new.id, new.title, new.excerpt, coalesce(nullif(trim(CASE WHEN json_valid(new.author) THEN json_extract(new.author, '$.name') END), ''), (SELECT trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) FROM users u WHERE u.id = new.author_id)));
END;--> statement-breakpoint
CREATE TRIGGER blog_posts_fts_after_delete AFTER DELETE ON blog_posts BEGIN
  DELETE FROM blog_posts_fts WHERE rowid = old.id;
  DELETE FROM blog_posts_fts_words WHERE rowid = old.id;
END;--> statement-breakpoint
CREATE TRIGGER blog_posts_fts_after_update AFTER UPDATE OF id, title, excerpt, author, author_id ON blog_posts BEGIN
  DELETE FROM blog_posts_fts WHERE rowid = old.id;
  DELETE FROM blog_posts_fts_words WHERE rowid = old.id;
  INSERT INTO blog_posts_fts(rowid, title, excerpt, author) VALUES (new.id, new.title, new.excerpt, coalesce(nullif(trim(CASE WHEN json_valid(new.author) THEN json_extract(new.author, '$.name') END), ''), (SELECT trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) FROM users u WHERE u.id = new.author_id)));
  INSERT INTO blog_posts_fts_words(rowid, title, excerpt, author) VALUES (new.id, new.title, new.excerpt, coalesce(nullif(trim(CASE WHEN json_valid(new.author) THEN json_extract(new.author, '$.name') END), ''), (SELECT trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) FROM users u WHERE u.id = new.author_id)));
END;--> statement-breakpoint
CREATE TRIGGER blog_posts_fts_after_author_rename AFTER UPDATE OF first_name, last_name ON users BEGIN
  DELETE FROM blog_posts_fts WHERE rowid IN (SELECT p.id FROM blog_posts p WHERE p.author_id = new.id);
  DELETE FROM blog_posts_fts_words WHERE rowid IN (SELECT p.id FROM blog_posts p WHERE p.author_id = new.id);
  INSERT INTO blog_posts_fts(rowid, title, excerpt, author) SELECT p.id, p.title, p.excerpt, coalesce(nullif(trim(CASE WHEN json_valid(p.author) THEN json_extract(p.author, '$.name') END), ''), (SELECT trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) FROM users u WHERE u.id = p.author_id)) FROM blog_posts p WHERE p.author_id = new.id;
  INSERT INTO blog_posts_fts_words(rowid, title, excerpt, author) SELECT p.id, p.title, p.excerpt, coalesce(nullif(trim(CASE WHEN json_valid(p.author) THEN json_extract(p.author, '$.name') END), ''), (SELECT trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) FROM users u WHERE u.id = p.author_id)) FROM blog_posts p WHERE p.author_id = new.id;
END;--> statement-breakpoint
INSERT INTO blog_posts_fts(rowid, title, excerpt, author) SELECT p.id, p.title, p.excerpt, coalesce(nullif(trim(CASE WHEN json_valid(p.author) THEN json_extract(p.author, '$.name') END), ''), (SELECT trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) FROM users u WHERE u.id = p.author_id)) FROM blog_posts p;--> statement-breakpoint
INSERT INTO blog_posts_fts_words(rowid, title, excerpt, author) SELECT p.id, p.title, p.excerpt, coalesce(nullif(trim(CASE WHEN json_valid(p.author) THEN json_extract(p.author, '$.name') END), ''), (SELECT trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) FROM users u WHERE u.id = p.author_id)) FROM blog_posts p;

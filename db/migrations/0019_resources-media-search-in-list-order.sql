-- Search indexes keyed by the list's order (docs/decisions/0062-resources-and-media-search-in-list-order.md):
-- resources by (rating, review count, id), media items by (publication second, id), each packed into the rowid so a
-- search walks the index in the list's order. The triggers write and delete by that key and fire when the sort value
-- changes; both pairs of indexes are made again and refilled. Generated from app/models/resource-search.server.ts and
-- media-search.server.ts (searchIndexRekeySql), which recreate the same triggers at start. Keep them identical.
DROP TRIGGER IF EXISTS resources_fts_after_insert;--> statement-breakpoint
DROP TRIGGER IF EXISTS resources_fts_after_delete;--> statement-breakpoint
DROP TRIGGER IF EXISTS resources_fts_after_update;--> statement-breakpoint
DROP TABLE IF EXISTS resources_fts;--> statement-breakpoint
DROP TABLE IF EXISTS resources_fts_words;--> statement-breakpoint
CREATE VIRTUAL TABLE resources_fts USING fts5(name, description, tokenize = 'trigram');--> statement-breakpoint
CREATE VIRTUAL TABLE resources_fts_words USING fts5(name, description, tokenize = 'unicode61', prefix = '1 2');--> statement-breakpoint
CREATE TRIGGER resources_fts_after_insert AFTER INSERT ON resources BEGIN
  INSERT INTO resources_fts(rowid, name, description) VALUES ((coalesce(new.rating + 1, 0) * 1073741824 + min(new.review_count, 1073741823)) * 16777216 + new.id, new.name, new.description);
  INSERT INTO resources_fts_words(rowid, name, description) VALUES ((coalesce(new.rating + 1, 0) * 1073741824 + min(new.review_count, 1073741823)) * 16777216 + new.id, new.name, new.description);
END;--> statement-breakpoint
CREATE TRIGGER resources_fts_after_delete AFTER DELETE ON resources BEGIN
  DELETE FROM resources_fts WHERE rowid = (coalesce(old.rating + 1, 0) * 1073741824 + min(old.review_count, 1073741823)) * 16777216 + old.id;
  DELETE FROM resources_fts_words WHERE rowid = (coalesce(old.rating + 1, 0) * 1073741824 + min(old.review_count, 1073741823)) * 16777216 + old.id;
END;--> statement-breakpoint
CREATE TRIGGER resources_fts_after_update AFTER UPDATE OF id, name, description, rating, review_count ON resources BEGIN
  DELETE FROM resources_fts WHERE rowid = (coalesce(old.rating + 1, 0) * 1073741824 + min(old.review_count, 1073741823)) * 16777216 + old.id;
  DELETE FROM resources_fts_words WHERE rowid = (coalesce(old.rating + 1, 0) * 1073741824 + min(old.review_count, 1073741823)) * 16777216 + old.id;
  INSERT INTO resources_fts(rowid, name, description) VALUES ((coalesce(new.rating + 1, 0) * 1073741824 + min(new.review_count, 1073741823)) * 16777216 + new.id, new.name, new.description);
  INSERT INTO resources_fts_words(rowid, name, description) VALUES ((coalesce(new.rating + 1, 0) * 1073741824 + min(new.review_count, 1073741823)) * 16777216 + new.id, new.name, new.description);
END;--> statement-breakpoint
INSERT INTO resources_fts(rowid, name, description) SELECT (coalesce(p.rating + 1, 0) * 1073741824 + min(p.review_count, 1073741823)) * 16777216 + p.id, p.name, p.description FROM resources p;--> statement-breakpoint
INSERT INTO resources_fts_words(rowid, name, description) SELECT (coalesce(p.rating + 1, 0) * 1073741824 + min(p.review_count, 1073741823)) * 16777216 + p.id, p.name, p.description FROM resources p;--> statement-breakpoint
INSERT INTO resources_fts(resources_fts) VALUES ('optimize');--> statement-breakpoint
INSERT INTO resources_fts_words(resources_fts_words) VALUES ('optimize');--> statement-breakpoint
DROP TRIGGER IF EXISTS blog_posts_fts_after_insert;--> statement-breakpoint
DROP TRIGGER IF EXISTS blog_posts_fts_after_delete;--> statement-breakpoint
DROP TRIGGER IF EXISTS blog_posts_fts_after_update;--> statement-breakpoint
DROP TRIGGER IF EXISTS blog_posts_fts_after_author_rename;--> statement-breakpoint
DROP TABLE IF EXISTS blog_posts_fts;--> statement-breakpoint
DROP TABLE IF EXISTS blog_posts_fts_words;--> statement-breakpoint
CREATE VIRTUAL TABLE blog_posts_fts USING fts5(title, excerpt, author, tokenize = 'trigram');--> statement-breakpoint
CREATE VIRTUAL TABLE blog_posts_fts_words USING fts5(title, excerpt, author, tokenize = 'unicode61', prefix = '1 2');--> statement-breakpoint
CREATE TRIGGER blog_posts_fts_after_insert AFTER INSERT ON blog_posts BEGIN
  INSERT INTO blog_posts_fts(rowid, title, excerpt, author) VALUES ((max(coalesce(new.published_at, 0), 0) / 1000) * 16777216 + new.id, new.title, new.excerpt, coalesce(nullif(trim(CASE WHEN json_valid(new.author) THEN json_extract(new.author, '$.name') END), ''), (SELECT trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) FROM users u WHERE u.id = new.author_id)));
  INSERT INTO blog_posts_fts_words(rowid, title, excerpt, author) VALUES ((max(coalesce(new.published_at, 0), 0) / 1000) * 16777216 + new.id, new.title, new.excerpt, coalesce(nullif(trim(CASE WHEN json_valid(new.author) THEN json_extract(new.author, '$.name') END), ''), (SELECT trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) FROM users u WHERE u.id = new.author_id)));
END;--> statement-breakpoint
CREATE TRIGGER blog_posts_fts_after_delete AFTER DELETE ON blog_posts BEGIN
  DELETE FROM blog_posts_fts WHERE rowid = (max(coalesce(old.published_at, 0), 0) / 1000) * 16777216 + old.id;
  DELETE FROM blog_posts_fts_words WHERE rowid = (max(coalesce(old.published_at, 0), 0) / 1000) * 16777216 + old.id;
END;--> statement-breakpoint
CREATE TRIGGER blog_posts_fts_after_update AFTER UPDATE OF id, title, excerpt, author, author_id, published_at ON blog_posts BEGIN
  DELETE FROM blog_posts_fts WHERE rowid = (max(coalesce(old.published_at, 0), 0) / 1000) * 16777216 + old.id;
  DELETE FROM blog_posts_fts_words WHERE rowid = (max(coalesce(old.published_at, 0), 0) / 1000) * 16777216 + old.id;
  INSERT INTO blog_posts_fts(rowid, title, excerpt, author) VALUES ((max(coalesce(new.published_at, 0), 0) / 1000) * 16777216 + new.id, new.title, new.excerpt, coalesce(nullif(trim(CASE WHEN json_valid(new.author) THEN json_extract(new.author, '$.name') END), ''), (SELECT trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) FROM users u WHERE u.id = new.author_id)));
  INSERT INTO blog_posts_fts_words(rowid, title, excerpt, author) VALUES ((max(coalesce(new.published_at, 0), 0) / 1000) * 16777216 + new.id, new.title, new.excerpt, coalesce(nullif(trim(CASE WHEN json_valid(new.author) THEN json_extract(new.author, '$.name') END), ''), (SELECT trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) FROM users u WHERE u.id = new.author_id)));
END;--> statement-breakpoint
CREATE TRIGGER blog_posts_fts_after_author_rename AFTER UPDATE OF first_name, last_name ON users BEGIN
  DELETE FROM blog_posts_fts WHERE rowid IN (SELECT (max(coalesce(p.published_at, 0), 0) / 1000) * 16777216 + p.id FROM blog_posts p WHERE p.author_id = new.id);
  DELETE FROM blog_posts_fts_words WHERE rowid IN (SELECT (max(coalesce(p.published_at, 0), 0) / 1000) * 16777216 + p.id FROM blog_posts p WHERE p.author_id = new.id);
  INSERT INTO blog_posts_fts(rowid, title, excerpt, author) SELECT (max(coalesce(p.published_at, 0), 0) / 1000) * 16777216 + p.id, p.title, p.excerpt, coalesce(nullif(trim(CASE WHEN json_valid(p.author) THEN json_extract(p.author, '$.name') END), ''), (SELECT trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) FROM users u WHERE u.id = p.author_id)) FROM blog_posts p WHERE p.author_id = new.id;
  INSERT INTO blog_posts_fts_words(rowid, title, excerpt, author) SELECT (max(coalesce(p.published_at, 0), 0) / 1000) * 16777216 + p.id, p.title, p.excerpt, coalesce(nullif(trim(CASE WHEN json_valid(p.author) THEN json_extract(p.author, '$.name') END), ''), (SELECT trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) FROM users u WHERE u.id = p.author_id)) FROM blog_posts p WHERE p.author_id = new.id;
END;--> statement-breakpoint
INSERT INTO blog_posts_fts(rowid, title, excerpt, author) SELECT (max(coalesce(p.published_at, 0), 0) / 1000) * 16777216 + p.id, p.title, p.excerpt, coalesce(nullif(trim(CASE WHEN json_valid(p.author) THEN json_extract(p.author, '$.name') END), ''), (SELECT trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) FROM users u WHERE u.id = p.author_id)) FROM blog_posts p;--> statement-breakpoint
INSERT INTO blog_posts_fts_words(rowid, title, excerpt, author) SELECT (max(coalesce(p.published_at, 0), 0) / 1000) * 16777216 + p.id, p.title, p.excerpt, coalesce(nullif(trim(CASE WHEN json_valid(p.author) THEN json_extract(p.author, '$.name') END), ''), (SELECT trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) FROM users u WHERE u.id = p.author_id)) FROM blog_posts p;--> statement-breakpoint
INSERT INTO blog_posts_fts(blog_posts_fts) VALUES ('optimize');--> statement-breakpoint
INSERT INTO blog_posts_fts_words(blog_posts_fts_words) VALUES ('optimize');
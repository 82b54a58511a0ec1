-- Pair keys of two filters in the substring search index (docs/decisions/0146-scaling-searches-walked-ids-and-filter-pair-keys.md):
-- startups_fts gains k_sector_stage, k_sector_location and k_stage_location, each one trigram that starts with a
-- control character (as the keys of 0056, docs/decisions/0143), so that a search with two equality filters merges one
-- short doclist of their startups with the search's. The index is made again, refilled from the startups table and
-- merged; the triggers are made again (their text names the new columns). The word-prefix index
-- (startups_fts_words) is unchanged. Generated from app/models/startup-search.server.ts (SEARCH_TABLES_SQL,
-- SEARCH_TRIGGERS_SQL, refillSearchSql, optimizeSearchSql), which makes the same table and triggers again at start
-- (ensureStartupSearch) if they differ.
DROP TRIGGER IF EXISTS startups_fts_after_insert;--> statement-breakpoint
DROP TRIGGER IF EXISTS startups_fts_after_delete;--> statement-breakpoint
DROP TRIGGER IF EXISTS startups_fts_after_update;--> statement-breakpoint
DROP TABLE IF EXISTS startups_fts;--> statement-breakpoint
CREATE VIRTUAL TABLE startups_fts USING fts5(name, description, sector, location, tech_stack, k_sector, k_stage, k_location, k_team, k_name, k_sector_team, k_sector_name, k_stage_team, k_stage_name, k_location_team, k_location_name, k_sector_stage, k_sector_location, k_stage_location, content = '', contentless_delete = 1, tokenize = 'trigram');--> statement-breakpoint
INSERT INTO startups_fts(rowid, name, description, sector, location, tech_stack, k_sector, k_stage, k_location, k_team, k_name, k_sector_team, k_sector_name, k_stage_team, k_stage_name, k_location_team, k_location_name, k_sector_stage, k_sector_location, k_stage_location)
SELECT s.id, s.name, s.description,
  coalesce(s.sector, '') || ' ' || (CASE s.sector
      WHEN 'fintech' THEN 'Fintech'
      WHEN 'healthtech' THEN 'HealthTech'
      WHEN 'edtech' THEN 'EdTech'
      WHEN 'cleantech' THEN 'CleanTech'
      WHEN 'ecommerce' THEN 'E-commerce'
      WHEN 'saas' THEN 'SaaS'
      WHEN 'ai' THEN 'AI'
      WHEN 'blockchain' THEN 'Blockchain'
      WHEN 'mobility' THEN 'Mobility'
      WHEN 'marketplace' THEN 'Marketplace'
      WHEN 'proptech' THEN 'PropTech'
      WHEN 'insurtech' THEN 'InsurTech'
      WHEN 'foodtech' THEN 'FoodTech'
      WHEN 'gaming' THEN 'Gaming'
      WHEN 'enterprise-software' THEN 'Enterprise Software'
      WHEN 'deep-tech' THEN 'Deep Tech'
      WHEN 'automotive' THEN 'Automotive'
      WHEN 'real-estate' THEN 'Real Estate'
      WHEN 'cybersecurity' THEN 'Cybersecurity'
      WHEN 'agritech' THEN 'AgriTech'
      WHEN 'mobile' THEN 'Mobile'
      WHEN 'logistics' THEN 'Logistics'
      WHEN 'other' THEN 'Other'
      ELSE '' END),
  s.location,
  (CASE WHEN json_valid(s.tech_stack) THEN (SELECT group_concat(value, ' | ') FROM json_each(s.tech_stack)) END),
    (CASE WHEN s.sector IS NULL OR s.sector = '' THEN NULL ELSE char(4, 19968 + length(s.sector) % 20000, 19968 + ((length(s.sector) * 131 + unicode(s.sector) * 7 + unicode(substr(s.sector, -1)) * 13 + unicode(substr(s.sector, length(s.sector) / 2 + 1)) * 31) % 20000)) END),
    (CASE WHEN s.stage IS NULL OR s.stage = '' THEN NULL ELSE char(5, 19968 + length(s.stage) % 20000, 19968 + ((length(s.stage) * 131 + unicode(s.stage) * 7 + unicode(substr(s.stage, -1)) * 13 + unicode(substr(s.stage, length(s.stage) / 2 + 1)) * 31) % 20000)) END),
    (CASE WHEN s.location IS NULL OR s.location = '' THEN NULL ELSE char(6, 19968 + length(s.location) % 20000, 19968 + ((length(s.location) * 131 + unicode(s.location) * 7 + unicode(substr(s.location, -1)) * 13 + unicode(substr(s.location, length(s.location) / 2 + 1)) * 31) % 20000)) END),
    (CASE WHEN s.team_size IS NULL THEN NULL ELSE char(1, 19968 + (CASE WHEN s.team_size < 100 THEN max(s.team_size, 0) WHEN s.team_size < 1000 THEN 90 + s.team_size / 10 WHEN s.team_size < 10000 THEN 180 + s.team_size / 100 WHEN s.team_size < 100000 THEN 270 + s.team_size / 1000 ELSE 360 + min(s.team_size, 2000000) / 10000 END), 19968 + 0) END),
    (CASE WHEN s.name IS NULL THEN NULL ELSE char(2, 19968 + min(coalesce(unicode(substr(lower(s.name), 1, 1)), 0), 127) * 128 + min(coalesce(unicode(substr(lower(s.name), 2, 1)), 0), 127), 19968 + min(coalesce(unicode(substr(lower(s.name), 3, 1)), 0), 127)) END),
    (CASE WHEN s.sector IS NULL OR s.sector = '' THEN NULL ELSE (CASE WHEN s.team_size IS NULL THEN NULL ELSE char(14, 19968 + ((length(s.sector) * 131 + unicode(s.sector) * 7 + unicode(substr(s.sector, -1)) * 13 + unicode(substr(s.sector, length(s.sector) / 2 + 1)) * 31) % 20000), 19968 + (CASE WHEN s.team_size < 100 THEN max(s.team_size, 0) WHEN s.team_size < 1000 THEN 90 + s.team_size / 10 WHEN s.team_size < 10000 THEN 180 + s.team_size / 100 WHEN s.team_size < 100000 THEN 270 + s.team_size / 1000 ELSE 360 + min(s.team_size, 2000000) / 10000 END)) END) END),
    (CASE WHEN s.sector IS NULL OR s.sector = '' THEN NULL ELSE (CASE WHEN s.name IS NULL THEN NULL ELSE char(17, 19968 + ((length(s.sector) * 131 + unicode(s.sector) * 7 + unicode(substr(s.sector, -1)) * 13 + unicode(substr(s.sector, length(s.sector) / 2 + 1)) * 31) % 20000), 19968 + min(coalesce(unicode(substr(lower(s.name), 1, 1)), 0), 127) * 128 + min(coalesce(unicode(substr(lower(s.name), 2, 1)), 0), 127)) END) END),
    (CASE WHEN s.stage IS NULL OR s.stage = '' THEN NULL ELSE (CASE WHEN s.team_size IS NULL THEN NULL ELSE char(15, 19968 + ((length(s.stage) * 131 + unicode(s.stage) * 7 + unicode(substr(s.stage, -1)) * 13 + unicode(substr(s.stage, length(s.stage) / 2 + 1)) * 31) % 20000), 19968 + (CASE WHEN s.team_size < 100 THEN max(s.team_size, 0) WHEN s.team_size < 1000 THEN 90 + s.team_size / 10 WHEN s.team_size < 10000 THEN 180 + s.team_size / 100 WHEN s.team_size < 100000 THEN 270 + s.team_size / 1000 ELSE 360 + min(s.team_size, 2000000) / 10000 END)) END) END),
    (CASE WHEN s.stage IS NULL OR s.stage = '' THEN NULL ELSE (CASE WHEN s.name IS NULL THEN NULL ELSE char(18, 19968 + ((length(s.stage) * 131 + unicode(s.stage) * 7 + unicode(substr(s.stage, -1)) * 13 + unicode(substr(s.stage, length(s.stage) / 2 + 1)) * 31) % 20000), 19968 + min(coalesce(unicode(substr(lower(s.name), 1, 1)), 0), 127) * 128 + min(coalesce(unicode(substr(lower(s.name), 2, 1)), 0), 127)) END) END),
    (CASE WHEN s.location IS NULL OR s.location = '' THEN NULL ELSE (CASE WHEN s.team_size IS NULL THEN NULL ELSE char(16, 19968 + ((length(s.location) * 131 + unicode(s.location) * 7 + unicode(substr(s.location, -1)) * 13 + unicode(substr(s.location, length(s.location) / 2 + 1)) * 31) % 20000), 19968 + (CASE WHEN s.team_size < 100 THEN max(s.team_size, 0) WHEN s.team_size < 1000 THEN 90 + s.team_size / 10 WHEN s.team_size < 10000 THEN 180 + s.team_size / 100 WHEN s.team_size < 100000 THEN 270 + s.team_size / 1000 ELSE 360 + min(s.team_size, 2000000) / 10000 END)) END) END),
    (CASE WHEN s.location IS NULL OR s.location = '' THEN NULL ELSE (CASE WHEN s.name IS NULL THEN NULL ELSE char(19, 19968 + ((length(s.location) * 131 + unicode(s.location) * 7 + unicode(substr(s.location, -1)) * 13 + unicode(substr(s.location, length(s.location) / 2 + 1)) * 31) % 20000), 19968 + min(coalesce(unicode(substr(lower(s.name), 1, 1)), 0), 127) * 128 + min(coalesce(unicode(substr(lower(s.name), 2, 1)), 0), 127)) END) END),
    (CASE WHEN s.sector IS NULL OR s.sector = '' THEN NULL ELSE (CASE WHEN s.stage IS NULL OR s.stage = '' THEN NULL ELSE char(20, 19968 + ((length(s.sector) * 131 + unicode(s.sector) * 7 + unicode(substr(s.sector, -1)) * 13 + unicode(substr(s.sector, length(s.sector) / 2 + 1)) * 31) % 20000), 19968 + ((length(s.stage) * 131 + unicode(s.stage) * 7 + unicode(substr(s.stage, -1)) * 13 + unicode(substr(s.stage, length(s.stage) / 2 + 1)) * 31) % 20000)) END) END),
    (CASE WHEN s.sector IS NULL OR s.sector = '' THEN NULL ELSE (CASE WHEN s.location IS NULL OR s.location = '' THEN NULL ELSE char(21, 19968 + ((length(s.sector) * 131 + unicode(s.sector) * 7 + unicode(substr(s.sector, -1)) * 13 + unicode(substr(s.sector, length(s.sector) / 2 + 1)) * 31) % 20000), 19968 + ((length(s.location) * 131 + unicode(s.location) * 7 + unicode(substr(s.location, -1)) * 13 + unicode(substr(s.location, length(s.location) / 2 + 1)) * 31) % 20000)) END) END),
    (CASE WHEN s.stage IS NULL OR s.stage = '' THEN NULL ELSE (CASE WHEN s.location IS NULL OR s.location = '' THEN NULL ELSE char(22, 19968 + ((length(s.stage) * 131 + unicode(s.stage) * 7 + unicode(substr(s.stage, -1)) * 13 + unicode(substr(s.stage, length(s.stage) / 2 + 1)) * 31) % 20000), 19968 + ((length(s.location) * 131 + unicode(s.location) * 7 + unicode(substr(s.location, -1)) * 13 + unicode(substr(s.location, length(s.location) / 2 + 1)) * 31) % 20000)) END) END)
FROM startups s;--> statement-breakpoint
INSERT INTO startups_fts(startups_fts) VALUES ('optimize');--> statement-breakpoint
CREATE TRIGGER startups_fts_after_insert AFTER INSERT ON startups BEGIN
  INSERT INTO startups_fts(rowid, name, description, sector, location, tech_stack, k_sector, k_stage, k_location, k_team, k_name, k_sector_team, k_sector_name, k_stage_team, k_stage_name, k_location_team, k_location_name, k_sector_stage, k_sector_location, k_stage_location) VALUES (
    new.id, new.name, new.description,
    coalesce(new.sector, '') || ' ' || (CASE new.sector
      WHEN 'fintech' THEN 'Fintech'
      WHEN 'healthtech' THEN 'HealthTech'
      WHEN 'edtech' THEN 'EdTech'
      WHEN 'cleantech' THEN 'CleanTech'
      WHEN 'ecommerce' THEN 'E-commerce'
      WHEN 'saas' THEN 'SaaS'
      WHEN 'ai' THEN 'AI'
      WHEN 'blockchain' THEN 'Blockchain'
      WHEN 'mobility' THEN 'Mobility'
      WHEN 'marketplace' THEN 'Marketplace'
      WHEN 'proptech' THEN 'PropTech'
      WHEN 'insurtech' THEN 'InsurTech'
      WHEN 'foodtech' THEN 'FoodTech'
      WHEN 'gaming' THEN 'Gaming'
      WHEN 'enterprise-software' THEN 'Enterprise Software'
      WHEN 'deep-tech' THEN 'Deep Tech'
      WHEN 'automotive' THEN 'Automotive'
      WHEN 'real-estate' THEN 'Real Estate'
      WHEN 'cybersecurity' THEN 'Cybersecurity'
      WHEN 'agritech' THEN 'AgriTech'
      WHEN 'mobile' THEN 'Mobile'
      WHEN 'logistics' THEN 'Logistics'
      WHEN 'other' THEN 'Other'
      ELSE '' END),
    new.location,
    (CASE WHEN json_valid(new.tech_stack) THEN (SELECT group_concat(value, ' | ') FROM json_each(new.tech_stack)) END),
    (CASE WHEN new.sector IS NULL OR new.sector = '' THEN NULL ELSE char(4, 19968 + length(new.sector) % 20000, 19968 + ((length(new.sector) * 131 + unicode(new.sector) * 7 + unicode(substr(new.sector, -1)) * 13 + unicode(substr(new.sector, length(new.sector) / 2 + 1)) * 31) % 20000)) END),
    (CASE WHEN new.stage IS NULL OR new.stage = '' THEN NULL ELSE char(5, 19968 + length(new.stage) % 20000, 19968 + ((length(new.stage) * 131 + unicode(new.stage) * 7 + unicode(substr(new.stage, -1)) * 13 + unicode(substr(new.stage, length(new.stage) / 2 + 1)) * 31) % 20000)) END),
    (CASE WHEN new.location IS NULL OR new.location = '' THEN NULL ELSE char(6, 19968 + length(new.location) % 20000, 19968 + ((length(new.location) * 131 + unicode(new.location) * 7 + unicode(substr(new.location, -1)) * 13 + unicode(substr(new.location, length(new.location) / 2 + 1)) * 31) % 20000)) END),
    (CASE WHEN new.team_size IS NULL THEN NULL ELSE char(1, 19968 + (CASE WHEN new.team_size < 100 THEN max(new.team_size, 0) WHEN new.team_size < 1000 THEN 90 + new.team_size / 10 WHEN new.team_size < 10000 THEN 180 + new.team_size / 100 WHEN new.team_size < 100000 THEN 270 + new.team_size / 1000 ELSE 360 + min(new.team_size, 2000000) / 10000 END), 19968 + 0) END),
    (CASE WHEN new.name IS NULL THEN NULL ELSE char(2, 19968 + min(coalesce(unicode(substr(lower(new.name), 1, 1)), 0), 127) * 128 + min(coalesce(unicode(substr(lower(new.name), 2, 1)), 0), 127), 19968 + min(coalesce(unicode(substr(lower(new.name), 3, 1)), 0), 127)) END),
    (CASE WHEN new.sector IS NULL OR new.sector = '' THEN NULL ELSE (CASE WHEN new.team_size IS NULL THEN NULL ELSE char(14, 19968 + ((length(new.sector) * 131 + unicode(new.sector) * 7 + unicode(substr(new.sector, -1)) * 13 + unicode(substr(new.sector, length(new.sector) / 2 + 1)) * 31) % 20000), 19968 + (CASE WHEN new.team_size < 100 THEN max(new.team_size, 0) WHEN new.team_size < 1000 THEN 90 + new.team_size / 10 WHEN new.team_size < 10000 THEN 180 + new.team_size / 100 WHEN new.team_size < 100000 THEN 270 + new.team_size / 1000 ELSE 360 + min(new.team_size, 2000000) / 10000 END)) END) END),
    (CASE WHEN new.sector IS NULL OR new.sector = '' THEN NULL ELSE (CASE WHEN new.name IS NULL THEN NULL ELSE char(17, 19968 + ((length(new.sector) * 131 + unicode(new.sector) * 7 + unicode(substr(new.sector, -1)) * 13 + unicode(substr(new.sector, length(new.sector) / 2 + 1)) * 31) % 20000), 19968 + min(coalesce(unicode(substr(lower(new.name), 1, 1)), 0), 127) * 128 + min(coalesce(unicode(substr(lower(new.name), 2, 1)), 0), 127)) END) END),
    (CASE WHEN new.stage IS NULL OR new.stage = '' THEN NULL ELSE (CASE WHEN new.team_size IS NULL THEN NULL ELSE char(15, 19968 + ((length(new.stage) * 131 + unicode(new.stage) * 7 + unicode(substr(new.stage, -1)) * 13 + unicode(substr(new.stage, length(new.stage) / 2 + 1)) * 31) % 20000), 19968 + (CASE WHEN new.team_size < 100 THEN max(new.team_size, 0) WHEN new.team_size < 1000 THEN 90 + new.team_size / 10 WHEN new.team_size < 10000 THEN 180 + new.team_size / 100 WHEN new.team_size < 100000 THEN 270 + new.team_size / 1000 ELSE 360 + min(new.team_size, 2000000) / 10000 END)) END) END),
    (CASE WHEN new.stage IS NULL OR new.stage = '' THEN NULL ELSE (CASE WHEN new.name IS NULL THEN NULL ELSE char(18, 19968 + ((length(new.stage) * 131 + unicode(new.stage) * 7 + unicode(substr(new.stage, -1)) * 13 + unicode(substr(new.stage, length(new.stage) / 2 + 1)) * 31) % 20000), 19968 + min(coalesce(unicode(substr(lower(new.name), 1, 1)), 0), 127) * 128 + min(coalesce(unicode(substr(lower(new.name), 2, 1)), 0), 127)) END) END),
    (CASE WHEN new.location IS NULL OR new.location = '' THEN NULL ELSE (CASE WHEN new.team_size IS NULL THEN NULL ELSE char(16, 19968 + ((length(new.location) * 131 + unicode(new.location) * 7 + unicode(substr(new.location, -1)) * 13 + unicode(substr(new.location, length(new.location) / 2 + 1)) * 31) % 20000), 19968 + (CASE WHEN new.team_size < 100 THEN max(new.team_size, 0) WHEN new.team_size < 1000 THEN 90 + new.team_size / 10 WHEN new.team_size < 10000 THEN 180 + new.team_size / 100 WHEN new.team_size < 100000 THEN 270 + new.team_size / 1000 ELSE 360 + min(new.team_size, 2000000) / 10000 END)) END) END),
    (CASE WHEN new.location IS NULL OR new.location = '' THEN NULL ELSE (CASE WHEN new.name IS NULL THEN NULL ELSE char(19, 19968 + ((length(new.location) * 131 + unicode(new.location) * 7 + unicode(substr(new.location, -1)) * 13 + unicode(substr(new.location, length(new.location) / 2 + 1)) * 31) % 20000), 19968 + min(coalesce(unicode(substr(lower(new.name), 1, 1)), 0), 127) * 128 + min(coalesce(unicode(substr(lower(new.name), 2, 1)), 0), 127)) END) END),
    (CASE WHEN new.sector IS NULL OR new.sector = '' THEN NULL ELSE (CASE WHEN new.stage IS NULL OR new.stage = '' THEN NULL ELSE char(20, 19968 + ((length(new.sector) * 131 + unicode(new.sector) * 7 + unicode(substr(new.sector, -1)) * 13 + unicode(substr(new.sector, length(new.sector) / 2 + 1)) * 31) % 20000), 19968 + ((length(new.stage) * 131 + unicode(new.stage) * 7 + unicode(substr(new.stage, -1)) * 13 + unicode(substr(new.stage, length(new.stage) / 2 + 1)) * 31) % 20000)) END) END),
    (CASE WHEN new.sector IS NULL OR new.sector = '' THEN NULL ELSE (CASE WHEN new.location IS NULL OR new.location = '' THEN NULL ELSE char(21, 19968 + ((length(new.sector) * 131 + unicode(new.sector) * 7 + unicode(substr(new.sector, -1)) * 13 + unicode(substr(new.sector, length(new.sector) / 2 + 1)) * 31) % 20000), 19968 + ((length(new.location) * 131 + unicode(new.location) * 7 + unicode(substr(new.location, -1)) * 13 + unicode(substr(new.location, length(new.location) / 2 + 1)) * 31) % 20000)) END) END),
    (CASE WHEN new.stage IS NULL OR new.stage = '' THEN NULL ELSE (CASE WHEN new.location IS NULL OR new.location = '' THEN NULL ELSE char(22, 19968 + ((length(new.stage) * 131 + unicode(new.stage) * 7 + unicode(substr(new.stage, -1)) * 13 + unicode(substr(new.stage, length(new.stage) / 2 + 1)) * 31) % 20000), 19968 + ((length(new.location) * 131 + unicode(new.location) * 7 + unicode(substr(new.location, -1)) * 13 + unicode(substr(new.location, length(new.location) / 2 + 1)) * 31) % 20000)) END) END)
  );
  INSERT INTO startups_fts_words(rowid, name, description, sector, location, tech_stack) VALUES (
    new.id, new.name, new.description,
    coalesce(new.sector, '') || ' ' || (CASE new.sector
      WHEN 'fintech' THEN 'Fintech'
      WHEN 'healthtech' THEN 'HealthTech'
      WHEN 'edtech' THEN 'EdTech'
      WHEN 'cleantech' THEN 'CleanTech'
      WHEN 'ecommerce' THEN 'E-commerce'
      WHEN 'saas' THEN 'SaaS'
      WHEN 'ai' THEN 'AI'
      WHEN 'blockchain' THEN 'Blockchain'
      WHEN 'mobility' THEN 'Mobility'
      WHEN 'marketplace' THEN 'Marketplace'
      WHEN 'proptech' THEN 'PropTech'
      WHEN 'insurtech' THEN 'InsurTech'
      WHEN 'foodtech' THEN 'FoodTech'
      WHEN 'gaming' THEN 'Gaming'
      WHEN 'enterprise-software' THEN 'Enterprise Software'
      WHEN 'deep-tech' THEN 'Deep Tech'
      WHEN 'automotive' THEN 'Automotive'
      WHEN 'real-estate' THEN 'Real Estate'
      WHEN 'cybersecurity' THEN 'Cybersecurity'
      WHEN 'agritech' THEN 'AgriTech'
      WHEN 'mobile' THEN 'Mobile'
      WHEN 'logistics' THEN 'Logistics'
      WHEN 'other' THEN 'Other'
      ELSE '' END),
    new.location,
    (CASE WHEN json_valid(new.tech_stack) THEN (SELECT group_concat(value, ' | ') FROM json_each(new.tech_stack)) END)
  );
END;--> statement-breakpoint
CREATE TRIGGER startups_fts_after_delete AFTER DELETE ON startups BEGIN
  DELETE FROM startups_fts WHERE rowid = old.id;
  DELETE FROM startups_fts_words WHERE rowid = old.id;
END;--> statement-breakpoint
CREATE TRIGGER startups_fts_after_update AFTER UPDATE OF id, name, description, sector, location, tech_stack, team_size, stage ON startups BEGIN
  DELETE FROM startups_fts WHERE rowid = old.id;
  DELETE FROM startups_fts_words WHERE rowid = old.id;
  INSERT INTO startups_fts(rowid, name, description, sector, location, tech_stack, k_sector, k_stage, k_location, k_team, k_name, k_sector_team, k_sector_name, k_stage_team, k_stage_name, k_location_team, k_location_name, k_sector_stage, k_sector_location, k_stage_location) VALUES (
    new.id, new.name, new.description,
    coalesce(new.sector, '') || ' ' || (CASE new.sector
      WHEN 'fintech' THEN 'Fintech'
      WHEN 'healthtech' THEN 'HealthTech'
      WHEN 'edtech' THEN 'EdTech'
      WHEN 'cleantech' THEN 'CleanTech'
      WHEN 'ecommerce' THEN 'E-commerce'
      WHEN 'saas' THEN 'SaaS'
      WHEN 'ai' THEN 'AI'
      WHEN 'blockchain' THEN 'Blockchain'
      WHEN 'mobility' THEN 'Mobility'
      WHEN 'marketplace' THEN 'Marketplace'
      WHEN 'proptech' THEN 'PropTech'
      WHEN 'insurtech' THEN 'InsurTech'
      WHEN 'foodtech' THEN 'FoodTech'
      WHEN 'gaming' THEN 'Gaming'
      WHEN 'enterprise-software' THEN 'Enterprise Software'
      WHEN 'deep-tech' THEN 'Deep Tech'
      WHEN 'automotive' THEN 'Automotive'
      WHEN 'real-estate' THEN 'Real Estate'
      WHEN 'cybersecurity' THEN 'Cybersecurity'
      WHEN 'agritech' THEN 'AgriTech'
      WHEN 'mobile' THEN 'Mobile'
      WHEN 'logistics' THEN 'Logistics'
      WHEN 'other' THEN 'Other'
      ELSE '' END),
    new.location,
    (CASE WHEN json_valid(new.tech_stack) THEN (SELECT group_concat(value, ' | ') FROM json_each(new.tech_stack)) END),
    (CASE WHEN new.sector IS NULL OR new.sector = '' THEN NULL ELSE char(4, 19968 + length(new.sector) % 20000, 19968 + ((length(new.sector) * 131 + unicode(new.sector) * 7 + unicode(substr(new.sector, -1)) * 13 + unicode(substr(new.sector, length(new.sector) / 2 + 1)) * 31) % 20000)) END),
    (CASE WHEN new.stage IS NULL OR new.stage = '' THEN NULL ELSE char(5, 19968 + length(new.stage) % 20000, 19968 + ((length(new.stage) * 131 + unicode(new.stage) * 7 + unicode(substr(new.stage, -1)) * 13 + unicode(substr(new.stage, length(new.stage) / 2 + 1)) * 31) % 20000)) END),
    (CASE WHEN new.location IS NULL OR new.location = '' THEN NULL ELSE char(6, 19968 + length(new.location) % 20000, 19968 + ((length(new.location) * 131 + unicode(new.location) * 7 + unicode(substr(new.location, -1)) * 13 + unicode(substr(new.location, length(new.location) / 2 + 1)) * 31) % 20000)) END),
    (CASE WHEN new.team_size IS NULL THEN NULL ELSE char(1, 19968 + (CASE WHEN new.team_size < 100 THEN max(new.team_size, 0) WHEN new.team_size < 1000 THEN 90 + new.team_size / 10 WHEN new.team_size < 10000 THEN 180 + new.team_size / 100 WHEN new.team_size < 100000 THEN 270 + new.team_size / 1000 ELSE 360 + min(new.team_size, 2000000) / 10000 END), 19968 + 0) END),
    (CASE WHEN new.name IS NULL THEN NULL ELSE char(2, 19968 + min(coalesce(unicode(substr(lower(new.name), 1, 1)), 0), 127) * 128 + min(coalesce(unicode(substr(lower(new.name), 2, 1)), 0), 127), 19968 + min(coalesce(unicode(substr(lower(new.name), 3, 1)), 0), 127)) END),
    (CASE WHEN new.sector IS NULL OR new.sector = '' THEN NULL ELSE (CASE WHEN new.team_size IS NULL THEN NULL ELSE char(14, 19968 + ((length(new.sector) * 131 + unicode(new.sector) * 7 + unicode(substr(new.sector, -1)) * 13 + unicode(substr(new.sector, length(new.sector) / 2 + 1)) * 31) % 20000), 19968 + (CASE WHEN new.team_size < 100 THEN max(new.team_size, 0) WHEN new.team_size < 1000 THEN 90 + new.team_size / 10 WHEN new.team_size < 10000 THEN 180 + new.team_size / 100 WHEN new.team_size < 100000 THEN 270 + new.team_size / 1000 ELSE 360 + min(new.team_size, 2000000) / 10000 END)) END) END),
    (CASE WHEN new.sector IS NULL OR new.sector = '' THEN NULL ELSE (CASE WHEN new.name IS NULL THEN NULL ELSE char(17, 19968 + ((length(new.sector) * 131 + unicode(new.sector) * 7 + unicode(substr(new.sector, -1)) * 13 + unicode(substr(new.sector, length(new.sector) / 2 + 1)) * 31) % 20000), 19968 + min(coalesce(unicode(substr(lower(new.name), 1, 1)), 0), 127) * 128 + min(coalesce(unicode(substr(lower(new.name), 2, 1)), 0), 127)) END) END),
    (CASE WHEN new.stage IS NULL OR new.stage = '' THEN NULL ELSE (CASE WHEN new.team_size IS NULL THEN NULL ELSE char(15, 19968 + ((length(new.stage) * 131 + unicode(new.stage) * 7 + unicode(substr(new.stage, -1)) * 13 + unicode(substr(new.stage, length(new.stage) / 2 + 1)) * 31) % 20000), 19968 + (CASE WHEN new.team_size < 100 THEN max(new.team_size, 0) WHEN new.team_size < 1000 THEN 90 + new.team_size / 10 WHEN new.team_size < 10000 THEN 180 + new.team_size / 100 WHEN new.team_size < 100000 THEN 270 + new.team_size / 1000 ELSE 360 + min(new.team_size, 2000000) / 10000 END)) END) END),
    (CASE WHEN new.stage IS NULL OR new.stage = '' THEN NULL ELSE (CASE WHEN new.name IS NULL THEN NULL ELSE char(18, 19968 + ((length(new.stage) * 131 + unicode(new.stage) * 7 + unicode(substr(new.stage, -1)) * 13 + unicode(substr(new.stage, length(new.stage) / 2 + 1)) * 31) % 20000), 19968 + min(coalesce(unicode(substr(lower(new.name), 1, 1)), 0), 127) * 128 + min(coalesce(unicode(substr(lower(new.name), 2, 1)), 0), 127)) END) END),
    (CASE WHEN new.location IS NULL OR new.location = '' THEN NULL ELSE (CASE WHEN new.team_size IS NULL THEN NULL ELSE char(16, 19968 + ((length(new.location) * 131 + unicode(new.location) * 7 + unicode(substr(new.location, -1)) * 13 + unicode(substr(new.location, length(new.location) / 2 + 1)) * 31) % 20000), 19968 + (CASE WHEN new.team_size < 100 THEN max(new.team_size, 0) WHEN new.team_size < 1000 THEN 90 + new.team_size / 10 WHEN new.team_size < 10000 THEN 180 + new.team_size / 100 WHEN new.team_size < 100000 THEN 270 + new.team_size / 1000 ELSE 360 + min(new.team_size, 2000000) / 10000 END)) END) END),
    (CASE WHEN new.location IS NULL OR new.location = '' THEN NULL ELSE (CASE WHEN new.name IS NULL THEN NULL ELSE char(19, 19968 + ((length(new.location) * 131 + unicode(new.location) * 7 + unicode(substr(new.location, -1)) * 13 + unicode(substr(new.location, length(new.location) / 2 + 1)) * 31) % 20000), 19968 + min(coalesce(unicode(substr(lower(new.name), 1, 1)), 0), 127) * 128 + min(coalesce(unicode(substr(lower(new.name), 2, 1)), 0), 127)) END) END),
    (CASE WHEN new.sector IS NULL OR new.sector = '' THEN NULL ELSE (CASE WHEN new.stage IS NULL OR new.stage = '' THEN NULL ELSE char(20, 19968 + ((length(new.sector) * 131 + unicode(new.sector) * 7 + unicode(substr(new.sector, -1)) * 13 + unicode(substr(new.sector, length(new.sector) / 2 + 1)) * 31) % 20000), 19968 + ((length(new.stage) * 131 + unicode(new.stage) * 7 + unicode(substr(new.stage, -1)) * 13 + unicode(substr(new.stage, length(new.stage) / 2 + 1)) * 31) % 20000)) END) END),
    (CASE WHEN new.sector IS NULL OR new.sector = '' THEN NULL ELSE (CASE WHEN new.location IS NULL OR new.location = '' THEN NULL ELSE char(21, 19968 + ((length(new.sector) * 131 + unicode(new.sector) * 7 + unicode(substr(new.sector, -1)) * 13 + unicode(substr(new.sector, length(new.sector) / 2 + 1)) * 31) % 20000), 19968 + ((length(new.location) * 131 + unicode(new.location) * 7 + unicode(substr(new.location, -1)) * 13 + unicode(substr(new.location, length(new.location) / 2 + 1)) * 31) % 20000)) END) END),
    (CASE WHEN new.stage IS NULL OR new.stage = '' THEN NULL ELSE (CASE WHEN new.location IS NULL OR new.location = '' THEN NULL ELSE char(22, 19968 + ((length(new.stage) * 131 + unicode(new.stage) * 7 + unicode(substr(new.stage, -1)) * 13 + unicode(substr(new.stage, length(new.stage) / 2 + 1)) * 31) % 20000), 19968 + ((length(new.location) * 131 + unicode(new.location) * 7 + unicode(substr(new.location, -1)) * 13 + unicode(substr(new.location, length(new.location) / 2 + 1)) * 31) % 20000)) END) END)
  );
  INSERT INTO startups_fts_words(rowid, name, description, sector, location, tech_stack) VALUES (
    new.id, new.name, new.description,
    coalesce(new.sector, '') || ' ' || (CASE new.sector
      WHEN 'fintech' THEN 'Fintech'
      WHEN 'healthtech' THEN 'HealthTech'
      WHEN 'edtech' THEN 'EdTech'
      WHEN 'cleantech' THEN 'CleanTech'
      WHEN 'ecommerce' THEN 'E-commerce'
      WHEN 'saas' THEN 'SaaS'
      WHEN 'ai' THEN 'AI'
      WHEN 'blockchain' THEN 'Blockchain'
      WHEN 'mobility' THEN 'Mobility'
      WHEN 'marketplace' THEN 'Marketplace'
      WHEN 'proptech' THEN 'PropTech'
      WHEN 'insurtech' THEN 'InsurTech'
      WHEN 'foodtech' THEN 'FoodTech'
      WHEN 'gaming' THEN 'Gaming'
      WHEN 'enterprise-software' THEN 'Enterprise Software'
      WHEN 'deep-tech' THEN 'Deep Tech'
      WHEN 'automotive' THEN 'Automotive'
      WHEN 'real-estate' THEN 'Real Estate'
      WHEN 'cybersecurity' THEN 'Cybersecurity'
      WHEN 'agritech' THEN 'AgriTech'
      WHEN 'mobile' THEN 'Mobile'
      WHEN 'logistics' THEN 'Logistics'
      WHEN 'other' THEN 'Other'
      ELSE '' END),
    new.location,
    (CASE WHEN json_valid(new.tech_stack) THEN (SELECT group_concat(value, ' | ') FROM json_each(new.tech_stack)) END)
  );
END;

-- The startup search indexes keep the index only, not their own copy of the text
-- (docs/decisions/0090-seed-at-scale-and-fts-size.md): both become contentless (content = '', with
-- contentless_delete = 1 so the triggers, unchanged, still delete by rowid), and the word-prefix index keeps no
-- positions (detail = none). Both are made again, refilled from the startups table and merged into one segment.
-- Generated from app/models/startup-search.server.ts (SEARCH_TABLES_SQL, refillSearchSql, optimizeSearchSql), which
-- makes the same tables again at start (ensureStartupSearch) if their definition differs. Keep the two identical.
DROP TABLE IF EXISTS startups_fts;--> statement-breakpoint
DROP TABLE IF EXISTS startups_fts_words;--> statement-breakpoint
CREATE VIRTUAL TABLE startups_fts USING fts5(name, description, sector, location, tech_stack, content = '', contentless_delete = 1, tokenize = 'trigram');--> statement-breakpoint
CREATE VIRTUAL TABLE startups_fts_words USING fts5(name, description, sector, location, tech_stack, content = '', contentless_delete = 1, detail = none, tokenize = 'unicode61', prefix = '1 2');--> statement-breakpoint
INSERT INTO startups_fts(rowid, name, description, sector, location, tech_stack)
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
  (CASE WHEN json_valid(s.tech_stack) THEN (SELECT group_concat(value, ' | ') FROM json_each(s.tech_stack)) END)
FROM startups s;--> statement-breakpoint
INSERT INTO startups_fts_words(rowid, name, description, sector, location, tech_stack)
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
  (CASE WHEN json_valid(s.tech_stack) THEN (SELECT group_concat(value, ' | ') FROM json_each(s.tech_stack)) END)
FROM startups s;--> statement-breakpoint
INSERT INTO startups_fts(startups_fts) VALUES ('optimize');--> statement-breakpoint
INSERT INTO startups_fts_words(startups_fts_words) VALUES ('optimize');

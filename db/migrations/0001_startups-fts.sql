-- Full-text search over startups (docs/decisions/0013-startup-search.md). Generated from
-- app/models/startup-search.server.ts, which recreates the same triggers at start (ensureStartupSearch) when a
-- later migration that rebuilds the startups table drops them. Keep the two identical.
CREATE VIRTUAL TABLE startups_fts USING fts5(name, description, sector, location, tech_stack, tokenize = 'trigram');--> statement-breakpoint
CREATE VIRTUAL TABLE startups_fts_words USING fts5(name, description, sector, location, tech_stack, tokenize = 'unicode61', prefix = '1 2');--> statement-breakpoint
CREATE TRIGGER startups_fts_after_insert AFTER INSERT ON startups BEGIN
  INSERT INTO startups_fts(rowid, name, description, sector, location, tech_stack) VALUES (
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
CREATE TRIGGER startups_fts_after_update AFTER UPDATE OF id, name, description, sector, location, tech_stack ON startups BEGIN
  DELETE FROM startups_fts WHERE rowid = old.id;
  DELETE FROM startups_fts_words WHERE rowid = old.id;
  INSERT INTO startups_fts(rowid, name, description, sector, location, tech_stack) VALUES (
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
FROM startups s;

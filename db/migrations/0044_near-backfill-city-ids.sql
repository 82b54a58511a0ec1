-- Each startup's, job's, event's and workspace's free-text location resolved to its city (docs/decisions/0115-near-filters.md):
-- a city's name or one of its aliases as a whole word of the lowercased location, the longest match winning, as
-- cityForPlace (app/domain/geo.ts) does for new writes.
UPDATE `startups` AS t SET `city_id` = (
  SELECT c.id FROM cities c, json_each('["' || replace(lower(c.name) || CASE WHEN c.aliases <> '' THEN '|' || c.aliases ELSE '' END, '|', '","') || '"]') n
  WHERE ' ' || replace(replace(replace(replace(replace(replace(replace(lower(t.location), ',', ' '), '.', ' '), '-', ' '), '(', ' '), ')', ' '), '/', ' '), '·', ' ') || ' ' LIKE '% ' || replace(n.value, '-', ' ') || ' %'
  ORDER BY length(n.value) DESC, c.id LIMIT 1
) WHERE t.location IS NOT NULL AND t.city_id IS NULL;
--> statement-breakpoint
UPDATE `jobs` AS t SET `city_id` = (
  SELECT c.id FROM cities c, json_each('["' || replace(lower(c.name) || CASE WHEN c.aliases <> '' THEN '|' || c.aliases ELSE '' END, '|', '","') || '"]') n
  WHERE ' ' || replace(replace(replace(replace(replace(replace(replace(lower(t.location), ',', ' '), '.', ' '), '-', ' '), '(', ' '), ')', ' '), '/', ' '), '·', ' ') || ' ' LIKE '% ' || replace(n.value, '-', ' ') || ' %'
  ORDER BY length(n.value) DESC, c.id LIMIT 1
) WHERE t.location IS NOT NULL AND t.city_id IS NULL;
--> statement-breakpoint
UPDATE `events` AS t SET `city_id` = (
  SELECT c.id FROM cities c, json_each('["' || replace(lower(c.name) || CASE WHEN c.aliases <> '' THEN '|' || c.aliases ELSE '' END, '|', '","') || '"]') n
  WHERE ' ' || replace(replace(replace(replace(replace(replace(replace(lower(t.location), ',', ' '), '.', ' '), '-', ' '), '(', ' '), ')', ' '), '/', ' '), '·', ' ') || ' ' LIKE '% ' || replace(n.value, '-', ' ') || ' %'
  ORDER BY length(n.value) DESC, c.id LIMIT 1
) WHERE t.location IS NOT NULL AND t.city_id IS NULL;
--> statement-breakpoint
UPDATE `workspaces` AS t SET `city_id` = (
  SELECT c.id FROM cities c, json_each('["' || replace(lower(c.name) || CASE WHEN c.aliases <> '' THEN '|' || c.aliases ELSE '' END, '|', '","') || '"]') n
  WHERE ' ' || replace(replace(replace(replace(replace(replace(replace(lower(t.location), ',', ' '), '.', ' '), '-', ' '), '(', ' '), ')', ' '), '/', ' '), '·', ' ') || ' ' LIKE '% ' || replace(n.value, '-', ' ') || ' %'
  ORDER BY length(n.value) DESC, c.id LIMIT 1
) WHERE t.location IS NOT NULL AND t.city_id IS NULL;

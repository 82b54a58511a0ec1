-- match_tags (docs/decisions/0116-matching.md): the tags of investors, mentors and jobs that matching selects its
-- candidates by, kept here by triggers so every writer (app, admin, seed, imports) keeps them without knowing.
-- Values are lowercased; non-text JSON entries are ignored.
CREATE TRIGGER `investors_match_tags_insert` AFTER INSERT ON `investors` BEGIN
  INSERT OR IGNORE INTO `match_tags` (`owner_kind`, `tag_kind`, `value`, `owner_id`, `city_id`)
    SELECT 'investor', 'sector', lower(s.value), NEW.id, NEW.city_id FROM json_each(NEW.sectors) s WHERE s.type = 'text'
    UNION ALL
    SELECT 'investor', 'stage', lower(g.value), NEW.id, NEW.city_id FROM json_each(NEW.stages) g WHERE g.type = 'text'
    UNION ALL
    SELECT 'investor', 'sector-stage', lower(s.value) || '|' || lower(g.value), NEW.id, NEW.city_id
      FROM json_each(NEW.sectors) s, json_each(NEW.stages) g WHERE s.type = 'text' AND g.type = 'text';
END;
--> statement-breakpoint
CREATE TRIGGER `investors_match_tags_update` AFTER UPDATE OF `sectors`, `stages`, `city_id` ON `investors` BEGIN
  DELETE FROM `match_tags` WHERE `owner_kind` = 'investor' AND `owner_id` = OLD.id;
  INSERT OR IGNORE INTO `match_tags` (`owner_kind`, `tag_kind`, `value`, `owner_id`, `city_id`)
    SELECT 'investor', 'sector', lower(s.value), NEW.id, NEW.city_id FROM json_each(NEW.sectors) s WHERE s.type = 'text'
    UNION ALL
    SELECT 'investor', 'stage', lower(g.value), NEW.id, NEW.city_id FROM json_each(NEW.stages) g WHERE g.type = 'text'
    UNION ALL
    SELECT 'investor', 'sector-stage', lower(s.value) || '|' || lower(g.value), NEW.id, NEW.city_id
      FROM json_each(NEW.sectors) s, json_each(NEW.stages) g WHERE s.type = 'text' AND g.type = 'text';
END;
--> statement-breakpoint
CREATE TRIGGER `investors_match_tags_delete` AFTER DELETE ON `investors` BEGIN
  DELETE FROM `match_tags` WHERE `owner_kind` = 'investor' AND `owner_id` = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER `mentors_match_tags_insert` AFTER INSERT ON `mentors` BEGIN
  INSERT OR IGNORE INTO `match_tags` (`owner_kind`, `tag_kind`, `value`, `owner_id`, `city_id`)
    SELECT 'mentor', 'sector', lower(s.value), NEW.id, NEW.city_id FROM json_each(NEW.sectors) s WHERE s.type = 'text';
END;
--> statement-breakpoint
CREATE TRIGGER `mentors_match_tags_update` AFTER UPDATE OF `sectors`, `city_id` ON `mentors` BEGIN
  DELETE FROM `match_tags` WHERE `owner_kind` = 'mentor' AND `owner_id` = OLD.id;
  INSERT OR IGNORE INTO `match_tags` (`owner_kind`, `tag_kind`, `value`, `owner_id`, `city_id`)
    SELECT 'mentor', 'sector', lower(s.value), NEW.id, NEW.city_id FROM json_each(NEW.sectors) s WHERE s.type = 'text';
END;
--> statement-breakpoint
CREATE TRIGGER `mentors_match_tags_delete` AFTER DELETE ON `mentors` BEGIN
  DELETE FROM `match_tags` WHERE `owner_kind` = 'mentor' AND `owner_id` = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_match_tags_insert` AFTER INSERT ON `jobs` BEGIN
  INSERT OR IGNORE INTO `match_tags` (`owner_kind`, `tag_kind`, `value`, `owner_id`, `city_id`)
    SELECT 'job', 'skill', lower(trim(k.value)), NEW.id, NULL FROM json_each(NEW.tech_stack) k WHERE k.type = 'text';
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_match_tags_update` AFTER UPDATE OF `tech_stack` ON `jobs` BEGIN
  DELETE FROM `match_tags` WHERE `owner_kind` = 'job' AND `owner_id` = OLD.id;
  INSERT OR IGNORE INTO `match_tags` (`owner_kind`, `tag_kind`, `value`, `owner_id`, `city_id`)
    SELECT 'job', 'skill', lower(trim(k.value)), NEW.id, NULL FROM json_each(NEW.tech_stack) k WHERE k.type = 'text';
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_match_tags_delete` AFTER DELETE ON `jobs` BEGIN
  DELETE FROM `match_tags` WHERE `owner_kind` = 'job' AND `owner_id` = OLD.id;
END;
--> statement-breakpoint
INSERT OR IGNORE INTO `match_tags` (`owner_kind`, `tag_kind`, `value`, `owner_id`, `city_id`)
  SELECT 'investor', 'sector', lower(s.value), i.id, i.city_id FROM `investors` i, json_each(i.sectors) s WHERE s.type = 'text'
  UNION ALL
  SELECT 'investor', 'stage', lower(g.value), i.id, i.city_id FROM `investors` i, json_each(i.stages) g WHERE g.type = 'text'
  UNION ALL
  SELECT 'investor', 'sector-stage', lower(s.value) || '|' || lower(g.value), i.id, i.city_id
    FROM `investors` i, json_each(i.sectors) s, json_each(i.stages) g WHERE s.type = 'text' AND g.type = 'text'
  UNION ALL
  SELECT 'mentor', 'sector', lower(s.value), m.id, m.city_id FROM `mentors` m, json_each(m.sectors) s WHERE s.type = 'text'
  UNION ALL
  SELECT 'job', 'skill', lower(trim(k.value)), j.id, NULL FROM `jobs` j, json_each(j.tech_stack) k WHERE k.type = 'text';

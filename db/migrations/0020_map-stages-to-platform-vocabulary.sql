-- Issue 38: the admin edit stored the spec's stage words (001 §3: startup, scale) as they were, while the create form,
-- the filters, the profile and the API know only the platform's stages (app/domain/startups.ts STAGES). Map every
-- stored stage onto a slug of STAGES (docs/decisions/0085-small-points-of-issue-38.md): the admin words onto the
-- platform's stages (startup → mvp, scale → mature), any other spelling of a known stage ('Series A', 'PRE_SEED')
-- onto its slug, compared as toStage compares them (lowercase, without spaces, hyphens, underscores, dots, slashes). A stage nothing knows
-- becomes NULL (not stated): shown as the admin list's default, and asked for at the founder's next edit.
UPDATE `startups`
SET `stage` = (
  SELECT `slug` FROM (
    SELECT 'idea' AS `word`, 'idea' AS `slug`
    UNION ALL SELECT 'preseed', 'pre-seed'
    UNION ALL SELECT 'mvp', 'mvp'
    UNION ALL SELECT 'seed', 'seed'
    UNION ALL SELECT 'earlystage', 'early-stage'
    UNION ALL SELECT 'seriesa', 'series-a'
    UNION ALL SELECT 'seriesb', 'series-b'
    UNION ALL SELECT 'seriesc', 'series-c'
    UNION ALL SELECT 'growth', 'growth'
    UNION ALL SELECT 'mature', 'mature'
    UNION ALL SELECT 'preipo', 'pre-ipo'
    UNION ALL SELECT 'ipo', 'ipo'
    UNION ALL SELECT 'startup', 'mvp'
    UNION ALL SELECT 'scale', 'mature'
  )
  WHERE `word` = replace(replace(replace(replace(replace(lower(trim(`startups`.`stage`)), '-', ''), ' ', ''), '_', ''), '.', ''), '/', '')
)
WHERE `stage` IS NOT NULL
  AND `stage` NOT IN ('idea', 'pre-seed', 'mvp', 'seed', 'early-stage', 'series-a', 'series-b', 'series-c', 'growth', 'mature', 'pre-ipo', 'ipo');

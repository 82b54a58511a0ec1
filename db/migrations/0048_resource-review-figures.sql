-- A resource's rating and review count come from its shown reviews (docs/decisions/0127-resource-reviews.md): every
-- write to resource_reviews (insert, the upsert's update, an admin hiding one, a cascade delete) recomputes them from
-- the rows in the same statement, so two members reviewing at once cannot lose a count on either driver. The average
-- is stored in hundredths (resources.rating is decimal(3, 2)); no shown review leaves it null and the count 0.
-- Updating resources.rating or review_count fires resources_fts_after_update, which moves the resource in the search
-- index keyed by the directory's order (decision 0062).
CREATE TRIGGER `resource_reviews_figures_insert` AFTER INSERT ON `resource_reviews` BEGIN
  UPDATE `resources` SET
    `rating` = (SELECT cast(round(avg(r.rating) * 100) AS integer) FROM `resource_reviews` r WHERE r.resource_id = `resources`.id AND r.hidden_at IS NULL),
    `review_count` = (SELECT count(*) FROM `resource_reviews` r WHERE r.resource_id = `resources`.id AND r.hidden_at IS NULL)
  WHERE `id` = NEW.resource_id;
END;
--> statement-breakpoint
CREATE TRIGGER `resource_reviews_figures_update` AFTER UPDATE OF `rating`, `hidden_at`, `resource_id` ON `resource_reviews` BEGIN
  UPDATE `resources` SET
    `rating` = (SELECT cast(round(avg(r.rating) * 100) AS integer) FROM `resource_reviews` r WHERE r.resource_id = `resources`.id AND r.hidden_at IS NULL),
    `review_count` = (SELECT count(*) FROM `resource_reviews` r WHERE r.resource_id = `resources`.id AND r.hidden_at IS NULL)
  WHERE `id` IN (OLD.resource_id, NEW.resource_id);
END;
--> statement-breakpoint
CREATE TRIGGER `resource_reviews_figures_delete` AFTER DELETE ON `resource_reviews` BEGIN
  UPDATE `resources` SET
    `rating` = (SELECT cast(round(avg(r.rating) * 100) AS integer) FROM `resource_reviews` r WHERE r.resource_id = `resources`.id AND r.hidden_at IS NULL),
    `review_count` = (SELECT count(*) FROM `resource_reviews` r WHERE r.resource_id = `resources`.id AND r.hidden_at IS NULL)
  WHERE `id` = OLD.resource_id;
END;
--> statement-breakpoint
-- The seeded figures had no reviews behind them: every resource now says what its (so far no) reviews say.
UPDATE `resources` SET
  `rating` = (SELECT cast(round(avg(r.rating) * 100) AS integer) FROM `resource_reviews` r WHERE r.resource_id = `resources`.id AND r.hidden_at IS NULL),
  `review_count` = (SELECT count(*) FROM `resource_reviews` r WHERE r.resource_id = `resources`.id AND r.hidden_at IS NULL)
WHERE `rating` IS NOT NULL OR `review_count` <> 0;

-- Issue 41 item 1 (docs/decisions/0108-team-roles-and-invitations.md). 0030 rebuilt startup_team (new CHECKs), which
-- dropped its data-version triggers (0023): they come back here unchanged.
CREATE TRIGGER data_version_startup_team_after_insert AFTER INSERT ON startup_team BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_startup_team_after_update AFTER UPDATE ON startup_team BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_startup_team_after_delete AFTER DELETE ON startup_team BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
-- What existing places became: the founder's place, and the place an approved claim gave, are owners; every other
-- place with an account was already able to edit the profile (0024) and stays an editor (the column's default);
-- places without an account are on the profile only (null).
UPDATE startup_team SET access_role = 'owner' WHERE user_id IS NOT NULL AND (
  is_founder = 1
  OR EXISTS (SELECT 1 FROM startups s WHERE s.id = startup_team.startup_id AND s.founder_id = startup_team.user_id)
  OR EXISTS (SELECT 1 FROM profile_claims c WHERE c.startup_id = startup_team.startup_id AND c.claimer_id = startup_team.user_id AND c.status = 'approved')
);--> statement-breakpoint
UPDATE startup_team SET access_role = NULL WHERE user_id IS NULL;--> statement-breakpoint
-- The Team tab's order until now (founders first, then by joining date) becomes each place's display order.
UPDATE startup_team SET display_order = (
  SELECT r.n FROM (
    SELECT id, row_number() OVER (PARTITION BY startup_id ORDER BY is_founder DESC, joined_at, id) AS n FROM startup_team
  ) r WHERE r.id = startup_team.id
);

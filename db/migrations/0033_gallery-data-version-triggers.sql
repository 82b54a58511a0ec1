-- 0032 rebuilt startup_gallery (its media_type CHECK gained 'press'; drizzle-kit rebuilds a table to change a CHECK),
-- and dropping the old table dropped its triggers: the HTTP data version's (0023) are made again, as 0023 wrote them.
CREATE TRIGGER data_version_startup_gallery_after_insert AFTER INSERT ON startup_gallery BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_startup_gallery_after_update AFTER UPDATE ON startup_gallery BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;--> statement-breakpoint
CREATE TRIGGER data_version_startup_gallery_after_delete AFTER DELETE ON startup_gallery BEGIN UPDATE data_version SET version = lower(hex(randomblob(8))) WHERE id = 1; END;

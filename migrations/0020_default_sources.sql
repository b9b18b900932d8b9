-- docs/decisions/039: the cron's runs (cron_runs, written by cron.ts's runScheduled), and every shipped
-- league reads its real openfootball file by default, every 6 hours, due at once so a deploy catches up
-- at its first cron run. A league an admin already gave an address keeps it. The seed writes the same
-- configuration (db/seed/competitions.ts).
CREATE TABLE `cron_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer NOT NULL,
	`results` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cron_runs_started_idx` ON `cron_runs` (`started_at`);--> statement-breakpoint
UPDATE `competitions` SET `source_kind` = 'openfootball', `source_url` = 'https://raw.githubusercontent.com/openfootball/football.json/master/2026-27/en.1.json', `source_label` = 'openfootball', `source_licence` = 'Public domain', `refresh_hours` = 6, `refresh_failures` = 0, `next_refresh_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER)
WHERE `id` = 'premier-league-2026-27' AND `source_url` IS NULL;--> statement-breakpoint
UPDATE `competitions` SET `source_kind` = 'openfootball', `source_url` = 'https://raw.githubusercontent.com/openfootball/football.json/master/2026-27/es.1.json', `source_label` = 'openfootball', `source_licence` = 'Public domain', `refresh_hours` = 6, `refresh_failures` = 0, `next_refresh_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER)
WHERE `id` = 'laliga-2026-27' AND `source_url` IS NULL;--> statement-breakpoint
UPDATE `competitions` SET `source_kind` = 'openfootball', `source_url` = 'https://raw.githubusercontent.com/openfootball/football.json/master/2026-27/de.1.json', `source_label` = 'openfootball', `source_licence` = 'Public domain', `refresh_hours` = 6, `refresh_failures` = 0, `next_refresh_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER)
WHERE `id` = 'bundesliga-2026-27' AND `source_url` IS NULL;--> statement-breakpoint
UPDATE `competitions` SET `source_kind` = 'openfootball', `source_url` = 'https://raw.githubusercontent.com/openfootball/football.json/master/2026-27/it.1.json', `source_label` = 'openfootball', `source_licence` = 'Public domain', `refresh_hours` = 6, `refresh_failures` = 0, `next_refresh_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER)
WHERE `id` = 'serie-a-2026-27' AND `source_url` IS NULL;--> statement-breakpoint
UPDATE `competitions` SET `source_kind` = 'openfootball', `source_url` = 'https://raw.githubusercontent.com/openfootball/football.json/master/2026-27/fr.1.json', `source_label` = 'openfootball', `source_licence` = 'Public domain', `refresh_hours` = 6, `refresh_failures` = 0, `next_refresh_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER)
WHERE `id` = 'ligue-1-2026-27' AND `source_url` IS NULL;

-- Written by hand (docs/decisions/025): competitions, clubs beside nations, matches of any competition,
-- and claims about a competition. teams, matches and venue_claims change NOT NULL and CHECK
-- constraints, so they are rebuilt. D1 ignores foreign_keys=OFF, and dropping a parent table whose
-- rows are still referenced counts as a violation even once a new table takes its name; so every
-- table of the chain (teams <- matches <- venue_claims, match_reports) is first copied aside without
-- constraints, the children dropped before their parents (no row is ever cascaded away or orphaned),
-- then each table is created anew, parents first, and filled from its copy.
PRAGMA defer_foreign_keys = true;--> statement-breakpoint
CREATE TABLE `competitions` (
	`id` text PRIMARY KEY NOT NULL,
	`name_en` text NOT NULL,
	`name_es` text NOT NULL,
	`short_en` text NOT NULL,
	`short_es` text NOT NULL,
	`kind` text NOT NULL,
	`season` text NOT NULL,
	`time_zone` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`source_kind` text NOT NULL,
	`source_url` text,
	`source_label` text NOT NULL,
	`source_licence` text NOT NULL,
	`refresh_hours` integer DEFAULT 24 NOT NULL,
	`refreshed_at` integer,
	`refresh_status` text,
	`refresh_error` text,
	CONSTRAINT "competitions_kind" CHECK("kind" IN ('tournament', 'league')),
	CONSTRAINT "competitions_source_kind" CHECK("source_kind" IN ('builtin', 'openfootball', 'ics', 'csv'))
);
--> statement-breakpoint
-- The tournament every existing match belongs to (the seed writes the same row: db/seed/competitions.ts).
INSERT INTO `competitions` (`id`, `name_en`, `name_es`, `short_en`, `short_es`, `kind`, `season`, `time_zone`, `position`, `source_kind`, `source_url`, `source_label`, `source_licence`, `refresh_hours`)
VALUES ('world-cup-2026', 'FIFA World Cup 2026', 'Copa Mundial de la FIFA 2026', 'World Cup', 'Mundial', 'tournament', '2026', 'UTC', 0, 'builtin', NULL, 'openfootball', 'CC0 1.0', 24);
--> statement-breakpoint
CREATE TABLE `__copy_teams` AS SELECT * FROM `teams`;--> statement-breakpoint
CREATE TABLE `__copy_matches` AS SELECT * FROM `matches`;--> statement-breakpoint
CREATE TABLE `__copy_venue_claims` AS SELECT * FROM `venue_claims`;--> statement-breakpoint
CREATE TABLE `__copy_match_reports` AS SELECT * FROM `match_reports`;--> statement-breakpoint
DROP TABLE `match_reports`;--> statement-breakpoint
DROP TABLE `venue_claims`;--> statement-breakpoint
DROP TABLE `matches`;--> statement-breakpoint
DROP TABLE `teams`;--> statement-breakpoint
CREATE TABLE `teams` (
	`code` text PRIMARY KEY NOT NULL,
	`kind` text DEFAULT 'nation' NOT NULL,
	`name` text NOT NULL,
	`short_name` text,
	`name_es` text,
	`country` text,
	`source_name` text,
	`fifa_name` text,
	`group_letter` text,
	`confederation` text,
	`flag` text NOT NULL,
	`finish` text,
	CONSTRAINT "teams_kind" CHECK("kind" IN ('nation', 'club'))
);
--> statement-breakpoint
INSERT INTO `teams` (`code`, `name`, `fifa_name`, `group_letter`, `confederation`, `flag`, `finish`)
SELECT `code`, `name`, `fifa_name`, `group_letter`, `confederation`, `flag`, `finish` FROM `__copy_teams`;--> statement-breakpoint
CREATE UNIQUE INDEX `teams_source_name_unique` ON `teams` (`source_name`);--> statement-breakpoint
CREATE TABLE `matches` (
	`number` integer PRIMARY KEY NOT NULL,
	`competition_id` text DEFAULT 'world-cup-2026' NOT NULL,
	`number_source` text,
	`stage` text,
	`group_letter` text,
	`round` text,
	`kickoff_at` integer NOT NULL,
	`kickoff_precision` text DEFAULT 'exact' NOT NULL,
	`kickoff_local` text NOT NULL,
	`utc_offset` text NOT NULL,
	`stadium_id` text,
	`team1_code` text,
	`team2_code` text,
	`team1_slot` text,
	`team2_slot` text,
	`status` text NOT NULL,
	`result` text,
	`notes` text,
	`source_key` text,
	`admin_locked` text DEFAULT '[]' NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`competition_id`) REFERENCES `competitions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`stadium_id`) REFERENCES `stadiums`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`team1_code`) REFERENCES `teams`(`code`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`team2_code`) REFERENCES `teams`(`code`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "matches_status" CHECK("status" IN ('scheduled', 'played', 'postponed', 'cancelled')),
	CONSTRAINT "matches_kickoff_precision" CHECK("kickoff_precision" IN ('exact', 'time_tbc', 'date_tbc'))
);
--> statement-breakpoint
INSERT INTO `matches` (`number`, `competition_id`, `number_source`, `stage`, `group_letter`, `kickoff_at`, `kickoff_local`, `utc_offset`, `stadium_id`, `team1_code`, `team2_code`, `team1_slot`, `team2_slot`, `status`, `result`, `notes`, `updated_at`)
SELECT `number`, 'world-cup-2026', `number_source`, `stage`, `group_letter`, `kickoff_at`, `kickoff_local`, `utc_offset`, `stadium_id`, `team1_code`, `team2_code`, `team1_slot`, `team2_slot`, `status`, `result`, `notes`, `updated_at` FROM `__copy_matches`;--> statement-breakpoint
CREATE INDEX `matches_kickoff_idx` ON `matches` (`kickoff_at`);--> statement-breakpoint
CREATE INDEX `matches_stadium_idx` ON `matches` (`stadium_id`);--> statement-breakpoint
CREATE INDEX `matches_competition_kickoff_idx` ON `matches` (`competition_id`,`kickoff_at`);--> statement-breakpoint
CREATE INDEX `matches_team1_idx` ON `matches` (`team1_code`);--> statement-breakpoint
CREATE INDEX `matches_team2_idx` ON `matches` (`team2_code`);--> statement-breakpoint
CREATE UNIQUE INDEX `matches_source_key_unique` ON `matches` (`source_key`);--> statement-breakpoint
CREATE TABLE `venue_claims` (
	`venue_id` integer NOT NULL,
	`subject` text NOT NULL,
	`kind` text NOT NULL,
	`match_number` integer,
	`team_code` text,
	`competition_id` text,
	`group_name` text,
	`source` text NOT NULL,
	`confirmed_at` integer NOT NULL,
	PRIMARY KEY(`venue_id`, `subject`),
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`match_number`) REFERENCES `matches`(`number`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`team_code`) REFERENCES `teams`(`code`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`competition_id`) REFERENCES `competitions`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "venue_claims_shape" CHECK(("kind" = 'all_matches' AND "subject" = 'all' AND "match_number" IS NULL AND "team_code" IS NULL AND "competition_id" IS NULL)
        OR ("kind" = 'match' AND "match_number" IS NOT NULL AND "subject" = 'match:' || "match_number")
        OR ("kind" = 'supporters' AND "team_code" IS NOT NULL AND "subject" = 'team:' || "team_code")
        OR ("kind" = 'competition' AND "competition_id" IS NOT NULL AND "subject" = 'competition:' || "competition_id" AND "match_number" IS NULL AND "team_code" IS NULL))
);
--> statement-breakpoint
-- Every "all" claim was made about the World Cup: it becomes a claim about that competition, with its
-- source and date unchanged ("all" now means every match of every competition).
INSERT INTO `venue_claims` (`venue_id`, `subject`, `kind`, `match_number`, `team_code`, `competition_id`, `group_name`, `source`, `confirmed_at`)
SELECT `venue_id`,
	CASE WHEN `kind` = 'all_matches' THEN 'competition:world-cup-2026' ELSE `subject` END,
	CASE WHEN `kind` = 'all_matches' THEN 'competition' ELSE `kind` END,
	`match_number`, `team_code`,
	CASE WHEN `kind` = 'all_matches' THEN 'world-cup-2026' END,
	`group_name`, `source`, `confirmed_at`
FROM `__copy_venue_claims`;--> statement-breakpoint
CREATE INDEX `venue_claims_match_idx` ON `venue_claims` (`match_number`);--> statement-breakpoint
CREATE INDEX `venue_claims_team_idx` ON `venue_claims` (`team_code`);--> statement-breakpoint
CREATE INDEX `venue_claims_competition_idx` ON `venue_claims` (`competition_id`);--> statement-breakpoint
CREATE TABLE `match_reports` (
	`venue_id` integer NOT NULL,
	`match_number` integer NOT NULL,
	`fan_id` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`venue_id`, `match_number`, `fan_id`),
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`match_number`) REFERENCES `matches`(`number`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `match_reports` (`venue_id`, `match_number`, `fan_id`, `reason`, `created_at`)
SELECT `venue_id`, `match_number`, `fan_id`, `reason`, `created_at` FROM `__copy_match_reports`;--> statement-breakpoint
CREATE INDEX `match_reports_match_idx` ON `match_reports` (`match_number`);--> statement-breakpoint
DROP TABLE `__copy_match_reports`;--> statement-breakpoint
DROP TABLE `__copy_venue_claims`;--> statement-breakpoint
DROP TABLE `__copy_matches`;--> statement-breakpoint
DROP TABLE `__copy_teams`;

-- A second kind of fixture source beside a competition's fixture list: a results API (football-data.org v4),
-- read by the cron for kick-off times and results that change daily (docs/decisions/040).
CREATE TABLE `competition_api_sources` (
	`competition_id` text PRIMARY KEY NOT NULL,
	`provider` text DEFAULT 'football-data' NOT NULL,
	`code` text NOT NULL,
	`enabled` integer DEFAULT 1 NOT NULL,
	`refreshed_at` integer,
	`refresh_status` text,
	`refresh_error` text,
	`failures` integer DEFAULT 0 NOT NULL,
	`next_refresh_at` integer,
	`last_changes` text,
	FOREIGN KEY (`competition_id`) REFERENCES `competitions`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "competition_api_sources_provider" CHECK("competition_api_sources"."provider" IN ('football-data'))
);
--> statement-breakpoint
ALTER TABLE `matches` ADD `kickoff_from` text;--> statement-breakpoint
ALTER TABLE `matches` ADD `result_from` text;

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
CREATE INDEX `match_reports_match_idx` ON `match_reports` (`match_number`);--> statement-breakpoint
CREATE TABLE `venue_claims` (
	`venue_id` integer NOT NULL,
	`subject` text NOT NULL,
	`kind` text NOT NULL,
	`match_number` integer,
	`team_code` text,
	`group_name` text,
	`source` text NOT NULL,
	`confirmed_at` integer NOT NULL,
	PRIMARY KEY(`venue_id`, `subject`),
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`match_number`) REFERENCES `matches`(`number`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`team_code`) REFERENCES `teams`(`code`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "venue_claims_shape" CHECK(("venue_claims"."kind" = 'all_matches' AND "venue_claims"."subject" = 'all' AND "venue_claims"."match_number" IS NULL AND "venue_claims"."team_code" IS NULL)
        OR ("venue_claims"."kind" = 'match' AND "venue_claims"."match_number" IS NOT NULL AND "venue_claims"."subject" = 'match:' || "venue_claims"."match_number")
        OR ("venue_claims"."kind" = 'supporters' AND "venue_claims"."team_code" IS NOT NULL AND "venue_claims"."subject" = 'team:' || "venue_claims"."team_code"))
);
--> statement-breakpoint
CREATE INDEX `venue_claims_match_idx` ON `venue_claims` (`match_number`);--> statement-breakpoint
CREATE INDEX `venue_claims_team_idx` ON `venue_claims` (`team_code`);
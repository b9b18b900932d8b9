CREATE TABLE `reminder_follows` (
	`subscriber_id` integer NOT NULL,
	`team_code` text NOT NULL,
	`city_id` integer NOT NULL,
	`locale` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`confirmed_at` integer,
	PRIMARY KEY(`subscriber_id`, `team_code`),
	FOREIGN KEY (`subscriber_id`) REFERENCES `reminder_subscribers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_code`) REFERENCES `teams`(`code`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reminder_follows_team_idx` ON `reminder_follows` (`team_code`,`confirmed_at`);--> statement-breakpoint
CREATE TABLE `reminder_sends` (
	`subscriber_id` integer NOT NULL,
	`match_number` integer NOT NULL,
	`kickoff_at` integer,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`subscriber_id`, `match_number`),
	FOREIGN KEY (`subscriber_id`) REFERENCES `reminder_subscribers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`match_number`) REFERENCES `matches`(`number`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `reminder_sends_match_idx` ON `reminder_sends` (`match_number`);--> statement-breakpoint
CREATE TABLE `reminder_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`confirmed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reminder_subscribers_email_unique` ON `reminder_subscribers` (`email`);--> statement-breakpoint
CREATE INDEX `reminder_subscribers_confirmed_idx` ON `reminder_subscribers` (`confirmed_at`,`created_at`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `headers` text;
CREATE TABLE `matches` (
	`number` integer PRIMARY KEY NOT NULL,
	`number_source` text NOT NULL,
	`stage` text NOT NULL,
	`group_letter` text,
	`kickoff_at` integer NOT NULL,
	`kickoff_local` text NOT NULL,
	`utc_offset` text NOT NULL,
	`stadium_id` text NOT NULL,
	`team1_code` text,
	`team2_code` text,
	`team1_slot` text,
	`team2_slot` text,
	`status` text NOT NULL,
	`result` text,
	`notes` text,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`stadium_id`) REFERENCES `stadiums`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`team1_code`) REFERENCES `teams`(`code`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`team2_code`) REFERENCES `teams`(`code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `matches_kickoff_idx` ON `matches` (`kickoff_at`);--> statement-breakpoint
CREATE INDEX `matches_stadium_idx` ON `matches` (`stadium_id`);--> statement-breakpoint
CREATE TABLE `stadiums` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`fifa_name` text NOT NULL,
	`host_city` text NOT NULL,
	`municipality` text NOT NULL,
	`region` text NOT NULL,
	`country` text NOT NULL,
	`capacity_approx` integer,
	`time_zone` text NOT NULL,
	`lat` real NOT NULL,
	`lng` real NOT NULL,
	`city_id` integer,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `teams` (
	`code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`fifa_name` text NOT NULL,
	`group_letter` text NOT NULL,
	`confederation` text NOT NULL,
	`flag` text NOT NULL,
	`finish` text
);

CREATE TABLE `owner_change_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`venue_id` integer NOT NULL,
	`email` text NOT NULL,
	`changes` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`decided_at` integer,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `owner_change_requests_status_idx` ON `owner_change_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `owner_change_requests_venue_idx` ON `owner_change_requests` (`venue_id`);--> statement-breakpoint
CREATE TABLE `owner_claims` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`venue_id` integer NOT NULL,
	`email` text NOT NULL,
	`message` text,
	`website` text,
	`origin` text DEFAULT 'form' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`decided_at` integer,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `owner_claims_status_idx` ON `owner_claims` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `owner_claims_venue_email_idx` ON `owner_claims` (`venue_id`,`email`);--> statement-breakpoint
CREATE TABLE `owner_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `owner_sessions_expires_idx` ON `owner_sessions` (`expires_at`);--> statement-breakpoint
CREATE INDEX `owner_sessions_email_idx` ON `owner_sessions` (`email`);--> statement-breakpoint
CREATE TABLE `owner_sign_in_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `owner_sign_in_tokens_expires_idx` ON `owner_sign_in_tokens` (`expires_at`);--> statement-breakpoint
CREATE TABLE `venue_daily_stats` (
	`venue_id` integer NOT NULL,
	`day` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`saves` integer DEFAULT 0 NOT NULL,
	`ratings` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`venue_id`, `day`),
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `venue_owners` (
	`venue_id` integer NOT NULL,
	`email` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`venue_id`, `email`),
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `venue_owners_email_idx` ON `venue_owners` (`email`);--> statement-breakpoint
ALTER TABLE `venues` ADD `verified_at` integer;
CREATE TABLE `idempotency_keys` (
	`scope` text NOT NULL,
	`key` text NOT NULL,
	`request_hash` text NOT NULL,
	`admin` integer DEFAULT false NOT NULL,
	`status` integer,
	`body` text,
	`content_type` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`scope`, `key`)
);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_idx` ON `idempotency_keys` (`created_at`);--> statement-breakpoint
ALTER TABLE `rate_limits` ADD `hits` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `rate_limits` ADD `allowed` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `rate_limits` ADD `updated_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `rate_limits_updated_idx` ON `rate_limits` (`updated_at`);--> statement-breakpoint
ALTER TABLE `rate_limits` DROP COLUMN `window_start`;--> statement-breakpoint
ALTER TABLE `rate_limits` DROP COLUMN `count`;
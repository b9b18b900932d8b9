ALTER TABLE `competitions` ADD `refresh_failures` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `competitions` ADD `next_refresh_at` integer;
ALTER TABLE `submissions` ADD `shows_competitions` text;--> statement-breakpoint
ALTER TABLE `venues` ADD `opens_early_at` text;--> statement-breakpoint
ALTER TABLE `venues` ADD `opens_early_source` text;--> statement-breakpoint
ALTER TABLE `venues` ADD `opens_early_confirmed_at` integer;
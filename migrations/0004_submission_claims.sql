ALTER TABLE `submissions` ADD `shows_matches` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `supporters_team` text;
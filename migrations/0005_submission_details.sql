ALTER TABLE `submissions` ADD `phone` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `website` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `instagram` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `hours` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `lat` real;--> statement-breakpoint
ALTER TABLE `submissions` ADD `lng` real;
ALTER TABLE `cities` ADD `description_es` text;--> statement-breakpoint
ALTER TABLE `cities` ADD `hero_title_es` text;--> statement-breakpoint
ALTER TABLE `cities` ADD `hero_subtitle_es` text;
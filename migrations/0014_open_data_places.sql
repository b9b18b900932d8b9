CREATE TABLE `open_data_places` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`city_id` integer NOT NULL,
	`source` text NOT NULL,
	`source_id` text NOT NULL,
	`licence` text NOT NULL,
	`venue_id` integer,
	`linked` integer DEFAULT false NOT NULL,
	`data` text NOT NULL,
	`data_date` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `open_data_places_source_unique` ON `open_data_places` (`source`,`source_id`);--> statement-breakpoint
CREATE INDEX `open_data_places_venue_idx` ON `open_data_places` (`venue_id`);--> statement-breakpoint
CREATE INDEX `open_data_places_city_idx` ON `open_data_places` (`city_id`);
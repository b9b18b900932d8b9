CREATE TABLE `match_going` (
	`venue_id` integer NOT NULL,
	`match_number` integer NOT NULL,
	`fan_id` text NOT NULL,
	`people` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`venue_id`, `match_number`, `fan_id`),
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`match_number`) REFERENCES `matches`(`number`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "match_going_people" CHECK("match_going"."people" BETWEEN 1 AND 6)
);
--> statement-breakpoint
CREATE INDEX `match_going_fan_idx` ON `match_going` (`fan_id`);
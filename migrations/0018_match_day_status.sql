CREATE TABLE `venue_match_status` (
	`venue_id` integer NOT NULL,
	`subject` text NOT NULL,
	`match_number` integer,
	`day` text,
	`kind` text NOT NULL,
	`value` text,
	`set_by` text NOT NULL,
	`set_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	PRIMARY KEY(`venue_id`, `subject`, `kind`),
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`match_number`) REFERENCES `matches`(`number`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "venue_match_status_shape" CHECK(("venue_match_status"."match_number" IS NOT NULL AND "venue_match_status"."day" IS NULL AND "venue_match_status"."subject" = 'match:' || "venue_match_status"."match_number")
        OR ("venue_match_status"."match_number" IS NULL AND "venue_match_status"."day" IS NOT NULL AND "venue_match_status"."subject" = 'day:' || "venue_match_status"."day" AND "venue_match_status"."kind" <> 'not_showing'))
);
--> statement-breakpoint
CREATE INDEX `venue_match_status_match_idx` ON `venue_match_status` (`match_number`,`kind`);
CREATE TABLE `admin_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event` text NOT NULL,
	`payload` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_logs_created_idx` ON `admin_logs` (`created_at`);--> statement-breakpoint
CREATE INDEX `admin_logs_event_idx` ON `admin_logs` (`event`,`created_at`);--> statement-breakpoint
CREATE TABLE `admin_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_sessions_expires_idx` ON `admin_sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `blog_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`city_id` integer,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`excerpt` text NOT NULL,
	`content` text NOT NULL,
	`author` text DEFAULT 'World Cup Watch Spots Team' NOT NULL,
	`cover_image` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`published_at` integer,
	`source` text DEFAULT 'admin' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_unique` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_posts_status_published_idx` ON `blog_posts` (`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `blog_posts_city_status_idx` ON `blog_posts` (`city_id`,`status`,`published_at`);--> statement-breakpoint
CREATE TABLE `bookmarks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`venue_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookmarks_user_venue_unique` ON `bookmarks` (`user_id`,`venue_id`);--> statement-breakpoint
CREATE INDEX `bookmarks_venue_idx` ON `bookmarks` (`venue_id`);--> statement-breakpoint
CREATE TABLE `checkouts` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`pricing_phase` text,
	`stripe_session_id` text,
	`stripe_payment_intent_id` text,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`submission_id` integer,
	`venue_id` integer,
	`city_id` integer,
	`contact_email` text,
	`payload` text,
	`fulfilled_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `checkouts_stripe_session_unique` ON `checkouts` (`stripe_session_id`);--> statement-breakpoint
CREATE INDEX `checkouts_status_created_idx` ON `checkouts` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `cities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`state` text,
	`country` text DEFAULT 'USA' NOT NULL,
	`description` text,
	`host_2026` integer DEFAULT false NOT NULL,
	`time_zone` text DEFAULT 'America/New_York' NOT NULL,
	`primary_stadium` text,
	`stadium_capacity` integer,
	`lat` real,
	`lng` real,
	`hero_title` text,
	`hero_subtitle` text,
	`hero_image_url` text,
	`seo_title` text,
	`seo_meta_desc` text,
	`og_image_url` text,
	`cta_primary_text` text,
	`cta_primary_url` text,
	`last_updated_utc` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cities_slug_unique` ON `cities` (`slug`);--> statement-breakpoint
CREATE INDEX `cities_state_name_idx` ON `cities` (`state`,`name`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_error` text,
	`dedupe_key` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `email_outbox_status_next_idx` ON `email_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `email_outbox_dedupe_unique` ON `email_outbox` (`dedupe_key`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `pricing_phases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`phase` text NOT NULL,
	`label` text NOT NULL,
	`price_cents` integer NOT NULL,
	`description` text NOT NULL,
	`note` text,
	`starts_at` integer NOT NULL,
	`ends_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pricing_kind_phase_unique` ON `pricing_phases` (`kind`,`phase`);--> statement-breakpoint
CREATE INDEX `pricing_kind_starts_idx` ON `pricing_phases` (`kind`,`starts_at`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sponsors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`city_id` integer NOT NULL,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`contact_email` text,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sponsors_city_idx` ON `sponsors` (`city_id`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `sponsors_subscription_unique` ON `sponsors` (`stripe_subscription_id`);--> statement-breakpoint
CREATE TABLE `submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`venue_name` text NOT NULL,
	`city_id` integer NOT NULL,
	`address` text NOT NULL,
	`contact_email` text NOT NULL,
	`details` text,
	`has_food` integer DEFAULT false NOT NULL,
	`family_friendly` integer DEFAULT false NOT NULL,
	`big_screens` integer DEFAULT false NOT NULL,
	`open_late` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `submissions_city_idx` ON `submissions` (`city_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`password` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE TABLE `venue_ratings` (
	`venue_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`stars` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`venue_id`, `user_id`),
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "venue_ratings_stars" CHECK("venue_ratings"."stars" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE `venues` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`city_id` integer NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`address` text NOT NULL,
	`lat` real,
	`lng` real,
	`phone` text,
	`website` text,
	`instagram` text,
	`tiktok` text,
	`youtube` text,
	`hours_short` text,
	`hours` text,
	`neighborhood` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`has_food` integer DEFAULT false NOT NULL,
	`family_friendly` integer DEFAULT false NOT NULL,
	`big_screens` integer DEFAULT false NOT NULL,
	`open_late` integer DEFAULT false NOT NULL,
	`craft_beer` integer DEFAULT false NOT NULL,
	`outdoor_screens` integer DEFAULT false NOT NULL,
	`premium_bar` integer DEFAULT false NOT NULL,
	`cover_image` text,
	`notes` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`is_featured` integer DEFAULT false NOT NULL,
	`featured_until` integer,
	`rating_count` integer DEFAULT 0 NOT NULL,
	`rating_sum` integer DEFAULT 0 NOT NULL,
	`source` text DEFAULT 'admin' NOT NULL,
	`submission_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `venues_city_slug_unique` ON `venues` (`city_id`,`slug`);--> statement-breakpoint
CREATE INDEX `venues_city_status_idx` ON `venues` (`city_id`,`status`,`is_featured`);--> statement-breakpoint
CREATE INDEX `venues_status_featured_idx` ON `venues` (`status`,`is_featured`,`featured_until`);--> statement-breakpoint
CREATE INDEX `venues_featured_until_idx` ON `venues` (`featured_until`);--> statement-breakpoint
CREATE INDEX `venues_source_idx` ON `venues` (`source`);
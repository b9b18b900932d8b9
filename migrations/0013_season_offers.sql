-- Offers for the club season (docs/decisions/032): featuring a venue, sponsoring a city and a reviewed
-- listing are sold for what is on now, at prices kept as data. The same rows as the seed's
-- (src-worker/db/seed/pricing.ts), written only into a database already selling (a new one is seeded
-- with them); a phase an admin already wrote under the same name is kept.
INSERT OR IGNORE INTO `pricing_phases` (`kind`, `phase`, `label`, `price_cents`, `description`, `starts_at`, `ends_at`) SELECT 'submission', 'club-season-2026-27', '2026-27 club season', 50000, 'One-time listing fee: a reviewed listing on your city''s page, where fans look for places showing this season''s matches.', 1795824000000, 1811808000000 WHERE EXISTS (SELECT 1 FROM `pricing_phases`);
--> statement-breakpoint
INSERT OR IGNORE INTO `pricing_phases` (`kind`, `phase`, `label`, `price_cents`, `description`, `starts_at`, `ends_at`) SELECT 'submission', 'between-seasons', 'Between seasons', 50000, 'One-time listing fee: a reviewed listing on your city''s page, ready for the next season.', 1811808000000, NULL WHERE EXISTS (SELECT 1 FROM `pricing_phases`);
--> statement-breakpoint
INSERT OR IGNORE INTO `pricing_phases` (`kind`, `phase`, `label`, `price_cents`, `description`, `starts_at`, `ends_at`) SELECT 'featured', 'club-season-2026-27', '2026-27 club season', 25000, '30 days of premium placement at the top of your city page, marked as Featured, during the 2026-27 club season.', 1795824000000, 1811808000000 WHERE EXISTS (SELECT 1 FROM `pricing_phases`);
--> statement-breakpoint
INSERT OR IGNORE INTO `pricing_phases` (`kind`, `phase`, `label`, `price_cents`, `description`, `starts_at`, `ends_at`) SELECT 'featured', 'between-seasons', 'Between seasons', 15000, '30 days of premium placement at the top of your city page, marked as Featured, between club seasons.', 1811808000000, NULL WHERE EXISTS (SELECT 1 FROM `pricing_phases`);
--> statement-breakpoint
INSERT OR IGNORE INTO `pricing_phases` (`kind`, `phase`, `label`, `price_cents`, `description`, `starts_at`, `ends_at`) SELECT 'sponsor', 'club-season-2026-27', '2026-27 club season', 19900, 'Monthly city sponsorship during the 2026-27 club season: your brand on the city page for each month you pay, cancel any time.', 1795824000000, 1811808000000 WHERE EXISTS (SELECT 1 FROM `pricing_phases`);
--> statement-breakpoint
INSERT OR IGNORE INTO `pricing_phases` (`kind`, `phase`, `label`, `price_cents`, `description`, `starts_at`, `ends_at`) SELECT 'sponsor', 'between-seasons', 'Between seasons', 19900, 'Monthly city sponsorship between club seasons: your brand on the city page for each month you pay, cancel any time.', 1811808000000, NULL WHERE EXISTS (SELECT 1 FROM `pricing_phases`);

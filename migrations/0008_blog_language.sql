-- Written by hand: drizzle-kit would rebuild the table to add the check, copying a column that does not exist yet.
-- A column's CHECK is allowed in ADD COLUMN (existing rows take the default, 'en', which passes it).
ALTER TABLE `blog_posts` ADD `language` text DEFAULT 'en' NOT NULL CONSTRAINT "blog_posts_language" CHECK("language" IN ('en', 'es'));

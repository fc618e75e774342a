-- Fuzzy matching (pg_trgm) and accent-insensitive search (unaccent) used by later features.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;

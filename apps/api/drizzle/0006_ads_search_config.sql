-- Hand-written (issue 3): Portuguese full-text search that ignores accents, for the ad library.
-- 'pt_unaccent' is Portuguese with `unaccent` applied before stemming, so 'saude' matches 'saúde'.
CREATE TEXT SEARCH CONFIGURATION public.pt_unaccent (COPY = portuguese);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.pt_unaccent ALTER MAPPING FOR word, hword, hword_part, asciiword, asciihword WITH public.unaccent, portuguese_stem;
--> statement-breakpoint
-- Generated columns need IMMUTABLE functions; array_to_string is only STABLE, so this wrapper
-- declares what holds here (text arrays, a fixed configuration) to index the ads' text.
CREATE OR REPLACE FUNCTION public.ads_search_vector(page_name text, titles text[], bodies text[], captions text[], descriptions text[])
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('public.pt_unaccent'::regconfig, coalesce(page_name, '')), 'A')
      || setweight(to_tsvector('public.pt_unaccent'::regconfig, coalesce(array_to_string(titles, ' '), '')), 'A')
      || setweight(to_tsvector('public.pt_unaccent'::regconfig, coalesce(array_to_string(bodies, ' '), '')), 'B')
      || setweight(to_tsvector('public.pt_unaccent'::regconfig, coalesce(array_to_string(captions, ' ') || ' ' || array_to_string(descriptions, ' '), '')), 'C')
$$;

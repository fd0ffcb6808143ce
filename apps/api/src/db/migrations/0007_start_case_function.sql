-- Custom migration: drizzle-kit has no functions. A target entity name as the web app shows and filters it (spec
-- section 3, ADR 0031), the SQL twin of toStartCase in packages/filtering: trimmed, every run of white space made
-- one space, each word's first letter upper-cased and the rest kept as written. The white space is JavaScript's
-- \s (WhiteSpace and LineTerminator), spelled out because a regex's [[:space:]] follows the server's locale. The
-- letter goes through ICU's root locale ("und-x-icu", in PGlite and in PostgreSQL built with ICU), whose full case
-- mapping is JavaScript's toUpperCase ('ß' → 'SS'); the libc default maps one character to one. A word whose first
-- character lies beyond U+FFFF stays as written, as in JavaScript, which upper-cases only the first UTF-16 unit.
-- Immutable, so that the signals' generated column company_name can use it.
CREATE FUNCTION "argus_start_case"(name text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(
    CASE WHEN ascii(word) BETWEEN 1 AND 65535 THEN upper(left(word, 1) COLLATE "und-x-icu") || substr(word, 2)
      ELSE word END,
    ' ' ORDER BY position), '')
  FROM regexp_split_to_table(
    regexp_replace(name,
      '^[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
      '', 'g'),
    '[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+'
  ) WITH ORDINALITY AS words(word, position)
$$;

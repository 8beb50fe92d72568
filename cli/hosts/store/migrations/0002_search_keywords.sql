-- The top searches (popularKeywords): one row per folded keyword; seq keeps first-searched order for ties.
CREATE TABLE search_keywords (
  key text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  keyword text NOT NULL,
  count bigint NOT NULL
);

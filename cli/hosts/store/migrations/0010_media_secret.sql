-- The stand-in's media secret (docs/decisions/1800): stream grants are signed and title keys
-- derived from it, so a restart of the stand-in keeps every grant and key it gave out.
CREATE TABLE media_secret (
  id integer PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL
);

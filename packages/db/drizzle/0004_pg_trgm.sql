-- Trigram indexes make the history search (LIKE '%text%' over workout names, notes and set names)
-- an index lookup instead of a scan of every row. pg_trgm ships with PostgreSQL (contrib, a trusted
-- extension) and with PGlite (loaded by createDb).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

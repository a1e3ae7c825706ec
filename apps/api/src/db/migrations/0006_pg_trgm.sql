-- Trigram matching for searching the case list (a trusted extension since PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

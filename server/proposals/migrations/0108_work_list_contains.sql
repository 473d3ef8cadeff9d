-- The work list's "contains" filters (docs/requirements.md §8.2) read ILIKE '%text%', which no
-- B-tree serves: trigram indexes do (bench/worklist). pg_trgm is a trusted extension, installed in
-- public and named there, so it serves every schema (one per test file on a shared server) whatever
-- the search path (docs/server.md "Database").
create extension if not exists pg_trgm schema public;

-- The applicant's name as the filter reads it, and the e-mail.
create index users_name_trgm on users using gin ((first_name || ' ' || last_name) public.gin_trgm_ops);
create index users_email_trgm on users using gin (email public.gin_trgm_ops);
-- The proposal's own columns.
create index proposals_customer_number_trgm on proposals using gin (customer_number public.gin_trgm_ops) where deleted_at is null;
create index proposals_firm_name_trgm on proposals using gin (firm_name public.gin_trgm_ops) where deleted_at is null;
create index proposals_business_province_trgm on proposals using gin (business_province public.gin_trgm_ops) where deleted_at is null;

-- The customer whose application a CSR opened from the review page (docs/requirements.md §8.1):
-- kept with the session, so a reload or another tab of the same session opens the same one.
-- Null for everyone else, and once the CSR goes back to the work list.
alter table sessions add column csr_customer_number text;

-- A CSR-approved applicant accepts the terms and conditions before the policy is created
-- (docs/requirements.md §6.1); a new approval clears it, so the terms are accepted after the latest one.
alter table proposals add column terms_accepted_at timestamptz;

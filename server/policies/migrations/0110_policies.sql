-- Policies issued from an accepted quote (docs/requirements.md §6.3). Amounts are dollars already
-- rounded to cents by the rating engine; double precision reads back as a number on both
-- PGlite and node-postgres. status_code stays null until the policy is paid (card) or bound
-- by a CSR (cheque received): ISSUED; RWL once renewed; VOID when cancelled.
create sequence policy_number_seq start with 100001;
create sequence billing_account_seq start with 500001;

create table policies (
  id uuid primary key default gen_random_uuid(),
  number text not null unique,
  billing_account_number text not null unique,
  proposal_id uuid not null references proposals(id),
  customer_number text not null,
  client text not null,
  quote_id text not null,
  quote jsonb not null,
  status_code text check (status_code in ('ISSUED', 'RWL', 'VOID')),
  payment_method_code text check (payment_method_code in ('ISP', 'STD')),
  effective_date date,
  expiration_date date,
  premium double precision not null,
  gross_amount double precision not null,
  created_by text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- one live policy per proposal; a voided one may be replaced
create unique index policies_one_per_proposal on policies (proposal_id) where status_code is distinct from 'VOID';
create index policies_customer on policies (customer_number);

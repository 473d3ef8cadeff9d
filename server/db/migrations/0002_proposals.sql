-- An application (proposal) and its saved steps. progress_states is a JSON array of
-- {name, completed, form_elements, content_hash, saved_at}; revision grows by one per write.
create table proposals (
  id uuid primary key default gen_random_uuid(),
  customer_number text not null,
  client text not null,
  program_type text not null,
  type text not null default 'NEW',
  status text not null default 'IN_PROGRESS',
  current_progress_state text,
  progress_states jsonb not null default '[]'::jsonb,
  quotes jsonb not null default '[]'::jsonb,
  utm jsonb,
  revision integer not null default 1,
  created_by text not null,
  created_timestamp timestamptz not null default now(),
  last_modified_timestamp timestamptz not null default now(),
  approved_timestamp timestamptz,
  referal_date timestamptz,
  bind_date timestamptz,
  accepted_quote_id text,
  issued_policy_id text,
  issued_policy_number text,
  billing_account_number text,
  prior_term_liability_limit double precision,
  is_quick_renewal_journey_active boolean not null default false,
  deleted_at timestamptz
);
-- One live proposal per customer: the "own current proposal" of GET /proposals.
create unique index proposals_one_live_per_customer on proposals (customer_number) where deleted_at is null;
create index proposals_status on proposals (status) where deleted_at is null;

-- Every status change: who, when, from, to, action (docs/requirements.md §3.3).
create table proposal_status_events (
  id uuid primary key default gen_random_uuid(),
  proposal_id uuid not null references proposals(id),
  from_status text,
  to_status text not null,
  action text not null,
  actor text not null,
  at timestamptz not null default now()
);
create index proposal_status_events_proposal on proposal_status_events (proposal_id, at);

-- Quick quotes (docs/requirements.md §2.12): a visitor's answers and quotes before they have an
-- account, named by an httpOnly cookie holding a random token whose sha-256 is token_hash.
create table quick_quotes (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  client text not null,
  current_progress_state text,
  progress_states jsonb not null default '[]'::jsonb,
  quotes jsonb not null default '[]'::jsonb,
  revision integer not null default 1,
  -- sha-256 of the creating address: the creation cap counts by it, the address itself is not kept
  ip_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- the customer's application it became (exactly once, docs/requirements.md §2.12)
  handed_off_proposal_id uuid references proposals(id),
  -- the registration started from it (registrations.id_hash; that table comes in a later migration)
  registration_id_hash text
);
create index quick_quotes_expires_at on quick_quotes (expires_at);
create index quick_quotes_ip_created on quick_quotes (ip_hash, created_at);
create index quick_quotes_registration on quick_quotes (registration_id_hash) where registration_id_hash is not null;

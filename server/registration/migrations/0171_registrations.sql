-- Registrations in progress (docs/requirements.md §7.10): what the person typed and which step is
-- next, referenced by an httpOnly cookie holding a random token whose sha-256 is the key.
create table registrations (
  id_hash text primary key,
  client_code text not null,
  quick_quote boolean not null default false,
  first_name text not null,
  last_name text not null,
  email text not null,
  postal_code text not null,
  locale text not null,
  -- the page the person may use next: otp-verify, create-profile, create-password, user-exist
  step text not null,
  address jsonb,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index registrations_expires_at on registrations (expires_at);

-- customer numbers registration gives: never reused, unique across instances
create sequence customer_numbers start 100001;

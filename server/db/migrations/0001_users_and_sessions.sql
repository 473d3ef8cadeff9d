-- People who sign in: applicants (one customer number and program each), CSRs, sponsor reviewers.
create table users (
  id uuid primary key default gen_random_uuid(),
  login text not null unique,
  password_hash text not null,
  role text not null check (role in ('applicant', 'csr', 'sponsor')),
  first_name text not null,
  last_name text not null,
  email text not null,
  customer_number text unique,
  client text,
  locale text not null default 'en-CA',
  created_at timestamptz not null default now()
);

-- Server-side sessions; the cookie holds a random id, the table its sha-256.
create table sessions (
  id_hash text primary key,
  user_id uuid not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_expires_at on sessions (expires_at);

-- Login rate limiting lives here, not in process memory, so every instance sees it.
create table login_attempts (
  key text primary key,
  window_start timestamptz not null default now(),
  attempts integer not null default 0
);

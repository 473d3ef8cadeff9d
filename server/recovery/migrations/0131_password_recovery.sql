-- Password recovery codes (docs/requirements.md §7.9): one live code per user at most, kept as an
-- argon2 hash, ended by use, by expiry or by too many wrong tries.
create table password_recovery (
  user_id uuid primary key references users (id) on delete cascade,
  code_hash text not null,
  expires_at timestamptz not null,
  wrong_tries integer not null default 0,
  created_at timestamptz not null default now()
);

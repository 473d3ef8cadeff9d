-- One-time codes (docs/requirements.md §7.10): at most one live code per purpose and subject, kept as
-- an argon2 hash, ended by use, by expiry or by too many wrong tries.
create table one_time_codes (
  purpose text not null,
  subject text not null,
  code_hash text not null,
  expires_at timestamptz not null,
  wrong_tries integer not null default 0,
  created_at timestamptz not null default now(),
  primary key (purpose, subject)
);

-- every code sent, by e-mail address: the resend throttle counts these, so every instance agrees
create table one_time_code_sends (
  address text not null,
  sent_at timestamptz not null default now()
);
create index one_time_code_sends_address on one_time_code_sends (address, sent_at);

-- Sessions end when idle (last_seen_at, moved at most once a minute) as well as at expires_at;
-- a user holds a limited number of them (the oldest by created_at is ended first).
alter table sessions add column last_seen_at timestamptz not null default now();
create index sessions_user_id on sessions (user_id, created_at);

-- Sign-in throttle: per (login, address) and per address, a failure count that sets a growing
-- wait (blocked_until) instead of a fixed window; counters forget after a quiet period.
drop table login_attempts;
create table login_attempts (
  key text primary key,
  failures integer not null default 0,
  blocked_until timestamptz,
  last_failure_at timestamptz not null default now()
);
create index login_attempts_last_failure_at on login_attempts (last_failure_at);

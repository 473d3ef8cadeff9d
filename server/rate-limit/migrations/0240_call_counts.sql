-- Calls per client address and minute for the public look-ups and page-route events
-- (docs/server.md "Rate limits"): shared by every instance.
create table call_counts (
  key text primary key,
  window_start timestamptz not null,
  calls integer not null
);

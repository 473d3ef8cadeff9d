-- The admin panel's deactivation log (docs/requirements.md §8.6, docs/security.md "Admin panel"):
-- who deactivated which customer role when, and whether the person's sign-in went with it.
-- No foreign keys: the log outlives the users it names (a demo reset deletes and recreates them).
create table role_deactivations (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- the CSR: their user id, login and name as they were
  actor_id uuid not null,
  actor_login text not null,
  actor_name text not null,
  -- the customer's user and the role taken from them
  user_id uuid not null,
  user_login text not null,
  customer_number text,
  role_code text not null,
  client_code text not null,
  -- one or no active role was left: sign-in disabled and sessions ended
  identity_removed boolean not null
);
create index role_deactivations_user_id on role_deactivations (user_id, at);

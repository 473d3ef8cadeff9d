-- Page-route analytics (docs/requirements.md §11.8): one row per page the browser showed. The path
-- only, never a query or an answer; the user when signed in, the request id to match the server log.
create table page_routes (
  id bigint generated always as identity primary key,
  route text not null,
  previous text,
  locale text not null,
  client text,
  user_id uuid references users (id) on delete set null,
  request_id text not null,
  created_at timestamptz not null default now()
);
create index page_routes_created_at on page_routes (created_at);

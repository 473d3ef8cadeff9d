-- Layout files as versioned data (docs/requirements.md §13, docs/server.md "Layout versions and the
-- studio API"): every version of every page, journey and fixture, named by its path in the schemas/
-- folder layout. The layout store serves the published one of each path.
create table layout_versions (
  id bigint generated always as identity primary key,
  client text not null,
  kind text not null constraint layout_version_kind check (kind in ('page', 'journey', 'fixture')),
  path text not null,
  text text not null,
  -- sha-256 (hex) of the text as stored
  hash text not null,
  -- a page's layout hash (sha-256 of its canonical JSON), which saved answers keep as content_hash;
  -- null for a journey, a fixture, or text that does not parse
  layout_hash text,
  status text not null constraint layout_version_status check (status in ('draft', 'published', 'archived')),
  -- a staff login, or 'schemas/ files' for a version read from the repository at start
  author text not null,
  note text not null default '',
  created_at timestamptz not null default now(),
  published_at timestamptz
);
-- one published version per path: a second publish of the same path must archive the first
create unique index layout_versions_one_published on layout_versions (path) where status = 'published';
create index layout_versions_path on layout_versions (path, id desc);
create index layout_versions_published_client on layout_versions (client) where status = 'published';
-- the wording a step's answers were given on (a review shows that version of the page)
create index layout_versions_layout_hash on layout_versions (path, layout_hash) where layout_hash is not null;

-- Every publish, rollback, import and seeding from files: who, when, why, and what it published.
create table layout_publishes (
  id bigint generated always as identity primary key,
  client text not null,
  action text not null constraint layout_publish_action check (action in ('publish', 'rollback', 'import', 'files')),
  author text not null,
  note text not null default '',
  at timestamptz not null default now(),
  -- [{ "id": "<version id>", "path": "<path>" }] of the versions it published
  versions jsonb not null
);
create index layout_publishes_client on layout_publishes (client, id desc);

-- The application PDF's delivery outbox (docs/requirements.md §6.7, docs/server.md "Application
-- PDF delivery"): one row queued with each application_pdfs row, in the same transaction (a
-- rolled-back status change queues nothing), drained after commit by the delivery worker.
create table pdf_deliveries (
  id bigint generated always as identity primary key,
  pdf_id bigint not null references application_pdfs(id) on delete cascade,
  proposal_id uuid not null references proposals(id) on delete cascade,
  file_name text not null,
  -- the one language delivered: the applicant's (French first for a Quebec applicant, else English)
  locale text not null check (locale in ('en-CA', 'fr-CA')),
  attempts integer not null default 0,
  last_error text,
  -- when a worker may next take it: now when queued; a lease while one delivers it (a worker that
  -- dies mid-delivery lets it go again when the lease ends); the retry time after a failure
  next_attempt_at timestamptz not null default now(),
  delivered_at timestamptz,
  created_at timestamptz not null default now()
);
-- the worker's question: the undelivered rows that are due, oldest first
create index pdf_deliveries_due on pdf_deliveries (next_attempt_at, id) where delivered_at is null;

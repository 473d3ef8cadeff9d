-- Documents an applicant attaches to an application (docs/requirements.md §11.5, docs/server.md
-- "Documents"). The metadata lives here; the bytes live behind the DocumentStore interface, whose
-- embedded default is the document_contents table below (an object store could hold them instead).
create table documents (
  id uuid primary key default gen_random_uuid(),
  proposal_id uuid not null references proposals(id) on delete cascade,
  -- whose: the proposal's customer, copied so that reads check ownership without a join
  customer_number text not null,
  -- the name the applicant's file had (shown, never trusted for its type)
  file_name text not null,
  -- the kind its content was found to be (jpg, png, pdf, docx, txt) and the MIME type it is served as
  file_ext text not null,
  mime_type text not null,
  size_bytes integer not null check (size_bytes > 0),
  uploaded_by uuid not null references users(id),
  created_at timestamptz not null default now()
);
create index documents_by_proposal on documents (proposal_id, created_at);

create table document_contents (
  document_id uuid primary key references documents(id) on delete cascade,
  content bytea not null
);

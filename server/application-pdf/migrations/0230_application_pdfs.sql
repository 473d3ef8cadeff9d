-- The application PDF as it was sent (docs/requirements.md §6.7): one row each time a final quote
-- produces it (accepted, approved, issued), the newest being the one offered for download. The
-- document's content is kept in both languages as it read that day (answers, layout labels, the
-- accepted quote), so a later change of a layout never changes a file that was sent; the file is
-- drawn from it, the same bytes on every download.
create table application_pdfs (
  id bigint generated always as identity primary key,
  proposal_id uuid not null references proposals(id) on delete cascade,
  made_at timestamptz not null default now(),
  -- the status the application entered when this one was made
  made_at_status text not null,
  file_name text not null,
  -- {"en-CA": PdfDocument, "fr-CA": PdfDocument} (server/application-pdf/document.ts)
  documents jsonb not null
);
create index application_pdfs_proposal on application_pdfs (proposal_id, id desc);

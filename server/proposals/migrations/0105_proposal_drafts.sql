-- Drafts: what an applicant typed on a step and did not save yet (docs/server.md "Drafts").
-- Unvalidated, so kept apart from proposals.progress_states: rating and statuses never read them.
-- One per proposal and step; a save of the step deletes its draft in the same transaction.
create table proposal_drafts (
  proposal_id uuid not null references proposals(id) on delete cascade,
  name text not null,
  form_elements jsonb not null,
  -- the proposal revision the answers were typed on
  revision integer not null,
  saved_at timestamptz not null default now(),
  primary key (proposal_id, name)
);

-- CSR work list (docs/requirements.md §8.2). Two answers it shows, filters and sorts on, kept as
-- columns the database derives from the saved steps on every write (the first step that holds them).
alter table proposals
  add column business_province text
    generated always as (jsonb_path_query_first(progress_states, '$[*].form_elements.business_province') #>> '{}') stored,
  add column firm_name text
    generated always as (coalesce(
      jsonb_path_query_first(progress_states, '$[*].form_elements.firm_name') #>> '{}',
      jsonb_path_query_first(progress_states, '$[*].form_elements.company_name') #>> '{}',
      jsonb_path_query_first(progress_states, '$[*].form_elements.agency_name') #>> '{}')) stored;

-- One index per order the list is read in, each led by the filter that usually comes with it, so
-- a page is read from an index in order and stops after its rows (bench/worklist).
-- The default order: CSR review required first, then last modified, newest first.
create index proposals_work_list_default on proposals ((status = 'PENDING_CSR_REVIEW') desc, last_modified_timestamp desc, id)
  where deleted_at is null;
-- A status filter, newest first.
create index proposals_work_list_status on proposals (status, last_modified_timestamp desc, id) where deleted_at is null;
-- A program filter in the default order; the agent program's default: referral date, newest first.
create index proposals_work_list_client on proposals (client, (status = 'PENDING_CSR_REVIEW') desc, last_modified_timestamp desc, id)
  where deleted_at is null;
create index proposals_work_list_referral on proposals (client, referal_date desc nulls last, id) where deleted_at is null;
-- Who approved (the work list's "approved by"): the last event into CSR_APPROVED.
create index proposal_status_events_approved on proposal_status_events (proposal_id, at desc) where to_status = 'CSR_APPROVED';

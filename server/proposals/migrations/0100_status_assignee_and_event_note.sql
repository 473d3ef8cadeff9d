-- Status area. The event table itself (proposal_status_events) is the platform's (0002);
-- here: who a referred proposal is assigned to (ASSIGN_TO with csr_name, docs/requirements.md §8.3) and a
-- short note on an event (the assignee, the accepted quote id).
alter table proposals add column assigned_to text;
alter table proposal_status_events add column note text;

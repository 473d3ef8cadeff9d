-- Quote expiry (docs/requirements.md §5.9) counts from the day the quotes were given.
alter table proposals add column quoted_at timestamptz;
-- Applications quoted before this column: the last time they reached QUOTED, else their last change.
update proposals p set quoted_at = coalesce(
  (select max(e.at) from proposal_status_events e where e.proposal_id = p.id and e.to_status = 'QUOTED'),
  p.last_modified_timestamp)
where jsonb_array_length(p.quotes) > 0;

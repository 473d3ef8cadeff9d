-- A proposal whose policy is being renewed stops being the customer's live proposal without being
-- deleted (docs/requirements.md §2.11): it stays the record of the policy issued from it, readable
-- by id and in the work list, while the renewal becomes the live one. renewed_at: when that happened.
alter table proposals add column renewed_at timestamptz;
drop index proposals_one_live_per_customer;
create unique index proposals_one_live_per_customer on proposals (customer_number) where deleted_at is null and renewed_at is null;

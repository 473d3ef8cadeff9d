-- A renewal application names the policy it renews (docs/requirements.md §2.11). At most one
-- renewal of a policy is ever in the table undeleted: a double click or two tabs get the same one.
alter table proposals add column renews_policy_id uuid references policies(id);
create unique index proposals_one_renewal_per_policy on proposals (renews_policy_id) where deleted_at is null and renews_policy_id is not null;

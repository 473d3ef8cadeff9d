-- Charge exactly once (docs/payments.md "Guarantees").
-- PAYMENT_PROCESSING: the transaction is claimed and its charge is with the provider.
alter table payment_transactions drop constraint payment_transactions_progress_code_check;
alter table payment_transactions add constraint payment_transactions_progress_code_check check (progress_code in
  ('PAYMENT_STARTED', 'PAYMENT_PROCESSING', 'PAYMENT_FAILURE', 'PAYMENT_SUCCESS', 'PAYMENT_CANCEL', 'PAYMENT_SUCCESS_UPDATE_POLICY_FAILED'));

-- The card token is the provider's single-use token (never card data), kept while the charge is
-- in flight so that a claim left behind by a crash can ask the provider again with the same key.
alter table payment_transactions
  add column card_token text,
  add column claim_id uuid,
  add column claimed_at timestamptz;

-- Before this migration several transactions of one policy could be open at once: keep the
-- newest (or the paid one) and cancel the others, which were never charged.
update payment_transactions t set progress_code = 'PAYMENT_CANCEL', updated_at = now()
where t.progress_code = 'PAYMENT_STARTED'
  and exists (
    select 1 from payment_transactions o
    where o.policy_id = t.policy_id and o.id <> t.id
      and (o.progress_code in ('PAYMENT_SUCCESS', 'PAYMENT_SUCCESS_UPDATE_POLICY_FAILED')
        or (o.progress_code = 'PAYMENT_STARTED' and (o.created_at, o.id) > (t.created_at, t.id))));

-- At most one transaction per policy that is open, being charged or paid. If this fails naming a
-- policy, that policy was charged more than once before this fix: refund the extra charges, set
-- their transactions to PAYMENT_CANCEL, and start again.
create unique index payment_transactions_one_live_per_policy on payment_transactions (policy_id)
  where progress_code in ('PAYMENT_STARTED', 'PAYMENT_PROCESSING', 'PAYMENT_SUCCESS', 'PAYMENT_SUCCESS_UPDATE_POLICY_FAILED');

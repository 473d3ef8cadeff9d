-- Card payments of a policy (docs/requirements.md §6.5). Only what may be kept of a card is stored:
-- brand, last 4 digits and the provider's token. Never the number, never the CVC.
create table payment_transactions (
  id uuid primary key default gen_random_uuid(),
  policy_id uuid not null references policies(id),
  proposal_id uuid not null references proposals(id),
  customer_number text not null,
  amount double precision not null,
  currency text not null default 'CAD',
  payment_method text not null default 'CREDIT_CARD' check (payment_method in ('CREDIT_CARD', 'CHEQUE', 'FINANCING')),
  progress_code text not null check (progress_code in
    ('PAYMENT_STARTED', 'PAYMENT_FAILURE', 'PAYMENT_SUCCESS', 'PAYMENT_CANCEL', 'PAYMENT_SUCCESS_UPDATE_POLICY_FAILED')),
  card_brand text,
  card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
  provider text not null,
  provider_token text,
  failure_code text,
  created_by text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index payment_transactions_policy on payment_transactions (policy_id);

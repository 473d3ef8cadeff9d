-- Premium financing (docs/payments.md "Premium financing"): a policy financed through the finance
-- provider has payment method FIN and keeps the agreement it was bound with: the option, what was
-- paid up front, the instalments, the finance charge, the provider's reference and when. Written
-- once, in the transaction that binds the policy (server/financing/service.ts).
alter table policies drop constraint policies_payment_method_code_check;
alter table policies add constraint policies_payment_method_code_check check (payment_method_code in ('ISP', 'STD', 'FIN'));

alter table policies
  add column finance_option text check (finance_option in ('YEARLY', 'MONTHLY')),
  add column finance_down_payment double precision check (finance_down_payment > 0),
  add column finance_yearly_amount double precision check (finance_yearly_amount > 0),
  add column finance_installment_amount double precision check (finance_installment_amount >= 0),
  add column finance_installments integer check (finance_installments between 0 and 12),
  add column finance_charge double precision check (finance_charge >= 0),
  add column finance_reference text,
  add column financed_at timestamptz;

-- the agreement is whole or absent, and it is there exactly when the policy is financed
alter table policies add constraint policies_finance_whole check (
  num_nulls(finance_option, finance_down_payment, finance_yearly_amount, finance_installment_amount,
            finance_installments, finance_charge, finance_reference, financed_at) in (0, 8));
alter table policies add constraint policies_finance_is_fin check ((payment_method_code = 'FIN') = (finance_reference is not null));

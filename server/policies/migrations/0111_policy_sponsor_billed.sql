-- A policy billed to the company the applicant is contracted with (docs/requirements.md §6.1):
-- issued paid (ISSUED, payment method ISP) without any card payment. Kept on the policy so its
-- confirmation says who pays it, whatever the brand configuration says later.
alter table policies add column sponsor_billed boolean not null default false;

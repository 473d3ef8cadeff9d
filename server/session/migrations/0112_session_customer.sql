-- The customer an applicant holding several (an aviation customer with a gold wings and a silver
-- wings customer number) works as, chosen from the dashboard (docs/requirements.md §11.4). Null:
-- their first customer role, as before. Only ever one of the user's own customer numbers.
alter table sessions add column customer_number text;

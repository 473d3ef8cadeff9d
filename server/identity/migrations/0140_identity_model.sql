-- The identity model (docs/requirements.md §7.1 "Roles"): a user has a user type, roles (each for a
-- client code and, for customers, a customer number) and groups; customers are their own records.
-- The old three-value users.role column is replaced by these.
alter table users add column user_type text not null default 'ExternalCustomer'
  check (user_type in ('ExternalCustomer', 'Internal', 'InternalSuperUser'));
alter table users add column employee_number text unique;
alter table users add column active boolean not null default true;
-- staff sign in through single sign-on only: they have no password here
alter table users alter column password_hash drop not null;

create table customers (
  customer_number text primary key,
  client_code text not null,
  status text not null default 'p',
  legal_name text not null,
  alternate_name text,
  address1 text not null,
  address2 text,
  city text not null,
  state text not null default 'AB',
  postal_code text not null,
  country text not null default 'Canada',
  primary_phone text,
  email text not null,
  -- attCode / attValue pairs, e.g. firstName, lastName, middleName
  details jsonb not null default '[]',
  created_at timestamptz not null default now()
);

create table user_roles (
  user_id uuid not null references users (id) on delete cascade,
  -- ADMIN_CUSTOMER_USER (an applicant), CLIENT, CLIENT_RPG_CAPTIVE (sponsor), {product}_OPERATIONS (CSR)
  role_code text not null,
  -- '' when the role is not tied to one client
  client_code text not null default '',
  customer_number text references customers (customer_number),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (user_id, role_code, client_code)
);
create index user_roles_customer_number on user_roles (customer_number);

create table user_groups (
  user_id uuid not null references users (id) on delete cascade,
  group_name text not null,
  primary key (user_id, group_name)
);

-- existing users keep what they could do: applicants become admin customer users of a customer
-- record built from what is known of them, CSRs internal operations staff, sponsors RPG captive clients
insert into customers (customer_number, client_code, legal_name, address1, city, postal_code, email, details)
select customer_number, coalesce(client, ''), first_name || ' ' || last_name, '-', '-', '-', email,
       jsonb_build_array(jsonb_build_object('attCode', 'firstName', 'attValue', first_name),
                         jsonb_build_object('attCode', 'lastName', 'attValue', last_name))
from users where role = 'applicant' and customer_number is not null;
insert into user_roles (user_id, role_code, client_code, customer_number)
select id, 'ADMIN_CUSTOMER_USER', coalesce(client, ''), customer_number from users where role = 'applicant';
insert into user_groups (user_id, group_name) select id, 'ADMIN_CUSTOMER_USER' from users where role = 'applicant';
update users set user_type = 'Internal', password_hash = null where role = 'csr';
insert into user_roles (user_id, role_code, client_code) select id, 'CANACCT_OPERATIONS', '' from users where role = 'csr';
insert into user_groups (user_id, group_name) select id, g from users, (values ('PORTAL_STAFF'), ('PORTAL_CSR_EDITORS')) as v(g) where role = 'csr';
insert into user_roles (user_id, role_code, client_code) select id, 'CLIENT_RPG_CAPTIVE', coalesce(client, '') from users where role = 'sponsor';
alter table users drop column role;
alter table users drop column customer_number;
alter table users drop column client;

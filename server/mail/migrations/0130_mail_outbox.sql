-- The embedded default's mail: each message the portal sends is kept here instead of going out
-- over SMTP (docs/server.md "Mail"); the development outbox lists the latest.
create table mail_outbox (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  body_text text not null,
  created_at timestamptz not null default now()
);
create index mail_outbox_created_at on mail_outbox (created_at);

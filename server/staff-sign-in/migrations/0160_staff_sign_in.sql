-- Staff sign-ins under way (docs/security.md "Staff sign-in"): what the callback needs to finish
-- one, kept on the server under the sha-256 of its state, taken once and for 10 minutes at most.
create table staff_sign_in (
  state_hash text primary key,
  code_verifier text not null,
  nonce text not null,
  -- the callback address sent to the provider, sent again with the code
  redirect_uri text not null,
  -- the portal base ({program}/{language}) to come back to
  return_base text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index staff_sign_in_expires_at on staff_sign_in (expires_at);

-- Maintenance windows staff schedule (docs/requirements.md §11.7): from start to end every
-- applicant page leads to the maintenance page and writes are refused with 503.
create table maintenance_windows (
  id bigint generated always as identity primary key,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  message_en text not null,
  message_fr text not null,
  -- the staff member who scheduled it, as they were (no foreign key: the record outlives the user)
  created_by_id uuid not null,
  created_by_name text not null,
  created_at timestamptz not null default now(),
  -- ended early or cancelled by staff: who and when
  ended_by_name text,
  ended_at timestamptz,
  constraint maintenance_window_order check (ends_at > starts_at)
);
create index maintenance_windows_ends_at on maintenance_windows (ends_at) where ended_at is null;

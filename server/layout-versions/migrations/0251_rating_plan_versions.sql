-- The rating plan (programs/<CLIENT>/rating.json) is versioned with the layouts (docs/server.md
-- "Layout versions and the studio API"): a version's kind may now be 'rating'.
alter table layout_versions drop constraint layout_version_kind;
alter table layout_versions add constraint layout_version_kind check (kind in ('page', 'journey', 'fixture', 'rating'));

-- The configuration all programs share (config/brandsConfig.json, config/errors.json) is versioned
-- with the layouts under the pseudo-program SHARED (docs/server.md "Layout versions and the studio
-- API"): a version's kind may now be 'config'.
alter table layout_versions drop constraint layout_version_kind;
alter table layout_versions add constraint layout_version_kind check (kind in ('page', 'journey', 'fixture', 'rating', 'config'));

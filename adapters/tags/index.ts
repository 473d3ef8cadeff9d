export { tagValue, type TagValue } from './tag-value';
export { hasTrueTag, isTagTrue } from './is-tag-true';
export { clearOnChangeNames } from './clear-on-change';

export { compileLayout, clearCompileCache } from './compile-layout';
export { layoutHash } from './layout-hash';
export { canonicalJson } from './canonical-json';
export { logicVars } from './logic-vars';
export { resolveText } from './text';
export { tagMap } from './tags';

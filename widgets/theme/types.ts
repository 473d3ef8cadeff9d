import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';

/** One contribution to the theme: name → component maps, merged by createTheme(). */
export interface ThemePart {
  widgets?: RegistryWidgetsType;
  fields?: RegistryFieldsType;
  templates?: Partial<TemplatesType>;
}

/** What RJSF's Form takes as its theme props. */
export interface Theme {
  widgets: RegistryWidgetsType;
  fields: RegistryFieldsType;
  templates: Partial<TemplatesType>;
}

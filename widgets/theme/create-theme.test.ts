import { describe, expect, it } from 'vitest';
import { FIELD, PAGE_TEMPLATE, WIDGET } from '../../adapters/widget-names';
import { mergeTheme } from './create-theme';
import { createTheme } from './index';

describe('createTheme', () => {
  it('registers every widget and field name the adapter writes, and the page template', () => {
    const theme = createTheme();
    for (const name of Object.values(WIDGET)) expect(theme.widgets, name).toHaveProperty(name);
    for (const name of Object.values(FIELD)) expect(theme.fields, name).toHaveProperty(name);
    expect(theme.templates).toHaveProperty(PAGE_TEMPLATE);
    expect(theme.fields).toHaveProperty('SchemaField');
  });

  it('refuses one name for two different widgets', () => {
    const A = () => null;
    const B = () => null;
    expect(() => mergeTheme([{ widgets: { textbox: A } }, { widgets: { textbox: B } }])).toThrow(
      'Widget "textbox" is registered twice in the widget theme',
    );
  });

  it('adds extra parts', () => {
    const Extra = () => null;
    expect(createTheme({ widgets: { extra: Extra } }).widgets.extra).toBe(Extra);
  });
});

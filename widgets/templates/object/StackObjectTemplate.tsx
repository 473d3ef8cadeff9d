import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** Nested objects (and a page without layout): their fields one under the other, titled if named. */
export function StackObjectTemplate({ title, properties, fieldPathId }: ObjectFieldTemplateProps) {
  const content = properties.filter((property) => !property.hidden).map((property) => property.content);
  if (fieldPathId.path.length === 0 || !title) return <div className="jf-object">{content}</div>;
  return (
    <fieldset className="jf-object">
      <legend className="jf-object-title">{title}</legend>
      {content}
    </fieldset>
  );
}

import { useMemo } from 'react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { withLabelKind } from '../../theme/label-kind';
import { renderMarkdown } from './render-markdown';

/** Read-only text written in markdown by analysts (markdowntext); stores no data. */
function MarkdownTextField(props: FieldProps) {
  const { markdown } = getUiOptions(props.uiSchema);
  const source = typeof markdown === 'string' ? markdown : '';
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <div id={props.fieldPathId.$id} className="jf-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}

export const MarkdownText = withLabelKind(MarkdownTextField, 'self');

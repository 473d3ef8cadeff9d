import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { withLabelKind } from '../../theme/label-kind';
import { MarkdownHtml } from './markdown-html';

/** Read-only text written in markdown by analysts (markdowntext), as the server rendered it; stores no data. */
function MarkdownTextField(props: FieldProps) {
  const { markdown } = getUiOptions(props.uiSchema);
  return <MarkdownHtml id={props.fieldPathId.$id} className="jf-markdown" source={typeof markdown === 'string' ? markdown : ''} />;
}

export const MarkdownText = withLabelKind(MarkdownTextField, 'self');

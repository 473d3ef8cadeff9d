import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { useT } from '../../i18n/use-t';
import { withLabelKind } from '../../theme/label-kind';

const SAFE_HREF = /^(https?:|mailto:|tel:|\/|#|\.{0,2}\/)/i;

/** A link configured in the layout (dynamiclink): `ui:options.text` is the text, `href` the target. */
function DynamicLinkField(props: FieldProps) {
  const t = useT();
  const { href, text: configured } = getUiOptions(props.uiSchema);
  const text = (typeof configured === 'string' && configured) || props.name;
  if (typeof href !== 'string' || !SAFE_HREF.test(href)) {
    return <span className="jf-link jf-link--broken">{text}</span>;
  }
  const external = /^https?:/i.test(href) && !href.startsWith(window.location.origin);
  return (
    <a
      id={props.fieldPathId.$id}
      className="jf-link"
      href={href}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
    >
      {text}
      {external && ' '}
      {external && <span className="jf-visually-hidden">{t('widgets.core.newWindow')}</span>}
    </a>
  );
}

export const DynamicLink = withLabelKind(DynamicLinkField, 'self');

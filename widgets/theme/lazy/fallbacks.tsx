import type { ReactNode } from 'react';
import { getUiOptions, type RJSFSchema, type UiSchema } from '@rjsf/utils';

/**
 * What a lazy part shows while its code loads (lazy-part.tsx): its place on the page, so nothing
 * moves when it arrives. `aria-busy` tells assistive technology the field is coming.
 */

/** A widget whose label, help and errors the field template draws: only the control's space. */
export function controlFallback(): ReactNode {
  return <div className="jf-lazy" aria-busy="true" />;
}

/** A field that draws its own label (label kind `self`): that label, then the space of a control. */
export function fieldFallback({ schema, uiSchema, name }: { schema: RJSFSchema; uiSchema?: object; name: string }): ReactNode {
  const title = getUiOptions(uiSchema as UiSchema | undefined).title ?? schema.title ?? name;
  return (
    <div className="jf-lazy jf-lazy--field" aria-busy="true">
      <p className="jf-label jf-lazy-title">{title}</p>
    </div>
  );
}

/** Tabs or an accordion: the space of a panel's header. */
export function panelsFallback(): ReactNode {
  return <div className="jf-lazy jf-lazy--panels" aria-busy="true" />;
}

import { Fragment, useEffect, useId, type ReactNode } from 'react';
import type { ObjectFieldTemplateProps, ObjectFieldTemplatePropertyType } from '@rjsf/utils';
import type { CompiledItem, CompiledRow } from '../../../adapters/types';
import { useFormRuntime, usePageState, type FormRuntime } from '../../theme/runtime/FormRuntime';
import { StackObjectTemplate } from '../object/StackObjectTemplate';
import { LazyAccordion, LazyTabs } from '../panels/lazy-panels';
import { usePanels } from '../panels/use-panels';
import { focusField } from './focus-field';
import { layoutPaths, panelIndexOf, topLevel } from './layout';
import { useAllHidden, useShownPanels } from './use-hidden';

type RenderPaths = (paths: readonly string[]) => ReactNode;
type PanelItem = Extract<CompiledItem, { kind: 'tabs' | 'accordion' }>;

/** Tabs or an accordion of the panels that hold a shown field: a panel whose fields rules all hide has no header. */
function PanelGroup({ item, renderPaths, allOpen }: { item: PanelItem; renderPaths: RenderPaths; allOpen: boolean }) {
  const runtime = useFormRuntime();
  const panels = useShownPanels(runtime, item.panels);
  const state = usePanels(panels, runtime, allOpen);
  if (panels.length === 0) return null;
  return item.kind === 'tabs' ? (
    <LazyTabs panels={panels} state={state} renderPaths={renderPaths} />
  ) : (
    <LazyAccordion panels={panels} state={state} renderPaths={renderPaths} />
  );
}

function ownerPaths(layout: readonly CompiledRow[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const path of layoutPaths(layout)) if (!owners.has(topLevel(path))) owners.set(topLevel(path), path);
  return owners;
}

function itemPaths(items: readonly CompiledItem[]): string[] {
  return items.flatMap((item) => (item.kind === 'field' ? [item.path] : item.panels.flatMap((panel) => panel.paths)));
}

interface SectionProps {
  section: CompiledRow['sections'][number];
  renderPaths: RenderPaths;
  allOpen: boolean;
}

function Section({ section, renderPaths, allOpen }: SectionProps) {
  const runtime = useFormRuntime();
  const titleId = useId();
  const hidden = useAllHidden(runtime, itemPaths(section.items));
  if (hidden) return null;
  const body = section.items.map((item, index) =>
    item.kind === 'field' ? (
      <Fragment key={item.path}>{renderPaths([item.path])}</Fragment>
    ) : (
      <PanelGroup key={`${item.kind}-${index}`} item={item} renderPaths={renderPaths} allOpen={allOpen} />
    ),
  );
  if (!section.title) return <div className="jf-section">{body}</div>;
  return (
    <section className="jf-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="jf-section-title">
        {section.title}
      </h2>
      {body}
    </section>
  );
}

/** Focus requests for fields outside any tab or accordion (those handle their own). */
function useFocusOutsidePanels(runtime: FormRuntime | null) {
  const { focus } = usePageState(runtime);
  useEffect(() => {
    if (!focus || !runtime) return;
    const inPanels = runtime.layout.some((row) =>
      row.sections.some((section) => section.items.some((item) => item.kind !== 'field' && panelIndexOf(item.panels, focus.path) !== -1)),
    );
    if (!inPanels) focusField(runtime.idFor(focus.path));
  }, [focus, runtime]);
}

/**
 * The page (root object) laid out as the compiled layout says: rows of sections of fields, tabs
 * and accordions. Fields the layout does not place follow at the end, so nothing is ever lost.
 * Without a JourneyForm around it, it falls back to a plain stack.
 */
export function JourneyPageTemplate(props: ObjectFieldTemplateProps) {
  const runtime = useFormRuntime();
  useFocusOutsidePanels(runtime);
  const allOpen = Boolean(props.registry.formContext?.editMode || props.registry.formContext?.quoteForm);
  if (!runtime || runtime.layout.length === 0) return <StackObjectTemplate {...props} />;

  const byName = new Map<string, ObjectFieldTemplatePropertyType>(props.properties.map((property) => [property.name, property]));
  const owners = ownerPaths(runtime.layout);
  // Each top-level property once, at the first layout path that names it (a multifield may be named
  // by several paths inside it); a pure rule, so any section may re-render on its own.
  const renderPaths: RenderPaths = (paths) =>
    paths.map((path) => {
      const name = topLevel(path);
      const property = byName.get(name);
      if (!property || property.hidden || (owners.get(name) ?? path) !== path) return null;
      return <Fragment key={name}>{property.content}</Fragment>;
    });

  const placed = new Set(layoutPaths(runtime.layout).map(topLevel));
  const rest = props.properties.filter((property) => !placed.has(property.name)).map((property) => property.name);
  return (
    <div className="jf-page">
      {runtime.layout.map((row, rowIndex) => (
        <div key={rowIndex} className="jf-row" data-columns={row.sections.length}>
          {row.sections.map((section, sectionIndex) => (
            <Section key={section.name ?? sectionIndex} section={section} renderPaths={renderPaths} allOpen={allOpen} />
          ))}
        </div>
      ))}
      {rest.length > 0 && <div className="jf-section">{renderPaths(rest)}</div>}
    </div>
  );
}

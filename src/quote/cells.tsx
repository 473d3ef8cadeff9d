import type { IntlShape } from 'react-intl';

/** A dash for an amount that does not apply, read out as "not applicable" (docs/requirements.md §5.6). */
export function NotApplicable({ intl }: { intl: IntlShape }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{intl.formatMessage({ id: 'app.quote.notApplicable' })}</span>
    </>
  );
}

/** A coverage's name: plan names come from the rating plan in English; the known ones have both languages. */
export function planLabel(intl: IntlShape, name: string): string {
  const id = `app.quote.plan.${name}`;
  return id in intl.messages ? intl.formatMessage({ id }) : name;
}

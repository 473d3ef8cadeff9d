import { useEffect, useRef, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { ariaDescribedByIds, type FieldProps } from '@rjsf/utils';
import { normalMark } from '../../../adapters/api/lookups';
import { formatDate } from '../../../adapters/format/date';
import { useT } from '../../i18n/use-t';
import en from '../../../schemas/content/en-CA/lookups.json';
import fr from '../../../schemas/content/fr-CA/lookups.json';
import { stringOption, uiOptionsOf } from '../../shared/ui-options';
import { useDraft } from '../../shared/use-draft';
import { withLabelKind } from '../../theme/label-kind';
import { draftsOf } from '../../theme/runtime/draft-registry';
import type { Lookup } from '../typeahead/lookup';
import '../complex.css';

type Check =
  | { status: 'idle' }
  | { status: 'checking'; mark: string }
  | { status: 'found'; mark: string; name: string; issued: string; kit: boolean }
  | { status: 'unknown' | 'failed'; mark: string };

/**
 * ui:field `registrationMark`: a registration mark (string), looked up in the civil aircraft register
 * once typed (docs/requirements.md §11.6) through `formContext.lookups[ui:options.lookup]`. Found: the
 * fields `ui:options.fills` names take the register's record (make and model), and a line says what
 * the register holds. Not found: a warning flags the mark, which stays the applicant's answer (the
 * register lags behind new registrations), and what an earlier mark filled is cleared. Only a mark
 * changed by the applicant is looked up.
 *
 * Label kind `control`: the field template draws the label and errors; the status line is ours.
 */
function RegistrationMark(props: FieldProps<string>) {
  const { formData, onChange, onBlur, onFocus, fieldPathId, uiSchema, registry, disabled, readonly, required, rawErrors = [] } = props;
  const id = fieldPathId.$id;
  const options = uiOptionsOf(uiSchema);
  const lookups = (registry.formContext as { lookups?: Record<string, Lookup> } | undefined)?.lookups;
  const lookup = lookups?.[stringOption(options, 'lookup') ?? 'aircraft_registry'];
  const fills = options.fills as Readonly<Record<string, string>> | undefined;
  const [check, setCheck] = useState<Check>({ status: 'idle' });
  // the mark the page opened with is the applicant's earlier answer: not looked up again
  const checked = useRef<string | undefined>(typeof formData === 'string' ? normalMark(formData) : undefined);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);

  const draft = useDraft<string | undefined>({
    value: formData,
    toText: (value) => (typeof value === 'string' ? value : ''),
    toStored: (text) => (text === '' ? undefined : text),
    onChange: (value) => onChange(value, fieldPathId.path, undefined, id),
    drafts: draftsOf(registry.formContext),
  });

  // whether the fields `fills` names hold what the register said of an earlier mark
  const filled = useRef(false);
  const fill = (record: Record<string, unknown> | undefined) => {
    if (!record && !filled.current) return;
    const parent = fieldPathId.path.slice(0, -1);
    for (const [field, property] of Object.entries(fills ?? {})) {
      const value = record?.[property];
      // another aircraft's make and model would contradict the new mark: cleared
      onChange((typeof value === 'string' && value !== '' ? value : undefined) as never, [...parent, field], undefined, id);
    }
    filled.current = record !== undefined;
  };

  const lookUp = (typed: unknown) => {
    const mark = typeof typed === 'string' ? normalMark(typed) : undefined;
    if (!lookup || mark === checked.current) return;
    checked.current = mark;
    if (!mark) return setCheck({ status: 'idle' });
    setCheck({ status: 'checking', mark });
    lookup(mark).then(
      (found) => {
        if (!mounted.current || checked.current !== mark) return;
        const record = found[0]?.extended;
        fill(record);
        if (!record) return setCheck({ status: 'unknown', mark });
        setCheck({ status: 'found', mark, name: String(record.COMMON_NAME ?? ''), issued: formatDate(record.ISSUE_DATE_VALUE), kit: record.MANUFACTURE_OR_ASSEMBLY_VALUE === 'Amateur-built' });
      },
      () => {
        if (!mounted.current || checked.current !== mark) return;
        fill(undefined);
        setCheck({ status: 'failed', mark });
      },
    );
  };

  const statusId = `${id}__registry`;
  const warn = check.status === 'unknown' || check.status === 'failed';
  const described = [ariaDescribedByIds(id), check.status === 'idle' ? undefined : statusId].filter(Boolean).join(' ');

  return (
    <>
      <input
        id={id}
        name={id}
        type="text"
        className="jf-input"
        autoComplete="off"
        placeholder={stringOption(options, 'placeholder')}
        value={draft.text ?? (typeof formData === 'string' ? formData : '')}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        aria-invalid={rawErrors.length > 0 || undefined}
        aria-describedby={described || undefined}
        onChange={(event) => draft.edit(event.target.value)}
        onKeyDown={draft.onKeyDown}
        onFocus={() => {
          draft.begin();
          onFocus(id, formData);
        }}
        onBlur={() => {
          const committed = draft.end();
          onBlur(id, committed);
          if (!disabled && !readonly) lookUp(committed);
        }}
      />
      <p id={statusId} className={warn ? 'jf-warning jf-warning-message cx-registry' : 'cx-hint cx-registry'} role="status">
        <LookupsIntl>
          <StatusText check={check} />
        </LookupsIntl>
      </p>
    </>
  );
}

export const RegistrationMarkField = withLabelKind(RegistrationMark, 'control');

/**
 * The `lookups.*` messages come with this widget's chunk, not with every page's locale messages
 * (docs/architecture.md "Messages and markdown"): a provider of their own, in the page's language.
 */
function LookupsIntl({ children }: { children: ReactNode }) {
  const { locale } = useIntl();
  return (
    <IntlProvider locale={locale} defaultLocale="en-CA" messages={locale === 'fr-CA' ? fr : en}>
      {children}
    </IntlProvider>
  );
}

function StatusText({ check }: { check: Check }) {
  return <>{statusText(check, useT())}</>;
}

function statusText(check: Check, t: (id: string, values?: Record<string, string>) => string): string {
  switch (check.status) {
    case 'checking':
      return t('lookups.aircraft.checking', { mark: check.mark });
    case 'found':
      return t(check.kit ? 'lookups.aircraft.foundKit' : 'lookups.aircraft.found', { mark: check.mark, name: check.name, issued: check.issued });
    case 'unknown':
      return t('lookups.aircraft.unknown', { mark: check.mark });
    case 'failed':
      return t('lookups.aircraft.failed');
    default:
      return '';
  }
}

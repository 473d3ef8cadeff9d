import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { FIELD, WIDGET } from '../../adapters/widget-names';
import { controlFallback, fieldFallback } from '../theme/lazy/fallbacks';
import { lazyPart } from '../theme/lazy/lazy-part';
import { InsuranceTileWidget } from './insurance-tile/InsuranceTileWidget';
import { TermsBoxWidget } from './terms-box/TermsBoxWidget';

/*
 * The larger complex widgets are used by few pages: each is its own chunk, loaded by the pages whose
 * layout names it (docs/architecture.md "Speed rules"). The label kind is the loaded component's
 * (checked by registry.test.ts), so the field template lays the field out before its code is there.
 */
export const LazyFinanceTile = lazyPart(() => import('./finance-tile/FinanceTileWidget').then((m) => m.FinanceTileWidget), {
  labelKind: 'group',
  fallback: controlFallback,
});
export const LazyCoverageTile = lazyPart(() => import('./coverage-tile/CoverageTileField').then((m) => m.CoverageTileField), {
  labelKind: 'self',
  fallback: fieldFallback,
});
export const LazyMultiField = lazyPart(() => import('./multi-field/MultiField').then((m) => m.MultiField), { labelKind: 'self', fallback: fieldFallback });
export const LazySplitPercentage = lazyPart(() => import('./split-percentage/SplitPercentageField').then((m) => m.SplitPercentageField), {
  labelKind: 'self',
  fallback: fieldFallback,
});
export const LazyRegistrationMark = lazyPart(() => import('./registration-mark/RegistrationMarkField').then((m) => m.RegistrationMarkField), {
  labelKind: 'control',
  fallback: controlFallback,
});
export const LazyAttachments = lazyPart(() => import('./attachments/AttachmentsField').then((m) => m.AttachmentsField), {
  labelKind: 'self',
  fallback: fieldFallback,
});
export const LazyTypeahead = lazyPart(() => import('./typeahead/TypeaheadField').then((m) => m.TypeaheadField), { labelKind: 'self', fallback: fieldFallback });

/** The complex widgets and fields, keyed by the names the adapter writes (adapters/widget-names.ts). */
export const widgets: RegistryWidgetsType = {
  [WIDGET.financeTile]: LazyFinanceTile,
  [WIDGET.insuranceTile]: InsuranceTileWidget,
  [WIDGET.termsBox]: TermsBoxWidget,
};

export const fields: RegistryFieldsType = {
  [FIELD.coverageTile]: LazyCoverageTile,
  [FIELD.multiField]: LazyMultiField,
  [FIELD.splitPercentage]: LazySplitPercentage,
  [FIELD.typeahead]: LazyTypeahead,
  [FIELD.registrationMark]: LazyRegistrationMark,
  [FIELD.attachments]: LazyAttachments,
};

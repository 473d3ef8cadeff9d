import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { FIELD, WIDGET } from '../../adapters/widget-names';
import { CoverageTileField } from './coverage-tile/CoverageTileField';
import { FinanceTileWidget } from './finance-tile/FinanceTileWidget';
import { InsuranceTileWidget } from './insurance-tile/InsuranceTileWidget';
import { MultiField } from './multi-field/MultiField';
import { SplitPercentageField } from './split-percentage/SplitPercentageField';
import { TermsBoxWidget } from './terms-box/TermsBoxWidget';
import { TypeaheadField } from './typeahead/TypeaheadField';

/** The complex widgets and fields, keyed by the names the adapter writes (adapters/widget-names.ts). */
export const widgets: RegistryWidgetsType = {
  [WIDGET.financeTile]: FinanceTileWidget,
  [WIDGET.insuranceTile]: InsuranceTileWidget,
  [WIDGET.termsBox]: TermsBoxWidget,
};

export const fields: RegistryFieldsType = {
  [FIELD.coverageTile]: CoverageTileField,
  [FIELD.multiField]: MultiField,
  [FIELD.splitPercentage]: SplitPercentageField,
  [FIELD.typeahead]: TypeaheadField,
};

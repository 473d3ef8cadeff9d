/** The ways the benchmark page renders a form, chosen by `?variant=`; `page-` ones render the largest shipped page. */
export const VARIANT_IDS = ['ours', 'rjsf-live', 'rjsf', 'floor', 'page-ours', 'page-rjsf-live', 'page-rjsf'] as const;
export type VariantId = (typeof VARIANT_IDS)[number];

import type { ComponentType } from 'react';
import type { FormPlan } from '../fields/plan';

/** One way of rendering the benchmark form. */
export type Variant = ComponentType<{ plan: FormPlan }>;

export const VARIANT_IDS = ['ours', 'rjsf-live', 'rjsf', 'floor'] as const;
export type VariantId = (typeof VARIANT_IDS)[number];

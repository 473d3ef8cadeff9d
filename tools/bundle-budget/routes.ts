/**
 * The route kinds the budget watches (docs/bench.md "Bundle budget"). Each counts the entry (always
 * loaded) plus the lazy chunks its first render imports, by manifest key (src/app/routes.tsx) or by
 * pattern: a chunk that first render needs is one more line in `chunks`.
 * Budgets are gzip kB (1 kB = 1000 bytes, as Vite prints) of what the server sends.
 */
import type { ChunkPattern } from './manifest';

export interface Budget {
  /** gzip kB of JavaScript */
  js: number;
  /** gzip kB of CSS */
  css: number;
}

export interface RouteKind {
  name: string;
  /** an example URL, for the reader */
  example: string;
  chunks: ChunkPattern[];
  budget: Budget;
  /** where the JS should get to (gzip kB), when the budget is still above it */
  target?: Pick<Budget, 'js'>;
}

const JOURNEY_PAGE = 'src/pages/journey/JourneyPage.tsx';
/** every page loads one language's messages before its first render; French is the larger */
const MESSAGES = 'src/i18n/locales/fr-CA.ts';

export const ROUTE_KINDS: RouteKind[] = [
  {
    name: 'login',
    example: '/accountants/en-ca/login',
    chunks: ['src/pages/login/LoginPage.tsx', MESSAGES],
    budget: { js: 68, css: 4 },
  },
  {
    name: 'step page',
    example: '/accountants/en-ca/general-information',
    chunks: [JOURNEY_PAGE, MESSAGES],
    // the target was a bare react + RJSF app's size, met since the app runs on preact/compat; the
    // budgets are the figures of the 2026-11-29 build (docs/bench.md "Bundle budget") with room for
    // about 3 kB, so that nothing grows back unnoticed
    budget: { js: 164, css: 6 },
    target: { js: 200 },
  },
  {
    name: 'quote',
    example: '/accountants/en-ca/quote',
    chunks: [JOURNEY_PAGE, 'src/quote/QuoteStep.tsx', MESSAGES],
    // a step page whose step is the quote: the step page's plus the quote's own chunk
    budget: { js: 171, css: 6 },
    target: { js: 210 },
  },
  {
    name: 'payment',
    example: '/accountants/en-ca/payment',
    chunks: ['src/pages/payment/PaymentPage.tsx', MESSAGES],
    budget: { js: 75, css: 4 },
  },
  {
    name: 'back-office list',
    example: '/accountants/en-ca/csr-referral',
    chunks: ['src/pages/csr-referral/CsrReferralPage.tsx', MESSAGES],
    budget: { js: 68, css: 4 },
  },
  {
    name: 'work list',
    example: '/accountants/en-ca/manage-applications',
    chunks: ['src/pages/manage-applications/ManageApplicationsPage.tsx', MESSAGES],
    budget: { js: 74, css: 5 },
  },
  {
    name: 'review',
    example: '/accountants/en-ca/review',
    chunks: ['src/pages/review/ReviewPage.tsx', MESSAGES],
    budget: { js: 75, css: 6 },
  },
  {
    name: 'terms',
    example: '/accountants/en-ca/terms-conditions',
    chunks: ['src/pages/review/TermsPage.tsx', MESSAGES],
    // the terms are a layout page in the journey's form (its terms box and agree check box): a step page's size
    budget: { js: 157, css: 6 },
  },
];

/**
 * The route table: for every program and language a base (`/accountants/en-ca`, `/en-ca`),
 * under it the start redirect, login, error/{status} and one journey route per link.
 * Pages are lazy: each is its own chunk (docs/architecture.md "Speed rules").
 */
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { LOCALES } from '../../adapters/types';
import { DEFAULT_PROGRAM, PROGRAMS } from '../../adapters/base/programs';
import { paths } from '../base/paths';
import { RequireGuest } from '../session/RequireGuest';
import { BaseLayout } from './BaseLayout';

const StartPage = lazy(() => import('../pages/start/StartPage'));
const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const ErrorPage = lazy(() => import('../pages/error/ErrorPage'));
const ErrorRoute = lazy(() => import('../pages/error/ErrorRoute'));
const RedirectPage = lazy(() => import('../pages/redirect/RedirectPage'));
const MaintenancePage = lazy(() => import('../pages/maintenance/MaintenancePage'));
const MaintenanceSchedulePage = lazy(() => import('../pages/maintenance/MaintenanceSchedulePage'));
/** The step page's chunk: the lazy route below and the boot preload (route-preload.ts) start the same import. */
const loadJourneyPage = () => import('../pages/journey/JourneyPage');
const JourneyPage = lazy(loadJourneyPage);
const CsrReferralPage = lazy(() => import('../pages/csr-referral/CsrReferralPage'));
const PaymentPage = lazy(() => import('../pages/payment/PaymentPage'));
const ConfirmationPage = lazy(() => import('../pages/payment/ConfirmationPage'));
const PaymentFailurePage = lazy(() => import('../pages/payment/PaymentFailurePage'));
const OfflinePaymentPage = lazy(() => import('../pages/payment/OfflinePaymentPage'));
const PolicySummaryPage = lazy(() => import('../pages/policy-summary/PolicySummaryPage'));
const DashboardPage = lazy(() => import('../pages/dashboard/DashboardPage'));
const ReviewApplicationPage = lazy(() => import('../pages/review-application/ReviewApplicationPage'));
const CsrReviewPage = lazy(() => import('../pages/csr-review/CsrReviewPage'));
const ApplicantReviewPage = lazy(() => import('../pages/review/ReviewPage'));
const TermsPage = lazy(() => import('../pages/review/TermsPage'));
const SponsorListPage = lazy(() => import('../pages/sponsor/SponsorListPage'));
const SponsorReviewPage = lazy(() => import('../pages/sponsor/SponsorReviewPage'));
const ManageApplicationsPage = lazy(() => import('../pages/manage-applications/ManageApplicationsPage'));
const AdminPanelPage = lazy(() => import('../pages/admin-panel/AdminPanelPage'));
const StudioPage = lazy(() => import('../pages/studio/StudioPage'));

const ForgotPasswordPage = lazy(() => import('../pages/recovery/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../pages/recovery/ResetPasswordPage'));
const ResetSuccessPage = lazy(() => import('../pages/recovery/ResetSuccessPage'));
const InternalLoginPage = lazy(() => import('../pages/internal-login/InternalLoginPage'));
const InternalLoginErrorPage = lazy(() => import('../pages/internal-login/InternalLoginErrorPage'));

const RegistrationPage = lazy(() => import('../pages/registration/RegistrationPage'));
const OtpVerifyPage = lazy(() => import('../pages/registration/OtpVerifyPage'));
const CreateProfilePage = lazy(() => import('../pages/registration/CreateProfilePage'));
const CreatePasswordPage = lazy(() => import('../pages/registration/CreatePasswordPage'));
const UserExistPage = lazy(() => import('../pages/registration/UserExistPage'));
const QuickQuotePage = lazy(() => import('../pages/quick-quote/QuickQuotePage'));

/** The handle of the journey step route: what route-preload.ts recognises a step URL by. */
export const JOURNEY_STEP = { load: loadJourneyPage } as const;

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to={paths.base(DEFAULT_PROGRAM, 'en-CA')} replace /> },
  ...PROGRAMS.flatMap((program) =>
    LOCALES.map(
      (locale): RouteObject => ({
        path: paths.base(program, locale),
        element: <BaseLayout />,
        children: [
          { index: true, element: <StartPage /> },
          // sign-in and password recovery, for people not signed in (docs/requirements.md §7.2, §7.4, §7.9); the other names are aliases
          { path: 'login', element: <RequireGuest><LoginPage /></RequireGuest> },
          { path: 'auth/login', element: <RequireGuest><LoginPage /></RequireGuest> },
          { path: 'auth/forgot-password', element: <RequireGuest><ForgotPasswordPage /></RequireGuest> },
          { path: 'auth/reset-password', element: <RequireGuest><ResetPasswordPage /></RequireGuest> },
          { path: 'reset-password', element: <RequireGuest><ResetPasswordPage /></RequireGuest> },
          { path: 'auth/reset-password-success', element: <ResetSuccessPage /> },
          { path: 'reset-success', element: <ResetSuccessPage /> },
          // staff single sign-on (docs/requirements.md §7.7): the start, and the provider's error
          { path: 'internal-login', element: <InternalLoginPage /> },
          { path: 'internal-login/error', element: <InternalLoginErrorPage /> },
          // registration (docs/requirements.md §7.10); the flow's pages guard themselves
          { path: 'registration', element: <RegistrationPage /> },
          { path: 'otp-verify', element: <OtpVerifyPage /> },
          { path: 'create-profile', element: <CreateProfilePage /> },
          { path: 'create-password', element: <CreatePasswordPage /> },
          { path: 'user-exist', element: <UserExistPage /> },
          // the quick quote, for visitors without an account (docs/requirements.md §2.12): no guard
          { path: 'quick-quote/:routeName?', element: <QuickQuotePage /> },
          // the error pages read the error catalogue; maintenance and "Redirecting..." (docs/requirements.md §10.5, §11.7)
          { path: 'error/:status', element: <ErrorRoute /> },
          { path: 'auth/error/:status', element: <ErrorRoute auth /> },
          { path: 'redirect', element: <RedirectPage /> },
          { path: 'maintenance', element: <MaintenancePage /> },
          { path: 'maintenance-schedule', element: <MaintenanceSchedulePage /> },
          { path: 'csr-referral', element: <CsrReferralPage /> },
          { path: 'payment', element: <PaymentPage /> },
          // after the payment (docs/requirements.md §6.6): each page one job
          { path: 'payment/confirmation', element: <ConfirmationPage /> },
          { path: 'payment/failure', element: <PaymentFailurePage /> },
          { path: 'policy-summary', element: <PolicySummaryPage /> },
          // the aviation customers' policies as cards (docs/requirements.md §11.4)
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'offline-payment', element: <OfflinePaymentPage /> },
          // the applicant's review of their answers and the terms they accept after a CSR approval (docs/requirements.md §3.5, §6.1)
          { path: 'review', element: <ApplicantReviewPage version={1} /> },
          { path: 'review-v2', element: <ApplicantReviewPage version={2} /> },
          { path: 'terms-conditions', element: <TermsPage /> },
          { path: 'review-application/:id', element: <ReviewApplicationPage /> },
          // a customer's application summary, the customer number base64 (docs/requirements.md §8.5)
          { path: 'csr-review/:customerNumber', element: <CsrReviewPage version={1} /> },
          { path: 'csr-review-v2/:customerNumber', element: <CsrReviewPage version={2} /> },
          // the CSR work list (docs/requirements.md §8.2)
          { path: 'manage-applications', element: <ManageApplicationsPage /> },
          { path: 'admin-panel', element: <AdminPanelPage /> },
          // the analysts' layout studio (docs/architecture.md "The layout studio")
          { path: 'studio', element: <StudioPage /> },
          // the sponsor (client RPG captive) role's pages (docs/requirements.md §8.4)
          { path: 'manage-applications-gb', element: <SponsorListPage view="review" /> },
          { path: 'review-application-gb/:customerNumber', element: <SponsorReviewPage /> },
          { path: 'answer-net', element: <SponsorListPage view="answer-net" /> },
          { path: ':routeName', element: <JourneyPage />, handle: JOURNEY_STEP },
        ],
      }),
    ),
  ),
  {
    path: '*',
    element: (
      <BaseLayout>
        <ErrorPage status={404} />
      </BaseLayout>
    ),
  },
];

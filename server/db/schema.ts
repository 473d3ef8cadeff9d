import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { RoleGrant, UserType } from '../../adapters/identity/permissions';
import type { EventAction, Status } from '../../adapters/status';
import type { ProgressState, QuoteWrapper } from '../../adapters/api';

/**
 * Tables as Kysely sees them. Other areas add their tables by module augmentation:
 *   declare module '../db/schema' { interface Database { policies: PolicyTable } }
 */
export interface Database {
  schema_migrations: SchemaMigrationTable;
  users: UserTable;
  customers: CustomerTable;
  user_roles: UserRoleTable;
  user_groups: UserGroupTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
  proposals: ProposalTable;
  proposal_status_events: ProposalStatusEventTable;
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface SchemaMigrationTable {
  version: number;
  name: string;
  applied_at: Timestamp;
}

export interface UserTable {
  id: Generated<string>;
  /** what the person signs in with: the e-mail of a customer, lower case */
  login: string;
  /** null for staff: they sign in through single sign-on only */
  password_hash: string | null;
  user_type: ColumnType<UserType, UserType | undefined, UserType>;
  /** staff only: how single sign-on identifies them */
  employee_number: string | null;
  /** an inactive user cannot sign in and their sessions stop working */
  active: ColumnType<boolean, boolean | undefined, boolean>;
  first_name: string;
  last_name: string;
  email: string;
  locale: string;
  created_at: Timestamp;
}
export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;

/** A customer of a program (docs/requirements.md §7.1): what registration creates and policies belong to. */
export interface CustomerTable {
  customer_number: string;
  client_code: string;
  status: ColumnType<string, string | undefined, string>;
  legal_name: string;
  alternate_name: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: ColumnType<string, string | undefined, string>;
  postal_code: string;
  country: ColumnType<string, string | undefined, string>;
  primary_phone: string | null;
  email: string;
  /** attCode / attValue pairs (firstName, lastName, middleName…) */
  details: Json<{ attCode: string; attValue: string }[]>;
  created_at: Timestamp;
}

/** One role of a user (see RoleGrant); '' as client_code when the role is not tied to a client. */
export interface UserRoleTable extends RoleGrant {
  user_id: string;
  customer_number: string | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

export interface UserGroupTable {
  user_id: string;
  group_name: string;
}

export interface SessionTable {
  /** sha-256 of the cookie value: a leaked table does not leak live sessions */
  id_hash: string;
  user_id: string;
  created_at: Timestamp;
  /** absolute end: created_at + SESSION_MINUTES */
  expires_at: Timestamp;
  /** last use, moved forward at most once a minute; idle longer than SESSION_IDLE_MINUTES → ended */
  last_seen_at: Timestamp;
  /** a CSR's chosen customer (docs/requirements.md §8.1); null otherwise */
  csr_customer_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** an applicant's chosen customer among their own (docs/requirements.md §11.4); null: the first */
  customer_number: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One sign-in throttle counter: `pair:<address> <login>` or `address:<address>`. */
export interface LoginAttemptTable {
  key: string;
  failures: number;
  /** no attempt is checked before this moment; null: none waiting */
  blocked_until: Timestamp | null;
  last_failure_at: Timestamp;
}

export interface ProposalTable {
  id: Generated<string>;
  customer_number: string;
  client: string;
  program_type: string;
  type: string;
  status: Status;
  current_progress_state: string | null;
  progress_states: Json<ProgressState[]>;
  quotes: Json<QuoteWrapper[]>;
  utm: Json<Record<string, string> | null>;
  revision: number;
  created_by: string;
  created_timestamp: Timestamp;
  last_modified_timestamp: Timestamp;
  approved_timestamp: Timestamp | null;
  referal_date: Timestamp | null;
  /** when the current quotes were given (quote expiry, docs/requirements.md §5.9) */
  quoted_at: Timestamp | null;
  bind_date: Timestamp | null;
  /** when the applicant accepted the terms after a CSR approval (docs/requirements.md §6.1) */
  terms_accepted_at: Timestamp | null;
  accepted_quote_id: string | null;
  issued_policy_id: string | null;
  issued_policy_number: string | null;
  billing_account_number: string | null;
  prior_term_liability_limit: number | null;
  is_quick_renewal_journey_active: boolean;
  deleted_at: Timestamp | null;
}
export type ProposalRow = Selectable<ProposalTable>;
export type ProposalUpdate = Updateable<ProposalTable>;

export interface ProposalStatusEventTable {
  id: Generated<string>;
  proposal_id: string;
  from_status: Status | null;
  to_status: Status;
  action: EventAction;
  actor: string;
  at: Timestamp;
}

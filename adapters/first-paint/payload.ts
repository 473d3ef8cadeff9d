import type { ConfigReply, Proposal, SessionReply } from '../api';

/** The id of the script element holding the inlined replies: server/http/spa.ts writes it, src/app/first-paint.ts reads it. */
export const FIRST_PAYLOAD_ID = 'first-payload';

/** What the server inlines beside a pre-rendered step: the replies the step page would fetch first, as the API answered them. */
export interface FirstPayload {
  routeName: string;
  session: SessionReply;
  /** config page → reply */
  config: Record<string, ConfigReply<unknown>>;
  /** config components in the page's language, by page */
  components: Record<string, ConfigReply<unknown>>;
  proposal: Proposal | null;
  /** the applicant's drafts (none for this step, else there is no first paint) */
  drafts: { name: string }[];
}

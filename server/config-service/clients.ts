/** Client codes and the short codes that also appear (docs/requirements.md §1.1). */
export const CLIENT_CODES = ['CANAGENT', 'CANACCT', 'CANLAWYERS', 'CANGLDWNG', 'CANSILVWING', 'CANWINGS'] as const;

const SHORT: Record<string, string> = {
  agent: 'CANAGENT',
  accountant: 'CANACCT',
  accountants: 'CANACCT',
  lawyer: 'CANLAWYERS',
  lawyers: 'CANLAWYERS',
  gold: 'CANGLDWNG',
  silver: 'CANSILVWING',
  wings: 'CANWINGS',
};

/** CANACCT, canacct or accountant → CANACCT; anything else is returned as given. */
export function normalizeClient(client: string): string {
  const upper = client.toUpperCase();
  return SHORT[client.toLowerCase()] ?? ((CLIENT_CODES as readonly string[]).includes(upper) ? upper : client);
}

/** program_type stored on a proposal, per client (docs/requirements.md §1.1, program type column). */
export const PROGRAM_TYPE: Record<string, string> = {
  CANAGENT: 'agent',
  CANACCT: 'accountant',
  CANLAWYERS: 'lawyer',
  CANGLDWNG: 'GOLD_WINGS',
  CANSILVWING: 'SILVER_WINGS',
  CANWINGS: 'wings',
};

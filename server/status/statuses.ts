/** The route schemas' enums: the status and action lists of adapters/status. */
export { ACTIONS, STATUSES } from '../../adapters/status';

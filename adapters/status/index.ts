export { STATUSES, isStatus, type Status } from './statuses';
export { LOCKED_STATUSES, isLocked } from './locked';
export { routeForStatus, WINGS_CLIENTS } from './redirects';

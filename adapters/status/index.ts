export { STATUSES, isStatus, type Status } from './statuses';
export { LOCKED_STATUSES, isLocked } from './locked';
export { IN_REVIEW_STATUSES, OPEN_STATUSES, isInReview, isOpen } from './sets';
export { routeForStatus, WINGS_CLIENTS } from './redirects';

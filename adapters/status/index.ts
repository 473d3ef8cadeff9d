export { STATUSES, isStatus, type Status } from './statuses';
export { ACTIONS, isAction, type Action, type Actor, type EventAction } from './actions';
export { TRANSITIONS, type Transition } from './transitions';
export { nextStatus, allowedActions, type NextStatus, type TransitionRefusal } from './next-status';
export { LOCKED_STATUSES, isLocked } from './locked';
export { IN_REVIEW_STATUSES, OPEN_STATUSES, isInReview, isOpen } from './sets';
export { routeForStatus, WINGS_CLIENTS } from './redirects';
export { NOT_ASSIGNABLE_STATUSES, offersAssignToMe } from './assign';
export { UNASSIGNED_LABEL_KEY, statusLabelKey } from './labels';

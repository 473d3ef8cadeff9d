export { reviewSummary, REVIEW_EXCLUDE, REVIEW_HIDE_ON_RENEWAL, type ReviewAnswer, type ReviewEntry, type ReviewGroup, type ReviewInput, type ReviewList, type ReviewParts, type ReviewSection } from './summary';
export { answerText } from './answer-text';
export { answerLink } from './answer-link';

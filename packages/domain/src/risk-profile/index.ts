// The risk profile questionnaire, its scoring and the six classes (spec 2 §3, §4, §5). README.md.
export * from './questionnaire';
export * from './risk-classes';
export * from './scoring';
export * from './risk-answer';
export * from './risk-profile-messages';

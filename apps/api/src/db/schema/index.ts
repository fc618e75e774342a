export * from './api-tokens';
export * from './keywords';
export * from './outbox';
export * from './password-resets';
export * from './sessions';
export * from './tutorials';
export * from './users';

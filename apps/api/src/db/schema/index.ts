export * from './api-tokens';
export * from './favorites';
export * from './folders';
export * from './outbox';
export * from './password-resets';
export * from './sessions';
export * from './studio-items';
export * from './users';

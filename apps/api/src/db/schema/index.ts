export * from './advertisements';
export * from './api-tokens';
export * from './offers';
export * from './outbox';
export * from './password-resets';
export * from './sessions';
export * from './users';

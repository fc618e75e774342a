export * from './api-tokens';
export * from './outbox';
export * from './password-resets';
export * from './sessions';
export * from './users';
export * from './favorite-interests';
export * from './interests';
export * from './tracked-interests';

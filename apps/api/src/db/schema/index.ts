export * from './api-tokens';
export * from './favorite-interests';
export * from './interests';
export * from './outbox';
export * from './password-resets';
export * from './sessions';
export * from './tracked-interests';
export * from './users';

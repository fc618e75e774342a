export * from './api-tokens';
export * from './audit-log';
export * from './outbox';
export * from './password-resets';
export * from './sessions';
export * from './users';

export * from './client';
export * from './errors';
export * from './to-app-error';

import { servicePlugin } from '../../lib/service-plugin';
import { createUsersService, type UsersService } from './users.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts (`users`): every module reads and writes users through it. */
    users: UsersService;
  }
}

export const usersPlugin = servicePlugin('users', (app) => createUsersService(app.db, app.changes), [
  'db',
  'change-feed',
]);

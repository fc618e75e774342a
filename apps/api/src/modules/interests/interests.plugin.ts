import { servicePlugin } from '../../lib/service-plugin';
import { createInterestLists, type InterestLists } from './lists.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starred and tracked interests: the dashboard counts the starred ones. */
    interestLists: InterestLists;
  }
}

export const interestListsPlugin = servicePlugin('interestLists', (app) => createInterestLists(app.db));

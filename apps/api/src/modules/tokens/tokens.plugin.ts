import { servicePlugin } from '../../lib/service-plugin';
import { createTokensService, type TokensService } from './tokens.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The extension's API tokens (`api_tokens`): managed on /extensao, checked by the auth plugin. */
    tokens: TokensService;
  }
}

export const tokensPlugin = servicePlugin('tokens', (app) => createTokensService(app.db));

import type { FastifyInstance } from 'fastify';
import { buildOpenApi } from './openapi';
import { renderReferencePage } from './reference-page';

const PUBLIC = { access: { guard: 'public' as const } };

export const docsModule = async (app: FastifyInstance) => {
  const doc = buildOpenApi();
  const page = renderReferencePage(doc as unknown as Record<string, unknown>);
  app.get('/api/docs/openapi.json', { config: PUBLIC }, async () => doc);
  app.get('/api/docs', { config: PUBLIC }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page),
  );
};

import { servicePlugin } from '../../lib/service-plugin';
import { type AuditService, createAuditService } from './audit.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** What admins did (`audit_log`), written in the same transaction as the change. */
    audit: AuditService;
  }
}

export const auditPlugin = servicePlugin('audit', (app) => createAuditService(app.db));

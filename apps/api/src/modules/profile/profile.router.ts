import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES, contract, PROFILE_MESSAGES } from '@sniperads/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { registerContractRouter, s } from '../../lib/contract-router';
import { currentUser } from '../../plugins/auth';
import { AVATAR_FILE_PATTERN, AVATAR_URL_PREFIX, avatarsDir } from './avatar-storage';
import { createPlanUsage } from './plan-usage';
import { createProfileService } from './profile.service';

const missing = () =>
  badRequest(PROFILE_MESSAGES.avatarMissing, { avatar: [PROFILE_MESSAGES.avatarMissing] });
const tooLarge = () =>
  new AppError('FILE_TOO_LARGE', PROFILE_MESSAGES.avatarTooLarge, {
    errors: { avatar: [PROFILE_MESSAGES.avatarTooLarge] },
  });

/** Reads the single `avatar` file; a file over the limit is refused whole, never kept cut. */
const readAvatar = async (request: FastifyRequest) => {
  if (!request.isMultipart()) throw missing();
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw missing();
  }
  if (!file) throw missing();
  if (file.fieldname !== 'avatar') throw missing();
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  // busboy stops reading at the limit and marks the stream truncated; when the limit falls on a
  // chunk boundary no chunk follows for toBuffer() to notice, and it returns the first 5 MB as if
  // they were the whole file. The flag is the only reliable word.
  if (file.file.truncated) throw tooLarge();
  return bytes;
};

export const profileModule = async (app: FastifyInstance, { config }: { config: Config }) => {
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: true,
  });
  const service = createProfileService(app, config.dataDir, config.appUrl);

  const planUsage = createPlanUsage(app);

  const router = s.router(contract.profile, {
    getPlan: async ({ request }) => ({
      status: 200,
      body: { success: true, data: await planUsage(currentUser(request)) },
    }),
    getProfile: async ({ request }) => ({
      status: 200,
      body: { success: true, data: await service.get(currentUser(request).id) },
    }),
    updateProfile: async ({ body, request }) => ({
      status: 200,
      body: {
        success: true,
        data: await service.update(currentUser(request).id, body),
        message: PROFILE_MESSAGES.saved,
      },
    }),
    uploadAvatar: async ({ request }) => {
      const user = currentUser(request);
      const bytes = await readAvatar(request);
      return {
        status: 200,
        body: {
          success: true,
          data: await service.setAvatar(user.id, bytes),
          message: PROFILE_MESSAGES.avatarSaved,
        },
      };
    },
    changePassword: async ({ body, request }) => {
      const user = currentUser(request);
      const sessionId = request.auth?.kind === 'session' ? request.auth.sessionId : null;
      await service.changePassword(user.id, sessionId, body);
      return { status: 200, body: { success: true, message: PROFILE_MESSAGES.passwordChanged } };
    },
  });
  registerContractRouter(app, router, { serializer: 'schema' });

  // Images are loaded by <img>, which sends no token: names are random and unguessable instead.
  app.get<{ Params: { file: string } }>(
    `${AVATAR_URL_PREFIX}:file`,
    { config: { access: { guard: 'public' } } },
    async (request, reply) => {
      const { file } = request.params;
      if (!AVATAR_FILE_PATTERN.test(file)) throw notFound('Imagem não encontrada.');
      const path = join(avatarsDir(config.dataDir), file);
      const stream = createReadStream(path);
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', () => reject(notFound('Imagem não encontrada.')));
      });
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
};

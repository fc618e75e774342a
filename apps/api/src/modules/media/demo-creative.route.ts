import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { demoPictureOf } from '../../bootstrap/demo/ads/generator';
import { advertisements, favorites } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import {
  DEMO_CREATIVE_FILE,
  DEMO_CREATIVE_PREFIX,
  demoCreativeUrl,
  renderDemoCreative,
} from './demo-creative';

/**
 * GET /api/media/demo/:id.svg — the demo library's creatives, drawn on request: the ad's creative
 * (shared by its clones, generator.ts demoPictureOf), else the ad's own texts.
 * Only ads whose creative is this very address are drawn, so a real ad id in the same range never
 * gets an invented picture. Once an admin removes the demo, favorites keep their copy of the ad, so
 * it is drawn from a favorite's texts. Public like the other media routes (an <img> sends no token).
 */
export const registerDemoCreativeRoute = (app: FastifyInstance, headers: Record<string, string>) => {
  app.get<{ Params: { file: string } }>(
    `${DEMO_CREATIVE_PREFIX}:file`,
    { config: { access: { guard: 'public' } } },
    async (request, reply) => {
      const id = DEMO_CREATIVE_FILE.exec(request.params.file)?.[1];
      if (!id) throw notFound('Imagem não encontrada');
      const a = advertisements;
      const f = favorites;
      const url = demoCreativeUrl(id);
      const [row] = await app.db
        .select({
          niche: a.niche,
          pageName: a.pageName,
          titles: a.adCreativeLinkTitles,
          bodies: a.adCreativeBodies,
          cta: a.cta,
          price: a.price,
          installments: a.priceInstallments,
        })
        .from(a)
        .where(and(eq(a.adArchiveId, id), eq(a.creativeMediaUrl, url)))
        .limit(1)
        .then(async (ads) =>
          ads.length > 0
            ? ads
            : app.db
                .select({
                  niche: f.niche,
                  pageName: f.pageName,
                  titles: f.adCreativeLinkTitles,
                  bodies: f.adCreativeBodies,
                  cta: f.cta,
                  price: f.price,
                  installments: f.priceInstallments,
                })
                .from(f)
                .where(eq(f.creativeMediaUrl, url))
                .limit(1),
        );
      if (!row) throw notFound('Imagem não encontrada');
      // A demo ad as generated shows its creative's picture, the same for all its clones (so they
      // share one image hash); one whose texts changed since, or an older demo's, is drawn from
      // its own texts.
      const svg = renderDemoCreative(
        demoPictureOf(id, row.titles[0]) ?? {
          adArchiveId: id,
          niche: row.niche,
          pageName: row.pageName ?? '',
          title: row.titles[0] ?? row.bodies[0] ?? row.pageName ?? '',
          cta: row.cta,
          price: row.price === null ? null : Number(row.price),
          installments: row.installments,
        },
      );
      return (
        reply
          .headers(headers)
          // Drawn from texts that may be corrected later: cached for a day, not forever.
          .header('cache-control', 'public, max-age=86400')
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .send(svg)
      );
    },
  );
};

import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectStatus, userSession, useSession, useTestApp } from '../../../test/helpers/app';
import { adInput, digitId } from '../../../test/helpers/factories';
import { advertisements, notificationDeliveries, outbox } from '../../db/schema';

// The radar's alerts reach the user through the notifications module (wired in app.ts), by their
// settings: here the default, an immediate e-mail.
const t = useTestApp();
const admin = useSession(t, { role: 'admin' });

const mailsTo = (email: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.createdAt));

const ingest = async (ads: unknown[]) => {
  expectStatus(await admin.api.ads.ingestAdvertisements({ body: { ads } }), 200);
  await t.app.radar.idle();
};

describe('radar alerts delivered', () => {
  it('e-mails a followed offer’s new ads once, and not again on a re-ingest', async () => {
    const buyer = await userSession(t, { plan: 'pro' });
    const domain = `entrega${digitId()}.com.br`;
    const offerAd = () => adInput({ landing_url: `https://${domain}/checkout` });
    await ingest([offerAd()]);
    expectStatus(await buyer.api.radar.createFollow({ body: { kind: 'offer', target: domain } }), 201);
    expect(await mailsTo(buyer.user.email)).toEqual([]);

    const batch = Array.from({ length: 10 }, offerAd);
    await ingest(batch);
    const mails = await mailsTo(buyer.user.email);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.map((m) => `${m.subject}\n${m.text}`).join('\n')).toContain(domain);

    await ingest(batch);
    expect(await mailsTo(buyer.user.email)).toHaveLength(mails.length);
  });

  it("carries the offer's archived thumbnail to the notification", async () => {
    const buyer = await userSession(t, { plan: 'pro' });
    const domain = `vitrine${digitId()}.com.br`;
    const offerAd = () => adInput({ landing_url: `https://${domain}/oferta` });
    const first = offerAd();
    await ingest([first]);
    // The thumbnail archiver's outcome, without its download: the first ad's picture is archived.
    const key = 'thumbs/3f2a9c1e-5b7d-4e8f-a1c2-d3e4f5a6b7c8.webp';
    await t.database.db
      .update(advertisements)
      .set({ thumbnailKey: key, thumbnailStatus: 'archived' })
      .where(eq(advertisements.adArchiveId, first.id));
    expectStatus(await buyer.api.radar.createFollow({ body: { kind: 'offer', target: domain } }), 201);

    await ingest(Array.from({ length: 10 }, offerAd));
    const sent = await t.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, buyer.user.id));
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.map((d) => d.imageUrl)).toEqual(
      sent.map(() => '/api/media/thumbs/3f2a9c1e-5b7d-4e8f-a1c2-d3e4f5a6b7c8.webp'),
    );
  });
});

import {
  ADVERTISER_PAGE_ADS,
  type AdvertiserPage,
  adLibrarySearchUrl,
  adLibraryUrl,
  OFFER_PAGE_CREATIVES,
  OFFER_PAGE_PAGES,
  type OfferCreative,
  type OfferPage,
  offerLandingUrl,
  shownMediaUrl,
} from '@sniperads/contract';
import type { Db } from '../../db/client';
import { iso } from '../../db/sql';
import { notFound } from '../../lib/app-error';
import { thumbnailUrl } from '../media/thumbnail-keys';
import { advertiserAds, advertiserHeader, advertiserOffers } from './advertiser-page.repo';
import {
  type OfferCreativeRow,
  offerCreatives,
  offerHeader,
  offerPages,
  offerVelocity,
} from './offer-page.repo';

/** A creative as the pages show it, from its best ad's row. */
const toOfferCreative = (c: Omit<OfferCreativeRow, 'creatives'>): OfferCreative => ({
  key: c.key,
  ads: Number(c.ads),
  active_ads: Number(c.active_ads),
  ad_id: c.ad_id,
  ad_archive_id: c.ad_archive_id,
  page_name: c.page_name,
  title: c.title?.trim() || null,
  body: c.body?.trim() || null,
  thumbnail_url: c.thumbnail_key ? thumbnailUrl(c.thumbnail_key) : null,
  // Library ads come from any account's capture: only our archive's or Meta's media is shown.
  creative_media_url: shownMediaUrl(c.creative_media_url),
  media_type: c.media_type,
  started_at: iso(c.started_at),
  stopped_at: iso(c.stopped_at),
  library_url: adLibraryUrl(c.ad_archive_id),
});

/** An offer's page: what the library holds on one landing domain, and how fast it grows. */
export const getOfferPage = async (db: Db, domain: string, days: number): Promise<OfferPage> => {
  const header = await offerHeader(db, domain);
  if (!header) throw notFound('Oferta não encontrada: nenhum anúncio leva a este domínio');
  const [creatives, pages, series] = await Promise.all([
    offerCreatives(db, domain, OFFER_PAGE_CREATIVES),
    offerPages(db, domain, OFFER_PAGE_PAGES),
    offerVelocity(db, domain, days),
  ]);
  return {
    landing_domain: domain,
    title: header.title?.trim() || domain,
    niche: header.niche,
    stats: {
      total_ads: Number(header.total_ads),
      active_ads: Number(header.active_ads),
      creatives: Number(creatives[0]?.creatives ?? 0),
      pages: Number(header.pages),
      first_seen_at: iso(header.first_seen_at),
      last_seen_at: iso(header.last_seen_at),
    },
    landing_url: offerLandingUrl(domain, header.landing_url),
    library_url: adLibrarySearchUrl({ domain }),
    creatives: creatives.map(toOfferCreative),
    pages: pages.map((p) => ({
      page_id: p.page_id,
      page_name: p.page_name,
      ads: Number(p.ads),
      library_url: adLibrarySearchUrl({ pageId: p.page_id }),
    })),
    velocity: {
      days,
      series: series.map((p) => ({
        day: p.day,
        new_ads: Number(p.new_ads),
        active_ads: Number(p.active_ads),
        new_pages: Number(p.new_pages),
      })),
    },
  };
};

/** An advertiser's page: a Facebook page's newest ads and the offers it pushes. */
export const getAdvertiserPage = async (db: Db, pageId: string): Promise<AdvertiserPage> => {
  const header = await advertiserHeader(db, pageId);
  if (!header) throw notFound('Anunciante não encontrado: nenhum anúncio desta página na biblioteca');
  const [offers, ads] = await Promise.all([
    advertiserOffers(db, pageId, OFFER_PAGE_PAGES),
    advertiserAds(db, pageId, ADVERTISER_PAGE_ADS),
  ]);
  return {
    page_id: pageId,
    page_name: header.page_name,
    library_url: adLibrarySearchUrl({ pageId }),
    stats: {
      total_ads: Number(header.total_ads),
      active_ads: Number(header.active_ads),
      offers: Number(offers[0]?.offers ?? 0),
    },
    offers: offers.map((o) => ({ landing_domain: o.landing_domain, ads: Number(o.ads) })),
    ads: ads.map(toOfferCreative),
  };
};

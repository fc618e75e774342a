import {
  type Advertisement,
  type Favorite,
  type Folder,
  PLAN_LIMITS,
  type PlanId,
  type PlanUsage,
} from '@sniperads/contract';

// Records as the API answers them, typed by the contract: a test overrides what it is about.

const AT = '2026-01-10T12:00:00.000Z';

export const folderFixture = (values: Partial<Folder> = {}): Folder => ({
  id: '0190a000-0000-7000-8000-000000000001',
  user_id: 'u1',
  name: 'Ofertas de verão',
  description: null,
  parent_id: null,
  color: '#3B82F6',
  icon: 'folder',
  is_public: false,
  share_token: null,
  sort_order: 0,
  favorites_count: 0,
  created_at: AT,
  updated_at: AT,
  ...values,
});

export const favoriteFixture = (values: Partial<Favorite> = {}): Favorite => ({
  id: '0190a000-0000-7000-8000-0000000000f1',
  user_id: 'u1',
  created_at: AT,
  url: 'https://loja.example.com/oferta',
  niche: null,
  cta: null,
  image: null,
  color: null,
  creative_media_url: null,
  ad_snapshot_url: null,
  page_name: 'Loja Exemplo',
  ad_delivery_start_time: null,
  ad_delivery_stop_time: null,
  is_active: null,
  ad_creative_link_titles: [],
  ad_creative_link_captions: [],
  ad_creative_bodies: [],
  platforms: [],
  publisher_platforms: [],
  notes: null,
  tags: [],
  price: null,
  price_installments: null,
  source: 'manual',
  advertisement_id: null,
  folder_id: null,
  studio: false,
  media: { status: 'none', url: null, kind: null, size_bytes: null },
  ...values,
});

/** `plan`'s answer to GET /profile/plan, its limits the contract's, nothing used yet. */
export const planUsageFixture = (plan: PlanId, values: Partial<PlanUsage> = {}): PlanUsage => {
  const limits = PLAN_LIMITS[plan];
  return {
    plan,
    effective_plan: plan,
    plan_source: plan === 'free' ? 'free' : 'paid',
    trial_ends_at: null,
    limits: {
      favorites: limits.favorites,
      folders: limits.folders,
      hidden_interests: limits.hiddenInterests,
      media_bytes: limits.mediaBytes,
    },
    usage: { favorites: 0, folders: 0, favorite_interests: 0, tracked_interests: 0, media_bytes: 0 },
    ...values,
  };
};

/** A library ad as the search answers it. */
export const adFixture = (values: Partial<Advertisement> = {}): Advertisement => ({
  id: '0190a5f0-0000-7000-8000-00000000a001',
  ad_archive_id: '7001',
  page_id: '9',
  page_name: 'Loja Verão',
  ad_creative_bodies: ['Moda praia com frete grátis.'],
  ad_creative_link_titles: ['Biquínis da estação'],
  ad_creative_link_captions: [],
  ad_creative_link_descriptions: [],
  creative_media_url: null,
  media_type: 'image',
  ad_snapshot_url: 'https://www.facebook.com/ads/library/?id=7001',
  platforms: ['facebook'],
  publisher_platforms: ['facebook'],
  languages: ['pt'],
  countries: ['BR'],
  ad_delivery_start_time: AT,
  ad_delivery_stop_time: null,
  cta: null,
  landing_url: null,
  landing_domain: null,
  niche: null,
  price: null,
  price_installments: null,
  thumbnail_url: null,
  collation_count: null,
  is_taken_down: false,
  texts_truncated: false,
  first_seen_at: AT,
  last_seen_at: AT,
  created_at: AT,
  signals: { days_running: 12, is_active: true, variations: 1 },
  ...values,
});

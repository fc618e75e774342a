/**
 * Payloads of our own making, in the shapes Meta really sends (see the real recordings read by
 * real-data.test.ts). Texts are Brazilian ads; ids are strings, as Meta's exceed 2^53.
 */
export const websiteImageItem = {
  ad_archive_id: '1234567890123456789',
  collation_count: 4,
  collation_id: '998877665544',
  page_id: '112233445566',
  page_name: 'Clínica Bem Viver',
  is_active: true,
  start_date: 1_760_000_000,
  end_date: 1_763_000_000,
  publisher_platform: ['FACEBOOK', 'INSTAGRAM'],
  aaa_info: { is_ad_taken_down: false },
  targeted_or_reached_countries: [],
  unknown_future_field: { nested: [1, 2, 3] },
  snapshot: {
    body: { text: 'Dor nas costas? Conheça a fisioterapia que alivia a dor em 7 dias.' },
    title: 'Fisioterapia com desconto',
    caption: 'bemviver.com.br',
    link_url: 'https://www.bemviver.com.br/oferta?utm_source=fb',
    link_description: 'Agende sua avaliação',
    cta_text: 'Saiba mais',
    display_format: 'IMAGE',
    images: [
      {
        original_image_url: 'https://scontent.xx.fbcdn.net/v/t39/orig.jpg?oe=1',
        resized_image_url: 'https://scontent.xx.fbcdn.net/v/t39/s600.jpg?oe=1',
      },
    ],
    videos: [],
    cards: [],
    page_name: 'Clínica Bem Viver',
  },
};

export const websiteVideoItem = {
  ad_archive_id: '2000000000000000001',
  collation_count: 1,
  page_id: '223344',
  page_name: 'Curso Inglês Já',
  is_active: false,
  start_date: 1_750_000_000,
  end_date: 1_755_000_000,
  publisher_platform: ['INSTAGRAM'],
  snapshot: {
    body: { text: 'Aprenda inglês em 6 meses com aulas ao vivo.' },
    title: '{{product.name}}',
    caption: 'INGLESJA.COM',
    link_url: null,
    cta_text: 'Inscreva-se',
    images: [],
    videos: [
      {
        video_hd_url: 'https://video.xx.fbcdn.net/v/t42/hd.mp4?oe=2',
        video_sd_url: 'https://video.xx.fbcdn.net/v/t42/sd.mp4?oe=2',
        video_preview_image_url: 'https://scontent.xx.fbcdn.net/v/t39/preview.jpg?oe=2',
      },
    ],
    cards: [],
  },
};

/** A dynamic-creative (DCO) / carousel ad: texts and media live in the cards. */
export const websiteCarouselItem = {
  ad_archive_id: '3000000000000000001',
  collation_count: 12,
  page_id: '334455',
  page_name: 'Loja Pet Feliz',
  is_active: true,
  start_date: 1_762_000_000,
  publisher_platform: ['FACEBOOK', 'AUDIENCE_NETWORK'],
  snapshot: {
    body: { text: '{{product.brand}}' },
    caption: null,
    display_format: 'DCO',
    cards: [
      {
        body: 'Ração premium para cachorro com 20% off',
        title: 'Ração Premium 15kg',
        caption: 'petfeliz.com.br',
        cta_text: 'Comprar',
        link_url: 'https://l.facebook.com/l.php?u=https%3A%2F%2Fpetfeliz.com.br%2Fracao&h=AT0',
        original_image_url: 'https://scontent.xx.fbcdn.net/v/t39/card1.jpg',
        resized_image_url: 'https://scontent.xx.fbcdn.net/v/t39/card1-s.jpg',
      },
      {
        body: 'Areia para gato que não gruda',
        title: 'Areia Sanitária',
        caption: 'petfeliz.com.br',
        link_url: 'https://petfeliz.com.br/areia',
        original_image_url: 'https://scontent.xx.fbcdn.net/v/t39/card2.jpg',
      },
    ],
  },
};

export const websiteLegacyItem = {
  adArchiveID: '4000000000000000001',
  collationCount: 2,
  collationID: 135949371832895,
  endDate: 1_619_074_800,
  isActive: true,
  pageID: '127843679186911',
  pageName: 'Finanças em Dia',
  publisherPlatform: ['facebook', 'instagram'],
  startDate: 1_618_383_600,
  snapshot: {
    body: { markup: { __html: 'Saia das dívidas<br />com o nosso método' } },
    caption: 'financasemdia.com',
    cta_text: 'Saiba mais',
    link_url: 'https://financasemdia.com/metodo',
    images: [{ original_image_url: 'https://scontent.xx.fbcdn.net/legacy.jpg' }],
    videos: [],
    cards: [],
  },
};

/** Graph API ads_archive (v18+): no media, no link; the caption carries the domain. */
export const archiveItem = {
  id: '5000000000000000001',
  ad_creation_time: '2025-10-12',
  ad_delivery_start_time: '2025-10-12',
  ad_delivery_stop_time: '2025-10-20',
  ad_creative_bodies: ['Perca até 5 quilos em 30 dias com a dieta low carb.'],
  ad_creative_link_titles: ['Desafio 30 dias'],
  ad_creative_link_captions: ['dietaja.com.br'],
  ad_snapshot_url:
    'https://www.facebook.com/ads/archive/render_ad/?id=5000000000000000001&access_token=SECRET',
  page_id: '556677',
  page_name: 'Dieta Já',
  publisher_platforms: ['facebook'],
  languages: ['pt'],
  eu_total_reach: 12345,
};

/** Graph API v5 (2019): singular field names. */
export const archiveV5Item = {
  id: '6000000000000000001',
  funding_entity: 'Partido Exemplo',
  ad_delivery_start_time: '2019-11-03T08:29:55+0000',
  ad_creative_body: 'Vote consciente.',
  ad_creative_link_caption: 'exemplo.org',
};

export const collatedNode = {
  collated_results: [websiteImageItem, { ...websiteImageItem, ad_archive_id: '1234567890123456790' }],
};

export const graphqlEnvelope = {
  data: {
    ad_library_main: {
      search_results_connection: {
        count: 3,
        edges: [
          { node: collatedNode },
          { node: { collated_results: [websiteVideoItem] } },
          { node: { collated_results: [websiteCarouselItem] } },
        ],
      },
    },
  },
  extensions: { is_final: true },
};

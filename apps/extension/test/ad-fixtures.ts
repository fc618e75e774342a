/**
 * Ad Library search results in the website's current snake_case shape, made up for these tests
 * (pt-BR ads). Ids are strings, as Facebook's exceed 2^53.
 */
export type WebsiteAd = ReturnType<typeof websiteAd>;

export const websiteAd = (
  n: number,
  over: { page?: string; body?: string; title?: string; image?: string } = {},
) => ({
  ad_archive_id: `77700000000000${String(n).padStart(4, '0')}`,
  collation_count: 1 + (n % 3),
  collation_id: `5550000${n}`,
  page_id: `4440000${n}`,
  page_name: over.page ?? `Loja Exemplo ${n}`,
  is_active: true,
  start_date: 1_762_000_000 + n * 3600,
  end_date: 1_764_000_000,
  publisher_platform: ['FACEBOOK', 'INSTAGRAM'],
  snapshot: {
    body: { text: over.body ?? `Oferta número ${n}: frete grátis para todo o Brasil só nesta semana.` },
    title: over.title ?? `Promoção ${n}`,
    caption: 'lojaexemplo.com.br',
    link_url: `https://www.lojaexemplo.com.br/oferta-${n}`,
    cta_text: 'Comprar agora',
    display_format: 'IMAGE',
    images: [
      {
        original_image_url: over.image ?? `https://scontent.xx.fbcdn.net/v/t39/${n}.jpg?oe=${n}`,
        resized_image_url: over.image ?? `https://scontent.xx.fbcdn.net/v/t39/${n}-s.jpg?oe=${n}`,
      },
    ],
    videos: [],
    cards: [],
  },
});

/** A GraphQL answer as the page receives it: results grouped in collated_results. */
export const graphqlAnswer = (ads: unknown[]) => ({
  data: {
    ad_library_main: {
      search_results_connection: {
        count: ads.length,
        edges: ads.map((ad) => ({ node: { collated_results: [ad] } })),
        page_info: { has_next_page: false, end_cursor: null },
      },
    },
  },
  extensions: { is_final: true },
});

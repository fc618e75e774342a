import type { TutorialLevel } from '@sniperads/contract';
import { countCategories, insertCategory, insertContent } from '../../modules/tutorials/tutorials.repo';
import type { DemoSeeder } from './index';

interface SeedContent {
  title: string;
  description: string;
  /** Demo video id; admins replace the links with the team's own videos from the admin screen. */
  videoId: string;
  duration: number;
  level: TutorialLevel;
  tags: string[];
}

const CATEGORIES: { name: string; description: string; color: string; contents: SeedContent[] }[] = [
  {
    name: 'Primeiros Passos',
    description: 'Conheça o SniperAds e configure sua conta em poucos minutos.',
    color: '#3B82F6',
    contents: [
      {
        title: 'Tour completo pelo SniperAds',
        description:
          'Um passeio por todas as áreas da plataforma: dashboard, mineração, favoritos e palavras-chave.',
        videoId: 'sA7uR0tr1',
        duration: 512,
        level: 'beginner',
        tags: ['introdução', 'plataforma'],
      },
      {
        title: 'Como instalar a extensão do Chrome',
        description:
          'Instale a extensão, gere seu token de API e conecte sua conta para salvar anúncios direto da Biblioteca.',
        videoId: 'sA7uExt01',
        duration: 305,
        level: 'beginner',
        tags: ['extensão', 'token', 'chrome'],
      },
      {
        title: 'Organizando favoritos em pastas',
        description: 'Crie pastas por nicho ou cliente e mantenha seus criativos de referência sempre à mão.',
        videoId: 'sA7uPst01',
        duration: 268,
        level: 'beginner',
        tags: ['favoritos', 'pastas', 'organização'],
      },
    ],
  },
  {
    name: 'Mineração de Anúncios',
    description: 'Encontre criativos vencedores na Biblioteca de Anúncios da Meta.',
    color: '#10B981',
    contents: [
      {
        title: 'Como encontrar ofertas escaladas',
        description:
          'Sinais de que um anúncio está escalando: tempo no ar, variações de criativo e volume de anúncios ativos.',
        videoId: 'sA7uMin01',
        duration: 734,
        level: 'intermediate',
        tags: ['mineração', 'ofertas escaladas', 'biblioteca de anúncios'],
      },
      {
        title: 'Pesquisa por palavra-chave na Biblioteca de Anúncios',
        description:
          'Use o banco de palavras-chave para descobrir anúncios de concorrentes em qualquer nicho.',
        videoId: 'sA7uMin02',
        duration: 421,
        level: 'beginner',
        tags: ['mineração', 'palavras-chave'],
      },
      {
        title: 'Analisando a estrutura de um criativo',
        description: 'Gancho, desenvolvimento e chamada para ação: como desmontar um anúncio que converte.',
        videoId: 'sA7uMin03',
        duration: 988,
        level: 'advanced',
        tags: ['criativos', 'copy', 'análise'],
      },
    ],
  },
  {
    name: 'Tráfego Pago',
    description: 'Campanhas no Facebook e Instagram Ads do zero à escala.',
    color: '#8B5CF6',
    contents: [
      {
        title: 'Estrutura de campanha para iniciantes',
        description:
          'Campanha, conjunto e anúncio: como montar sua primeira estrutura de teste no Gerenciador de Anúncios.',
        videoId: 'sA7uTrf01',
        duration: 1145,
        level: 'beginner',
        tags: ['facebook ads', 'campanha', 'gerenciador'],
      },
      {
        title: 'Interesses ocultos para baixar o CPM',
        description: 'Como combinar interesses pouco explorados para encontrar públicos mais baratos.',
        videoId: 'sA7uTrf02',
        duration: 836,
        level: 'intermediate',
        tags: ['interesses', 'cpm', 'público'],
      },
      {
        title: 'Escala horizontal e vertical',
        description: 'Quando duplicar conjuntos e quando aumentar orçamento sem derrubar o desempenho.',
        videoId: 'sA7uTrf03',
        duration: 1320,
        level: 'advanced',
        tags: ['escala', 'orçamento', 'facebook ads'],
      },
      {
        title: 'Leitura de métricas: CTR, CPC e CPA',
        description: 'Quais números olhar primeiro e como decidir o que pausar em cada etapa do funil.',
        videoId: 'sA7uTrf04',
        duration: 947,
        level: 'intermediate',
        tags: ['métricas', 'ctr', 'cpa'],
      },
    ],
  },
  {
    name: 'Copy e Criativos',
    description: 'Textos e criativos que prendem a atenção e convertem.',
    color: '#EC4899',
    contents: [
      {
        title: '10 ganchos para os 3 primeiros segundos',
        description: 'Modelos de abertura para vídeos curtos que seguram a atenção no feed e nos Reels.',
        videoId: 'sA7uCpy01',
        duration: 618,
        level: 'beginner',
        tags: ['gancho', 'vídeo', 'reels'],
      },
      {
        title: 'Headlines que vendem',
        description:
          'Fórmulas de títulos testadas e como adaptá-las ao seu nicho usando o banco de palavras-chave.',
        videoId: 'sA7uCpy02',
        duration: 702,
        level: 'intermediate',
        tags: ['headline', 'copy', 'palavras-chave'],
      },
      {
        title: 'Modelagem criativa com o Studio',
        description:
          'Use o Studio Criativa e a análise por IA para criar variações a partir de um anúncio de referência.',
        videoId: 'sA7uCpy03',
        duration: 889,
        level: 'advanced',
        tags: ['studio', 'ia', 'modelagem'],
      },
    ],
  },
];

export const tutorialsSeeder: DemoSeeder = {
  name: 'tutorials',
  async seed({ db, log }) {
    if ((await countCategories(db)) > 0) return;
    let total = 0;
    for (const category of CATEGORIES) {
      const row = await insertCategory(db, {
        name: category.name,
        description: category.description,
        color: category.color,
      });
      for (const item of category.contents) {
        await insertContent(db, {
          categoryId: row.id,
          title: item.title,
          description: item.description,
          externalUrl: `https://www.youtube.com/watch?v=${item.videoId}`,
          duration: item.duration,
          difficultyLevel: item.level,
          type: 'video',
          tags: item.tags,
        });
        total += 1;
      }
    }
    log.info({ categories: CATEGORIES.length, contents: total }, 'demo tutorials loaded');
  },
};

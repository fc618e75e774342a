import { TUTORIAL_GUIDE_TYPE, type TutorialLevel } from '@sniperads/contract';
import {
  countContents,
  insertCategory,
  insertContent,
  listCategories,
} from '../../modules/tutorials/tutorials.repo';
import type { DemoSeeder } from './index';

interface Guide {
  title: string;
  /** The app page where the user does what the guide teaches. */
  page: string;
  level: TutorialLevel;
  tags: string[];
  steps: string[];
}

interface Category {
  name: string;
  description: string;
  color: string;
  guides: Guide[];
}

// Text guides about SniperAds itself, each step true of the screens it names. No videos: a demo cannot
// know a team's videos, and an invented link would lead nowhere. Admins add videos on /admin/tutoriais.
export const TUTORIAL_GUIDES: Category[] = [
  {
    name: 'Primeiros Passos',
    description: 'Instale a extensão e conecte-a à sua conta para trazer anúncios reais.',
    color: '#3B82F6',
    guides: [
      {
        title: 'Instale a extensão do Chrome',
        page: '/extensao',
        level: 'beginner',
        tags: ['extensão', 'chrome', 'instalação'],
        steps: [
          'Abra Extensão no menu lateral e clique em "Baixar extensão (.zip)".',
          'Descompacte o arquivo numa pasta que você vai manter (não apague a pasta depois).',
          'No Chrome, abra chrome://extensions e ligue o "Modo do desenvolvedor".',
          'Clique em "Carregar sem compactação" e escolha a pasta descompactada.',
          'O passo a passo com imagens fica na própria página Extensão.',
        ],
      },
      {
        title: 'Conecte a extensão com um token de API',
        page: '/extensao?tab=tokens',
        level: 'beginner',
        tags: ['extensão', 'token', 'conexão'],
        steps: [
          'Na página Extensão, abra a aba Tokens de API e gere um token com um nome que você reconheça.',
          'Copie o token na hora: depois ele não é mostrado de novo.',
          'As opções da extensão já vêm com o endereço deste servidor: cole o token e clique em Salvar.',
          'Clique em Testar conexão para confirmar que a extensão fala com a sua conta.',
        ],
      },
      {
        title: 'Capture anúncios na Biblioteca de Anúncios da Meta',
        page: '/mineracao',
        level: 'beginner',
        tags: ['extensão', 'captura', 'biblioteca de anúncios', 'meta'],
        steps: [
          'Com a extensão conectada, abra a Biblioteca de Anúncios da Meta (facebook.com/ads/library) e faça uma busca.',
          'Com "Capturar automaticamente enquanto navego" ligado, cada anúncio que a página carrega é enviado ao SniperAds.',
          'O painel da extensão na página mostra os anúncios capturados; "Capturar esta busca" envia todos de uma vez.',
          'Os anúncios capturados aparecem na Mineração.',
        ],
      },
    ],
  },
  {
    name: 'Mineração de Anúncios',
    description: 'Encontre criativos e ofertas na biblioteca do SniperAds.',
    color: '#10B981',
    guides: [
      {
        title: 'Pesquise anúncios na Mineração',
        page: '/mineracao',
        level: 'beginner',
        tags: ['mineração', 'busca', 'filtros'],
        steps: [
          'Abra Mineração no menu lateral.',
          'Digite um termo (por exemplo, "emagrecimento") e pressione Enter ou clique em Pesquisar.',
          'Use os filtros para refinar a busca e o seletor de quantidade para ver mais anúncios por página.',
          'Clique num anúncio para ver os detalhes; o coração salva o anúncio em Favoritos.',
        ],
      },
      {
        title: 'Acompanhe as Ofertas Escaladas',
        page: '/ofertas-escaladas',
        level: 'intermediate',
        tags: ['ofertas', 'escala', 'domínio'],
        steps: [
          'Abra Ofertas Escaladas no menu lateral.',
          'Cada oferta é um domínio de destino com vários anúncios recentes, aprovado pela equipe do SniperAds.',
          'Filtre por nicho ou busque pelo domínio, e abra a oferta para ver seus anúncios.',
          'O coração de um anúncio da oferta salva o anúncio em Favoritos.',
        ],
      },
    ],
  },
  {
    name: 'Favoritos e Pastas',
    description: 'Guarde os criativos que interessam e organize-os por projeto.',
    color: '#EC4899',
    guides: [
      {
        title: 'Salve e encontre seus favoritos',
        page: '/favoritos',
        level: 'beginner',
        tags: ['favoritos', 'coração'],
        steps: [
          'Clique no coração de um anúncio na Mineração ou em Ofertas Escaladas.',
          'Abra Favoritos no menu lateral: o anúncio está lá, com busca e paginação.',
          'Quando você tem pastas, o seletor de pasta do card move o favorito para uma delas.',
        ],
      },
      {
        title: 'Organize favoritos em pastas',
        page: '/pastas',
        level: 'beginner',
        tags: ['pastas', 'organização', 'favoritos'],
        steps: [
          'Em Minhas Pastas, clique em Nova pasta e escolha nome, cor e ícone.',
          'Abra a pasta e clique em "Adicionar favoritos": a Mineração abre salvando naquela pasta.',
          'Cada coração que você marcar vai para a pasta; feche o aviso "Salvando na pasta" para voltar ao normal.',
        ],
      },
    ],
  },
  {
    name: 'Studio Criativa',
    description: 'Estude os criativos que você salvou com a ajuda da IA.',
    color: '#8B5CF6',
    guides: [
      {
        title: 'Leve um criativo para o Studio',
        page: '/favoritos',
        level: 'intermediate',
        tags: ['studio', 'ia', 'criativo'],
        steps: [
          'Em Favoritos, clique em "Adicionar ao Studio" no criativo que quer estudar (para contas com o Studio liberado).',
          'Abra Studio Criativa no menu lateral e escolha o criativo na lista "Meus criativos".',
          'Use as ações de IA ao lado da prévia para analisar a estrutura do anúncio e gerar ideias a partir dele.',
        ],
      },
    ],
  },
];

/**
 * The categories and text guides of TUTORIAL_GUIDES, loaded while the install has no tutorial at all:
 * a category already there (by name) is reused, and once any tutorial exists (a guide, or a video an
 * admin added) restarts add nothing.
 */
export const tutorialsSeeder: DemoSeeder = {
  name: 'tutorials',
  async seed({ db, log }) {
    if ((await countContents(db)) > 0) return;
    const existing = new Map((await listCategories(db)).map(({ category }) => [category.name, category.id]));
    // /tutorial lists the newest first: each guide is a second older than the one before it, so a
    // category reads in the order of its steps.
    const seededAt = Date.now();
    let guides = 0;
    for (const { guides: list, ...category } of TUTORIAL_GUIDES) {
      const categoryId = existing.get(category.name) ?? (await insertCategory(db, category)).id;
      for (const guide of list) {
        await insertContent(db, {
          categoryId,
          title: guide.title,
          description: guide.steps.join('\n'),
          externalUrl: guide.page,
          difficultyLevel: guide.level,
          type: TUTORIAL_GUIDE_TYPE,
          tags: guide.tags,
          createdAt: new Date(seededAt - guides * 1000),
        });
        guides += 1;
      }
    }
    log.info({ categories: TUTORIAL_GUIDES.length, guides }, 'demo tutorial guides loaded');
  },
};

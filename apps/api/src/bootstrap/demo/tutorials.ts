import { countCategories, insertCategory } from '../../modules/tutorials/tutorials.repo';
import type { DemoSeeder } from './index';

const CATEGORIES: { name: string; description: string; color: string }[] = [
  {
    name: 'Primeiros Passos',
    description: 'Conheça o SniperAds e configure sua conta em poucos minutos.',
    color: '#3B82F6',
  },
  {
    name: 'Mineração de Anúncios',
    description: 'Encontre criativos vencedores na Biblioteca de Anúncios da Meta.',
    color: '#10B981',
  },
  {
    name: 'Tráfego Pago',
    description: 'Campanhas no Facebook e Instagram Ads do zero à escala.',
    color: '#8B5CF6',
  },
  {
    name: 'Copy e Criativos',
    description: 'Textos e criativos que prendem a atenção e convertem.',
    color: '#EC4899',
  },
];

/**
 * The tutorial categories a team usually starts with, and no videos: a demo cannot know the team's
 * own videos, and invented links would lead nowhere. Admins add videos on /admin/tutoriais.
 */
export const tutorialsSeeder: DemoSeeder = {
  name: 'tutorials',
  async seed({ db, log }) {
    if ((await countCategories(db)) > 0) return;
    for (const category of CATEGORIES) await insertCategory(db, category);
    log.info({ categories: CATEGORIES.length }, 'demo tutorial categories loaded');
  },
};

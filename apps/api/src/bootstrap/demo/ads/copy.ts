import type { AdNiche } from '@sniperads/contract';

/**
 * More raw material for the demo copy (catalog.ts has the offers): per niche, openers and extra
 * headlines with slots, so two ads of the same offer rarely read alike. Slots: {p} product,
 * {n} a count in thousands, {d} days, {pct} a percentage, {kg} kilos, {city} a Brazilian city,
 * {date} a day and month, {price} the offer's price.
 */
export interface NicheCopy {
  hooks: string[];
  titles: string[];
  /** Typical prices of the niche's offers, in reais; each offer keeps one. */
  prices: number[];
}

export const COPY: Record<AdNiche, NicheCopy> = {
  saude: {
    hooks: [
      'Depois dos 40, o corpo pede atenção.',
      'Sua saúde não pode esperar: fale com um médico.',
      'Atenção, {city}:',
      'Você sabia que {pct}% dos adultos dormem mal?',
    ],
    titles: ['{p} chegou em {city}', '{n} mil pessoas já usam o {p}', '{p}: resultado em {d} dias'],
    prices: [89.9, 119, 147, 179, 197],
  },
  emagrecimento: {
    hooks: [
      'Perder {kg} kg sem passar fome é possível.',
      'O verão está chegando.',
      'Nada de dieta da moda.',
      'Ela tentou de tudo antes de conhecer o método.',
      'Só {d} dias para ver a diferença.',
    ],
    titles: ['Menos {kg} kg em {d} dias com o {p}', '{p} com {pct}% OFF', 'Depoimento: -{kg} kg com {p}'],
    prices: [67, 97, 127, 147, 197],
  },
  automoveis: {
    hooks: ['Motorista de {city}, isso é para você.', 'Oferta relâmpago para {city} e região.'],
    titles: ['{p} em {city}', '{p} atende {n} mil motoristas'],
    prices: [89.9, 149, 239, 399, 690],
  },
  financas: {
    hooks: ['Quem começa cedo colhe mais.', 'Atenção, {city}:'],
    titles: ['{p}: {n} mil clientes'],
    prices: [19.9, 37, 47, 97, 197],
  },
  beleza: {
    hooks: ['Beleza sem procedimento caro.', 'As clientes de {city} aprovaram.', 'Autoestima em {d} dias.'],
    titles: ['{p}: {pct}% OFF só hoje', '{p} esgotou {n} vezes', '{p} com entrega em {city}'],
    prices: [39.9, 59.9, 79.9, 119, 149],
  },
  educacao: {
    hooks: [
      'Estudar de casa mudou a vida de {n} mil alunos.',
      'Nunca é tarde para aprender.',
      'Quer mudar de carreira?',
      'Aluno de {city}, esta turma é para você.',
    ],
    titles: ['{p}: turma de {city}', '{p} com {pct}% de bolsa', 'Aprenda em {d} dias com o {p}'],
    prices: [47, 97, 197, 297, 497],
  },
  relacionamento: {
    hooks: [
      'O silêncio em casa diz muita coisa.',
      'Ainda pensa nele(a) todo dia?',
      'Relacionamento bom se constrói.',
      'Casais de {city} estão vivendo isso.',
      'Em {d} dias a conversa pode mudar.',
    ],
    titles: ['{p}: aula ao vivo', '{p} já ajudou {n} mil casais', '{p} em {d} dias'],
    prices: [37, 47, 97, 147],
  },
  pets: {
    hooks: [
      'Seu cachorro ou gato merece o melhor.',
      'Tutor de {city}, olha isso.',
      'Pet feliz, casa tranquila.',
      'Veterinários de {city} indicam.',
    ],
    titles: ['{p}: entrega em {city}', '{p} com {pct}% OFF na assinatura', '{n} mil tutores usam o {p}'],
    prices: [29.9, 59.9, 89.9, 149, 189.9],
  },
  casa: {
    hooks: [
      'Casa arrumada em {d} minutos.',
      'Moradores de {city} já garantiram o seu.',
      'O item que falta na sua casa.',
    ],
    titles: ['{p} com {pct}% OFF', '{p}: entrega em {city}', '{p} vendeu {n} mil unidades'],
    prices: [49.9, 89.9, 129, 249, 899],
  },
  moda: {
    hooks: [
      'Nova coleção, estoque curto.',
      'Look do trabalho ao happy hour.',
      'Conforto que não abre mão de estilo.',
      'Clientes de {city} já estão usando.',
      'Tamanhos do P ao G3.',
    ],
    titles: ['{p}: {pct}% OFF', '{p} com envio para {city}', '{p} — {n} mil vendidos'],
    prices: [59.9, 89.9, 129.9, 199, 249],
  },
  tecnologia: {
    hooks: [
      'Tecnologia sem pagar caro.',
      'Lançamento com estoque limitado.',
      'Entrega expressa para {city}.',
      'Mais de {n} mil avaliações positivas.',
    ],
    titles: ['{p} com {pct}% OFF', '{p}: envio para {city}', '{p}, nota {n} mil vezes 5 estrelas'],
    prices: [79.9, 129, 199, 349, 497],
  },
  viagens: {
    hooks: [
      'Férias em {d} dias?',
      'Saindo de {city}:',
      'Praia, sol e nenhuma preocupação.',
      'A viagem que você adia há anos.',
      'Feriado chegando e você sem plano?',
    ],
    titles: ['{p} saindo de {city}', '{p} com {pct}% OFF', '{p}: {d} dias de férias'],
    prices: [299, 499, 899, 1290, 2490],
  },
};

/**
 * Endings of an ad for goods (shipped, in stock); `{price}` is the offer's price as the ad states
 * it, `{single}` the one-payment form.
 */
export const GOODS_CLOSERS = [
  'Garanta o seu por apenas {price}.',
  'Hoje sai por {price}. Aproveite!',
  'Condição especial: {price}.',
  'Leve agora: {price}, com garantia.',
  'De {old} por {single} só esta semana.',
  'Clique em saiba mais e confira.',
  'Estoque limitado: aproveite enquanto dura.',
  'Frete grátis para todo o Brasil nesta semana.',
  'Compra 100% segura com garantia de {d} dias.',
  'Mais de {n} mil clientes satisfeitos.',
  'Oferta válida só até domingo.',
];

/** Endings of an ad for a service (a course, a plan, credit): nothing ships, nothing runs out of stock. */
export const SERVICE_CLOSERS = [
  'Clique em saiba mais e confira.',
  'Atendimento pelo WhatsApp, sem compromisso.',
  'Condição válida só até domingo.',
  'Mais de {n} mil clientes atendidos.',
  'Fale com a nossa equipe e tire suas dúvidas.',
];

/**
 * What headlines end with, as advertisers test them on one offer: a place, a discount, a deadline.
 * This is what keeps two ads of one offer from sharing a headline.
 */
export const TITLE_TAILS = [
  ' em {city}',
  ' com {pct}% OFF',
  ' — últimas {n} unidades',
  ' para {city} e região',
  ' com cupom de {pct}%',
  ' — só até {date}',
  ' — entrega para {city}',
];
export const SERVICE_TITLE_TAILS = [
  ' em {city}',
  ' — oferta válida até {date}',
  ' para {city} e região',
  ' com {pct}% de desconto',
  ' — condição até {date}',
  ' — atendimento em {city}',
];

/** A last line with specifics (where, until when, how many), as real ads close. */
export const GOODS_SIGNOFFS = [
  'Entregamos em {city} e região.',
  'Condição válida por {d} dias.',
  'Já são {n} mil pedidos.',
  'Restam {n} unidades em estoque.',
  'Cupom de {pct}% na primeira compra.',
];
export const SERVICE_SIGNOFFS = [
  'Atendimento de segunda a sábado em {city}.',
  'Condição válida por {d} dias.',
  'Já são {n} mil clientes.',
  'Atendemos {city} e todo o Brasil.',
];

export const CITIES = [
  'São Paulo',
  'Niterói',
  'Belo Horizonte',
  'Salvador',
  'Fortaleza',
  'Curitiba',
  'Recife',
  'Porto Alegre',
  'Goiânia',
  'Belém',
  'Manaus',
  'Campinas',
  'Florianópolis',
  'Vitória',
  'Natal',
  'Brasília',
];

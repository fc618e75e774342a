import type { NicheCatalog } from './catalog';

/** The niches whose offers are goods: their ads close with stock and shipping. */
export const GOODS_CATALOG = {
  saude: {
    products: [
      'Articulação Flex',
      'Plano de Saúde Família',
      'Sono Profundo Natural',
      'Whey Protein Concentrado',
      'Glicose Equilíbrio',
      'Imuno Forte',
      'Visão Clara',
    ],
    pageWords: ['Saúde', 'Bem-Estar', 'Vida Plena', 'Dr. Rafael', 'Farmácia Natural', 'Saúde em Dia'],
    titles: ['{p}: alívio em poucos dias', 'Conheça o {p}', 'Sua saúde merece o {p}', '{p} com frete grátis'],
    bodies: [
      'Seu corpo dá sinais todos os dias. O {p} foi formulado com médicos e ingredientes naturais para você viver com mais disposição.',
      'Mais de 30 mil brasileiros já melhoraram a qualidade de vida com o {p}. Suplemento natural com registro na Anvisa.',
      'Cuide da sua saúde sem sair de casa: o {p} chega em até 7 dias úteis, sem fila de farmácia.',
      'Médicos e nutricionistas explicam por que o {p} virou o queridinho de quem cuida da saúde depois dos 40.',
    ],
    captions: ['Compra segura', 'Garantia de 30 dias', 'Registro na Anvisa'],
    ctas: ['Comprar agora', 'Saiba mais', 'Ver mais'],
    own: {
      'Plano de Saúde Família': {
        hooks: [
          'Consulta particular pesando no bolso?',
          'Cansado de esperar meses por um especialista?',
          'Atenção, {city}:',
        ],
        titles: [
          'Plano de saúde a partir de {price}',
          '{p}: cotação em 2 minutos',
          'Plano de saúde para MEI em {city}',
        ],
        bodies: [
          'Plano de saúde com consultas, exames e pronto-socorro para toda a família. Faça a cotação do {p} sem compromisso.',
          'Médicos de todas as especialidades e telemedicina 24h: o {p} tem carência reduzida para quem contratar este mês.',
          'Compare os planos de saúde da sua região e contrate o {p} com rede credenciada em {city}.',
        ],
        captions: ['Cotação grátis', 'Carência reduzida', 'Telemedicina 24h'],
        service: true,
        ctas: ['Solicitar cotação', 'Enviar mensagem', 'Saiba mais'],
      },
      'Whey Protein Concentrado': {
        hooks: [
          'Treina pesado e não vê resultado?',
          'Proteína de verdade, sem enrolação.',
          'Atleta de {city}, olha isso.',
        ],
        titles: ['Whey protein com {pct}% OFF', '{p} 900 g', '{p}: 24 g de proteína por dose'],
        bodies: [
          'O {p} tem 24 g de proteína por dose, laudo de pureza e sabor que você vai querer tomar todo dia depois do treino.',
          'Suplemento para ganho de massa muscular com a melhor relação proteína por real: {p}, direto da fábrica.',
          'Whey com laudo de análise e sem adição de açúcar: o {p} é o suplemento de quem leva o treino a sério.',
        ],
        captions: ['Laudo de pureza', 'Frete grátis', 'Direto da fábrica'],
        ctas: ['Comprar agora', 'Ver mais'],
      },
    },
  },
  emagrecimento: {
    products: [
      'Seca Barriga Turbo',
      'Café Termogênico Slim',
      'Detox 21 Dias',
      'Chá Emagrecedor Leveza',
      'Protocolo Low Carb',
    ],
    pageWords: ['Emagrecer Já', 'Corpo Leve', 'Nutri Ana', 'Vida Fit', 'Projeto Verão', 'Magra de Vez'],
    titles: [
      'Perca até 5 kg em 30 dias com {p}',
      '{p}: resultado que aparece',
      'O segredo do {p}',
      '{p} — últimas unidades',
      'Emagreça com o {p}',
    ],
    bodies: [
      'Chega de dietas malucas! Com o {p} você emagrece comendo o que gosta e sem efeito sanfona.',
      'Ela perdeu 12 quilos em 2 meses usando o {p}. Veja o depoimento completo.',
      'Acelere o metabolismo e queime gordura localizada com o {p}. Resultados já na primeira semana.',
      'O {p} é o método que está viralizando entre quem quer emagrecer e secar a barriga antes do verão.',
    ],
    captions: ['Resultado garantido', 'Frete grátis hoje', 'Oferta por tempo limitado'],
    ctas: ['Comprar agora', 'Saiba mais', 'Ver mais'],
  },
  beleza: {
    products: [
      'Kit Skincare Glow',
      'Sérum Antirrugas Glow',
      'Kit Cabelo de Rapunzel',
      'Base Matte 24h',
      'Clareador de Manchas Pro',
      'Esmalte em Gel Fácil',
    ],
    pageWords: ['Beleza', 'Glow', 'Studio Make', 'Pele Perfeita', 'Cabelos de Diva'],
    titles: [
      '{p}: resultado de salão',
      'Resultados visíveis com {p}',
      '{p} — compre 2 leve 3',
      'O queridinho das blogueiras: {p}',
      'Black Friday de beleza: {p} com {pct}% OFF',
    ],
    bodies: [
      'Resultado de salão sem sair de casa: o {p} é dermatologicamente testado e aprovado por mais de 20 mil clientes.',
      'Autoestima começa no espelho. Experimente o {p} com 30% de desconto na primeira compra.',
      'O segredo das influenciadoras agora ao seu alcance: {p}, com envio imediato.',
      'Fórmula vegana e livre de crueldade: o {p} cuida da sua beleza e do planeta.',
    ],
    captions: ['Dermatologicamente testado', 'Vegano', 'Frete grátis acima de R$ 99'],
    ctas: ['Comprar agora', 'Ver mais'],
    own: {
      'Kit Skincare Glow': {
        hooks: [
          'Pele de vidro sem procedimento caro.',
          'Sua rotina de skincare em 3 passos.',
          'As clientes de {city} aprovaram.',
        ],
        bodies: [
          'Rotina de skincare completa em 3 passos: limpeza, vitamina C e hidratante com protetor. O {p} deixa a pele iluminada em {d} dias.',
          'Skincare para pele oleosa e mista, dermatologicamente testado: o {p} controla o brilho e uniformiza o tom da pele.',
        ],
      },
    },
  },
  pets: {
    products: [
      'Ração Natural Premium',
      'Cama Ortopédica Pet',
      'Coleira Antipulgas 8 Meses',
      'Petisco Dental',
    ],
    pageWords: ['Pet', 'Amigo Fiel', 'Patinhas', 'Mundo Animal', 'Vet Online', 'Cão & Gato'],
    titles: [
      '{p}: seu pet mais feliz',
      'Veterinários indicam {p}',
      '{p} com entrega rápida',
      'Conheça o {p}',
    ],
    bodies: [
      'Seu melhor amigo merece o melhor: conheça o {p}, indicado por veterinários.',
      'Mais saúde e alegria para cães e gatos com o {p}. Entrega rápida em todo o Brasil.',
      'Tutores que testaram aprovam: o {p} deixou a rotina do pet muito mais tranquila.',
    ],
    captions: ['Entrega em 24h', 'Indicado por veterinários', 'Assinatura com desconto'],
    ctas: ['Comprar agora', 'Saiba mais'],
  },
  casa: {
    products: ['Organizador Multiuso', 'Robô Aspirador Smart', 'Kit Panelas Cerâmica', 'Mop Giratório Plus'],
    pageWords: ['Casa', 'Doce Lar', 'Decora', 'Utilidades', 'Cozinha Prática'],
    titles: [
      '{p}: casa em ordem',
      '{p} pela metade do preço',
      'Todo mundo quer o {p}',
      '{p} com 40% OFF',
      'Black Friday: {p} com {pct}% OFF',
    ],
    bodies: [
      'Sua casa mais prática em poucos minutos: o {p} chega com garantia de 2 anos.',
      'O {p} esgotou três vezes este ano. Garanta o seu para a sua casa antes que acabe de novo.',
      'Menos tempo arrumando a casa, mais tempo com quem você ama: conheça o {p}.',
    ],
    captions: ['Parcele em 12x', 'Frete grátis', 'Garantia de 2 anos'],
    ctas: ['Comprar agora', 'Ver mais'],
  },
  moda: {
    products: ['Tênis Conforto Max', 'Vestido Midi Verão', 'Bolsa Couro Legítimo', 'Calça Modeladora'],
    pageWords: ['Moda', 'Boutique', 'Estilo', 'Closet'],
    titles: [
      '{p}: nova coleção',
      '{p} em promoção',
      'Look perfeito com {p}',
      '{p} — estoque limitado',
      'Black Friday da moda: {p} com {pct}% OFF',
    ],
    bodies: [
      'Conforto e estilo do amanhecer ao anoitecer: o {p} combina com tudo.',
      'A peça que vai transformar seus looks: {p} em várias cores e tamanhos.',
      'O {p} virou febre nas redes: moda com troca grátis na primeira compra.',
    ],
    captions: ['Troca grátis', 'Parcele sem juros', 'Envio imediato'],
    ctas: ['Comprar agora', 'Ver mais'],
  },
  tecnologia: {
    products: ['Fone Bluetooth Pro', 'Smartwatch Fit 3', 'Carregador Turbo 65W', 'Caixa de Som Portátil'],
    pageWords: ['Tech', 'Eletrônicos', 'Gadgets', 'Inova'],
    titles: [
      '{p} com desconto',
      '{p}: tecnologia que cabe no bolso',
      'Lançamento {p}',
      '{p} com garantia',
      'Black Friday: {p} com {pct}% OFF',
    ],
    bodies: [
      'Tecnologia de ponta pelo preço justo: o {p} tem garantia de 1 ano e nota fiscal.',
      'Mais de 15 mil avaliações cinco estrelas: descubra por que o {p} é o eletrônico mais vendido.',
      'Lançamento com desconto de pré-venda: garanta o {p} antes de todo mundo.',
    ],
    captions: ['Garantia de 1 ano', 'Nota fiscal', 'Envio do Brasil'],
    ctas: ['Comprar agora', 'Ver mais'],
  },
} satisfies Record<string, NicheCatalog>;

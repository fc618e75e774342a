import type { AdNiche } from '@sniperads/contract';

/**
 * Raw material of the demo library: per niche, the offers (product + landing domain) that pages
 * push, and the copy they use. `{p}` is replaced by the product name.
 */
export interface NicheCatalog {
  products: string[];
  pageWords: string[];
  titles: string[];
  bodies: string[];
  captions: string[];
}

export const CATALOG: Record<AdNiche, NicheCatalog> = {
  saude: {
    products: [
      'Articulações Flex',
      'Sono Profundo Natural',
      'Glicose Equilíbrio',
      'Imuno Forte',
      'Pressão Controlada',
      'Visão Clara',
    ],
    pageWords: ['Saúde', 'Bem-Estar', 'Vida Plena', 'Clínica', 'Dr. Rafael', 'Farmácia Natural'],
    titles: [
      '{p}: alívio em poucos dias',
      'Conheça o {p}',
      'Sua saúde merece o {p}',
      '{p} com frete grátis',
      'Médicos recomendam {p}',
    ],
    bodies: [
      'Cansado de sentir dor nas articulações? O {p} ajuda você a voltar a se movimentar com liberdade.',
      'Mais de 30 mil brasileiros já melhoraram a qualidade de vida com o {p}. Fórmula natural e aprovada pela Anvisa.',
      'Cuide da sua saúde sem sair de casa: o {p} chega em até 7 dias úteis com garantia de 30 dias.',
      'Noites mal dormidas acabam com a sua disposição. Descubra como o {p} pode ajudar.',
    ],
    captions: ['Compra segura', 'Garantia de 30 dias', 'Aprovado pela Anvisa'],
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
      '{p}: a barriga some',
      'O segredo do {p}',
      '{p} — últimas unidades',
      'Emagreça com o {p}',
    ],
    bodies: [
      'Chega de dietas malucas! Com o {p} você emagrece comendo o que gosta e sem efeito sanfona.',
      'Ela perdeu 12 quilos em 2 meses usando o {p}. Veja o depoimento completo e garanta o seu.',
      'Acelere o metabolismo e queime gordura localizada com o {p}. Resultados já na primeira semana.',
      'O {p} é o método que está viralizando entre quem quer secar a barriga antes do verão.',
    ],
    captions: ['Resultado garantido', 'Frete grátis hoje', 'Oferta por tempo limitado'],
  },
  automoveis: {
    products: [
      'Seminovos Garantidos',
      'Proteção Veicular Total',
      'Consórcio Auto Fácil',
      'Revisão Completa Express',
      'Pneus Premium',
    ],
    pageWords: ['Auto Center', 'Garagem', 'Motors', 'Veículos', 'Car Club', 'Oficina do Zé'],
    titles: [
      '{p} com parcelas que cabem no bolso',
      'Troque de carro com {p}',
      '{p}: aprovação na hora',
      'Seu carro merece {p}',
    ],
    bodies: [
      'Carro novo na garagem sem juros abusivos: conheça o {p} e simule agora mesmo.',
      'Proteja seu veículo contra roubo e colisão com o {p}. Cotação em 2 minutos pelo WhatsApp.',
      'Seminovos revisados e com garantia de motor e câmbio. {p}, a escolha de quem entende de carro.',
      'Evite surpresas na estrada: agende o {p} e ganhe check-up de 40 itens.',
    ],
    captions: ['Simule grátis', 'Atendimento pelo WhatsApp', 'Aprovação em minutos'],
  },
  financas: {
    products: [
      'Renda Extra Digital',
      'Cartão Sem Anuidade Mais',
      'Investidor Iniciante',
      'Crédito Consignado Fácil',
      'Planilha Fim das Dívidas',
    ],
    pageWords: ['Finanças', 'Investe', 'Dinheiro Certo', 'Bolso Cheio', 'Educação Financeira', 'Crédito Já'],
    titles: ['{p}: comece hoje', 'Saia das dívidas com {p}', '{p} sem burocracia', 'Como investir com {p}'],
    bodies: [
      'Descubra como milhares de brasileiros estão fazendo renda extra com o {p}, mesmo começando do zero.',
      'Cartão de crédito sem anuidade e com cashback: peça o {p} pelo celular em poucos minutos.',
      'Aprenda a investir com segurança e faça seu dinheiro render mais que a poupança com o {p}.',
      'Organize suas contas e quite suas dívidas em 90 dias com o {p}.',
    ],
    captions: ['Sem consulta ao SPC', '100% online', 'Aprovação rápida'],
  },
  beleza: {
    products: [
      'Sérum Antirrugas Glow',
      'Kit Cabelo de Rapunzel',
      'Base Matte 24h',
      'Clareador de Manchas Pro',
      'Esmalte em Gel Fácil',
    ],
    pageWords: ['Beleza', 'Glow', 'Studio', 'Make', 'Pele Perfeita', 'Cabelos de Diva'],
    titles: [
      '{p}: pele de porcelana',
      'Resultados visíveis com {p}',
      '{p} — compre 2 leve 3',
      'O queridinho das blogueiras: {p}',
    ],
    bodies: [
      'Rugas e linhas de expressão suavizadas em 14 dias. O {p} é dermatologicamente testado.',
      'Cabelo crescendo mais forte e brilhante: o {p} é o cuidado que faltava na sua rotina.',
      'Manchas no rosto? O {p} clareia e uniformiza o tom da pele sem irritar.',
      'Maquiagem que dura o dia inteiro sem retoque. Experimente o {p} com desconto.',
    ],
    captions: ['Dermatologicamente testado', 'Vegano', 'Frete grátis acima de R$ 99'],
  },
  educacao: {
    products: [
      'Inglês em 6 Meses',
      'Concurso Aprovado',
      'Curso de Excel Completo',
      'Mentoria Enem Nota Mil',
      'Marketing Digital do Zero',
    ],
    pageWords: ['Academia', 'Escola', 'Prof. Marcos', 'Cursos', 'Aprova', 'Estude Online'],
    titles: ['{p}: matrículas abertas', 'Aprenda com o {p}', '{p} com certificado', 'Últimas vagas no {p}'],
    bodies: [
      'Fale inglês com confiança em 6 meses, estudando 20 minutos por dia com o {p}.',
      'Mais de 5 mil aprovados em concursos públicos usaram o {p}. A próxima aprovação pode ser a sua.',
      'Do básico ao avançado, com certificado reconhecido: o {p} cabe na sua rotina.',
      'Aulas ao vivo, correção de redação e simulados semanais no {p}.',
    ],
    captions: ['Certificado incluso', 'Aulas ao vivo', '7 dias de garantia'],
  },
  relacionamento: {
    products: ['Reconquista Definitiva', 'Casal Blindado', 'Atração Irresistível', 'Comunicação a Dois'],
    pageWords: ['Amor', 'Relacionamentos', 'Coach Júlia', 'Casal', 'Coração', 'Conquista'],
    titles: [
      '{p}: traga seu amor de volta',
      'O método {p}',
      '{p} — assista à aula grátis',
      'Salve seu casamento com {p}',
    ],
    bodies: [
      'O seu ex ainda pensa em você. Descubra no {p} as palavras certas para reconquistar quem você ama.',
      'Brigas constantes? O {p} ensina casais a se comunicarem sem mágoas.',
      'Aprenda a despertar interesse verdadeiro em qualquer conversa com o {p}.',
    ],
    captions: ['Aula gratuita', 'Acesso imediato', 'Mais de 10 mil alunos'],
  },
  pets: {
    products: [
      'Ração Natural Premium',
      'Adestramento Sem Estresse',
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
      'Seu cachorro faz xixi fora do lugar? Com o {p} ele aprende em 15 dias.',
      'Alimentação natural e balanceada para cães e gatos: experimente o {p}.',
      'Proteção contra pulgas e carrapatos por 8 meses com o {p}. Seguro para filhotes.',
    ],
    captions: ['Entrega em 24h', 'Indicado por veterinários', 'Assinatura com desconto'],
  },
  casa: {
    products: ['Organizador Multiuso', 'Robô Aspirador Smart', 'Kit Panelas Cerâmica', 'Mop Giratório Plus'],
    pageWords: ['Casa', 'Lar Doce Lar', 'Decora', 'Utilidades', 'Cozinha Prática'],
    titles: ['{p}: casa em ordem', '{p} pela metade do preço', 'Todo mundo quer o {p}', '{p} com 40% OFF'],
    bodies: [
      'Limpeza da casa sem esforço: o {p} faz o trabalho pesado por você.',
      'Cozinhe sem grudar e sem toxinas com o {p}. Garantia de 2 anos.',
      'Mais espaço no armário em minutos com o {p}.',
    ],
    captions: ['Parcele em 12x', 'Frete grátis', 'Garantia de 2 anos'],
  },
  moda: {
    products: ['Tênis Conforto Max', 'Vestido Midi Verão', 'Bolsa Couro Legítimo', 'Calça Modeladora'],
    pageWords: ['Moda', 'Boutique', 'Store', 'Estilo', 'Closet'],
    titles: ['{p}: nova coleção', '{p} em promoção', 'Look perfeito com {p}', '{p} — estoque limitado'],
    bodies: [
      'Conforto do amanhecer ao anoitecer: o {p} é leve e combina com tudo.',
      'A peça que vai transformar seus looks: {p} em várias cores.',
      'Modela a cintura e levanta o bumbum: a {p} virou febre.',
    ],
    captions: ['Troca grátis', 'Parcele sem juros', 'Envio imediato'],
  },
  tecnologia: {
    products: [
      'Fone Bluetooth Pro',
      'Smartwatch Fit 3',
      'Carregador Turbo 65W',
      'Curso de Inteligência Artificial',
    ],
    pageWords: ['Tech', 'Eletrônicos', 'Gadgets', 'Digital', 'Inova'],
    titles: ['{p} com desconto', '{p}: tecnologia que cabe no bolso', 'Lançamento {p}', '{p} com garantia'],
    bodies: [
      'Som cristalino e bateria para 30 horas: o {p} é o fone que você procurava.',
      'Monitore seus batimentos, passos e sono com o {p}. Compatível com Android e iPhone.',
      'Carregue seu celular de 0 a 100% em 35 minutos com o {p}.',
    ],
    captions: ['Garantia de 1 ano', 'Nota fiscal', 'Envio do Brasil'],
  },
  viagens: {
    products: [
      'Pacote Nordeste All Inclusive',
      'Passagens em Promoção',
      'Cruzeiro Costa Brasileira',
      'Pousada Serra Verde',
    ],
    pageWords: ['Viagens', 'Turismo', 'Férias', 'Milhas', 'Destinos'],
    titles: [
      '{p}: embarque já',
      '{p} com preço de baixa temporada',
      'Férias dos sonhos com {p}',
      '{p} em até 10x',
    ],
    bodies: [
      'Praias paradisíacas com tudo incluso: o {p} tem saída de várias capitais.',
      'Voe mais pagando menos: alertas de {p} direto no seu WhatsApp.',
      'Relaxe com a família no {p}, com café da manhã e piscina aquecida.',
    ],
    captions: ['Parcele em 10x', 'Cancelamento grátis', 'Saídas semanais'],
  },
};

export const CTAS = ['Saiba mais', 'Comprar agora', 'Cadastre-se', 'Enviar mensagem', 'Ver mais', 'Assinar'];
export const PAGE_SUFFIXES = ['Oficial', 'Brasil', 'Store', 'Online', 'Club', 'Express', 'BR', 'Digital'];

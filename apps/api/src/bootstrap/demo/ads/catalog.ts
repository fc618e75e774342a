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
      'Seu corpo dá sinais todos os dias. O {p} foi formulado com ingredientes naturais para você viver com mais disposição.',
      'Mais de 30 mil brasileiros já melhoraram a qualidade de vida com o {p}. Fórmula natural e aprovada pela Anvisa.',
      'Cuide da sua saúde sem sair de casa: o {p} chega em até 7 dias úteis com garantia de 30 dias.',
      'Médicos e nutricionistas explicam por que o {p} virou o queridinho de quem cuida da saúde depois dos 40.',
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
      '{p}: resultado que aparece',
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
      '{p}: condição especial',
      '{p} com atendimento no mesmo dia',
      'Seu carro merece {p}',
    ],
    bodies: [
      'Quem entende de carro já conhece o {p}: atendimento rápido, preço justo e garantia por escrito.',
      'Mais de 8 mil motoristas atendidos no último ano. Faça como eles e conheça o {p}.',
      'Condição especial só esta semana: fale com um consultor do {p} pelo WhatsApp.',
      'Seu veículo em boas mãos: o {p} atende em todo o estado, com orçamento sem compromisso.',
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
    titles: ['{p}: comece hoje', 'Saia das dívidas com {p}', '{p} sem burocracia', '{p}: conheça agora'],
    bodies: [
      'Descubra como milhares de brasileiros estão organizando a vida financeira com o {p}, mesmo começando do zero.',
      'Sem burocracia e 100% pelo celular: conheça o {p} em poucos minutos.',
      'Seu dinheiro pode render mais. Veja como o {p} ajuda você a dar o próximo passo.',
      'Chega de aperto no fim do mês: o {p} já ajudou mais de 40 mil famílias.',
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
      '{p}: resultado de salão',
      'Resultados visíveis com {p}',
      '{p} — compre 2 leve 3',
      'O queridinho das blogueiras: {p}',
    ],
    bodies: [
      'Resultado de salão sem sair de casa: o {p} é dermatologicamente testado e aprovado por mais de 20 mil clientes.',
      'Autoestima começa no espelho. Experimente o {p} com 30% de desconto na primeira compra.',
      'O segredo das influenciadoras agora ao seu alcance: {p}, com envio imediato.',
      'Fórmula vegana e livre de crueldade: o {p} cuida de você e do planeta.',
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
      'Estude no seu ritmo, pelo celular, com o {p}: aulas curtas, exercícios práticos e certificado.',
      'Mais de 5 mil alunos já passaram pelo {p}. A próxima história de sucesso pode ser a sua.',
      'Aulas ao vivo, material completo e suporte para tirar dúvidas no {p}.',
      'Comece hoje e veja a diferença em 30 dias: o {p} tem 7 dias de garantia incondicional.',
    ],
    captions: ['Certificado incluso', 'Aulas ao vivo', '7 dias de garantia'],
  },
  relacionamento: {
    products: ['Reconquista Definitiva', 'Casal Blindado', 'Atração Irresistível', 'Comunicação a Dois'],
    pageWords: ['Amor', 'Relacionamentos', 'Coach Júlia', 'Casal', 'Coração', 'Conquista'],
    titles: [
      '{p}: transforme sua vida amorosa',
      'O método {p}',
      '{p} — assista à aula grátis',
      'Salve seu casamento com {p}',
    ],
    bodies: [
      'Relacionamentos mudam quando você entende o que o outro sente. Assista à aula gratuita do {p}.',
      'Brigas constantes e silêncio em casa? O {p} ensina passos simples para reconstruir a conexão.',
      'Mais de 10 mil pessoas já transformaram a vida amorosa com o {p}.',
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
      'Seu melhor amigo merece o melhor: conheça o {p}, indicado por veterinários.',
      'Mais saúde e alegria para cães e gatos com o {p}. Entrega rápida em todo o Brasil.',
      'Tutores que testaram aprovam: o {p} deixou a rotina do pet muito mais tranquila.',
    ],
    captions: ['Entrega em 24h', 'Indicado por veterinários', 'Assinatura com desconto'],
  },
  casa: {
    products: ['Organizador Multiuso', 'Robô Aspirador Smart', 'Kit Panelas Cerâmica', 'Mop Giratório Plus'],
    pageWords: ['Casa', 'Lar Doce Lar', 'Decora', 'Utilidades', 'Cozinha Prática'],
    titles: ['{p}: casa em ordem', '{p} pela metade do preço', 'Todo mundo quer o {p}', '{p} com 40% OFF'],
    bodies: [
      'Sua casa mais prática em poucos minutos: o {p} chega com garantia de 2 anos.',
      'O {p} esgotou três vezes este ano. Garanta o seu antes do próximo lote acabar.',
      'Menos tempo arrumando, mais tempo com quem você ama: conheça o {p}.',
    ],
    captions: ['Parcele em 12x', 'Frete grátis', 'Garantia de 2 anos'],
  },
  moda: {
    products: ['Tênis Conforto Max', 'Vestido Midi Verão', 'Bolsa Couro Legítimo', 'Calça Modeladora'],
    pageWords: ['Moda', 'Boutique', 'Store', 'Estilo', 'Closet'],
    titles: ['{p}: nova coleção', '{p} em promoção', 'Look perfeito com {p}', '{p} — estoque limitado'],
    bodies: [
      'Conforto e estilo do amanhecer ao anoitecer: o {p} combina com tudo.',
      'A peça que vai transformar seus looks: {p} em várias cores e tamanhos.',
      'O {p} virou febre nas redes. Troca grátis na primeira compra.',
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
      'Tecnologia de ponta pelo preço justo: o {p} tem garantia de 1 ano e nota fiscal.',
      'Mais de 15 mil avaliações cinco estrelas: descubra por que o {p} é o mais vendido.',
      'Lançamento com desconto de pré-venda: garanta o {p} antes de todo mundo.',
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
      'Férias inesquecíveis com o {p}: parcele em até 10x sem juros.',
      'Vagas limitadas para o próximo feriado. Garanta já o {p}.',
      'Mais de 3 mil famílias viajaram com o {p} este ano.',
    ],
    captions: ['Parcele em 10x', 'Cancelamento grátis', 'Saídas semanais'],
  },
};

export const CTAS = ['Saiba mais', 'Comprar agora', 'Cadastre-se', 'Enviar mensagem', 'Ver mais', 'Assinar'];
export const PAGE_SUFFIXES = ['Oficial', 'Brasil', 'Store', 'Online', 'Club', 'Express', 'BR', 'Digital'];

import type { NicheCatalog } from './catalog';

/** The niches whose offers are services (nothing ships or runs out of stock): their ads close as services do. */
export const SERVICE_CATALOG = {
  automoveis: {
    products: [
      'Seminovos Garantidos',
      'Proteção Veicular Total',
      'Consórcio Auto Fácil',
      'Revisão Completa Express',
      'Pneus Premium',
    ],
    pageWords: ['Auto Center', 'Garagem', 'Motors', 'Veículos', 'Car Club', 'Oficina do Zé'],
    titles: ['{p}: condição especial', '{p} para o seu carro', 'Seu carro merece {p}'],
    bodies: [
      'Quem entende de carro já conhece o {p}: atendimento rápido, preço justo e tudo por escrito.',
      'Mais de 8 mil motoristas atendidos no último ano. Faça como eles e conheça o {p}.',
      'Condição especial só esta semana: fale com um consultor do {p} pelo WhatsApp.',
    ],
    captions: ['Atendimento pelo WhatsApp', 'Orçamento sem compromisso', 'Atendimento no mesmo dia'],
    ctas: ['Enviar mensagem', 'Saiba mais'],
    own: {
      'Seminovos Garantidos': {
        hooks: [
          'Troque de carro sem complicação.',
          'Seu usado vale mais aqui.',
          'Motorista de {city}, isso é para você.',
        ],
        bodies: [
          'Carros seminovos revisados, com laudo cautelar e 1 ano de garantia: escolha o seu no {p} e saia dirigindo.',
          'Avaliamos seu usado na hora e financiamos o restante do carro em até 60x no {p}.',
        ],
        captions: ['Laudo cautelar', 'Financiamento em até 60x', 'Avaliação do seu usado'],
      },
      'Proteção Veicular Total': {
        hooks: [
          'Seu carro está protegido contra roubo?',
          'Seguro de carro caro demais?',
          'Motorista de {city}:',
        ],
        bodies: [
          'Proteção contra roubo, furto e colisão para o seu carro por menos do que um seguro tradicional: faça a cotação do {p}.',
          'Guincho 24h e carro reserva: o {p} protege motoristas de aplicativo e famílias sem análise de perfil.',
        ],
        captions: ['Guincho 24h', 'Sem análise de perfil', 'Cotação grátis'],
        ctas: ['Solicitar cotação', 'Enviar mensagem'],
      },
      'Consórcio Auto Fácil': {
        hooks: [
          'Carro novo sem pagar juros?',
          'Seu próximo carro pode sair pelo consórcio.',
          'Planejando trocar de carro?',
        ],
        titles: ['{p}: cartas de crédito de R$ 80 mil', 'Carro zero km pelo {p}', '{p} sem juros'],
        bodies: [
          'Consórcio de carro sem juros e sem entrada: com o {p} você planeja o seu zero km com parcelas que cabem no bolso.',
          'Todo mês tem contemplação: entre no grupo do {p} e use a carta de crédito no carro que escolher.',
        ],
        captions: ['Sem juros', 'Sem entrada', 'Contemplações todo mês'],
        ctas: ['Simular agora', 'Enviar mensagem'],
      },
      'Revisão Completa Express': {
        hooks: [
          'Seu carro fazendo barulho estranho?',
          'Chega de gastar com oficina cara.',
          'Luz do painel acesa?',
        ],
        bodies: [
          'Revisão do carro com troca de óleo, filtros e 40 itens checados em 2 horas: agende no {p}.',
          'Barulho na suspensão, freio rangendo ou motor falhando? O {p} faz o diagnóstico do seu carro sem custo.',
        ],
        captions: ['Diagnóstico sem custo', 'Pronto em 2 horas', 'Garantia de 90 dias'],
        ctas: ['Agendar agora', 'Enviar mensagem'],
      },
      'Pneus Premium': {
        hooks: ['Pneu careca é multa e risco.', 'Hora de trocar os pneus do carro?', 'Motorista de {city}:'],
        bodies: [
          'Jogo de pneus para o seu carro com montagem, balanceamento e alinhamento inclusos no {p}.',
          'Pneus com 5 anos de garantia e instalação no mesmo dia: confira a medida do seu carro no {p}.',
        ],
        captions: ['Montagem grátis', 'Parcele em 10x', '5 anos de garantia'],
        service: false,
        ctas: ['Comprar agora', 'Enviar mensagem'],
      },
    },
  },
  financas: {
    products: [
      'Renda Extra Digital',
      'Empréstimo Consignado Fácil',
      'Cartão Sem Anuidade Mais',
      'Investidor Iniciante',
      'Trader Esportivo Pro',
      'Planilha Fim das Dívidas',
    ],
    pageWords: ['Finanças', 'Investe', 'Dinheiro Certo', 'Bolso Cheio', 'Educação Financeira', 'Crédito Já'],
    titles: ['{p}: comece hoje', '{p}: conheça agora', '{p} para quem mora em {city}'],
    bodies: [
      'Descubra como milhares de brasileiros estão organizando a vida financeira com o {p}, mesmo começando do zero.',
      'Seu dinheiro pode render mais. Veja como o {p} ajuda você a dar o próximo passo na vida financeira.',
      'Chega de aperto no fim do mês: o {p} já ajudou mais de 40 mil famílias a organizar as finanças.',
    ],
    captions: ['100% online', 'Sem burocracia', 'Comece hoje'],
    ctas: ['Saiba mais', 'Cadastre-se'],
    own: {
      'Empréstimo Consignado Fácil': {
        hooks: [
          'Aposentado ou pensionista do INSS?',
          'Precisando de dinheiro rápido?',
          'Pare de pagar juros abusivos.',
        ],
        titles: [
          'Empréstimo consignado com a menor taxa',
          '{p}: dinheiro no Pix em 24h',
          'Empréstimo para negativados em {city}',
        ],
        bodies: [
          'Empréstimo consignado para aposentados do INSS e servidores com as menores taxas: simule no {p} e receba no Pix.',
          'Empréstimo mesmo com nome sujo: o {p} libera o crédito pessoal sem consulta ao Serasa para quem tem margem consignável.',
        ],
        captions: ['Sem consulta ao Serasa', 'Dinheiro no Pix', 'Simulação grátis'],
        ctas: ['Simular agora', 'Enviar mensagem'],
      },
      'Cartão Sem Anuidade Mais': {
        hooks: ['Cartão negado de novo?', 'Anuidade é coisa do passado.', 'Cansado de banco que cobra tudo?'],
        bodies: [
          'Cartão de crédito sem anuidade e com limite que cresce com você: peça o {p} pelo celular em 5 minutos.',
          'Conta digital com cartão de crédito sem anuidade, Pix grátis e cashback: conheça o {p}.',
        ],
        captions: ['Sem anuidade', 'Peça pelo celular', 'Cashback em toda compra'],
        ctas: ['Pedir cartão', 'Saiba mais'],
      },
      'Trader Esportivo Pro': {
        hooks: [
          'Você aposta no futebol sem método?',
          'Aposta não é sorte quando existe gestão.',
          'Para maiores de 18 anos.',
        ],
        titles: [
          'Apostas esportivas com gestão de banca',
          '{p}: o método do trader esportivo',
          'Pare de perder dinheiro em apostas',
        ],
        bodies: [
          'Apostas esportivas com método: o {p} ensina gestão de banca para você parar de perder dinheiro no impulso. Aposte com responsabilidade, +18.',
          'O trader esportivo trata apostas como investimento, com gestão de banca e limite de perda. Veja como no {p}. Proibido para menores de 18.',
        ],
        captions: ['Somente +18', 'Jogue com responsabilidade', 'Gestão de banca'],
        ctas: ['Saiba mais', 'Cadastre-se'],
      },
      'Renda Extra Digital': {
        hooks: [
          'O salário acaba antes do mês?',
          'Quem começa cedo colhe mais.',
          'Trabalhe de casa, no seu horário.',
        ],
        bodies: [
          'Renda extra pelo celular, nas horas vagas: o {p} mostra o passo a passo para ganhar dinheiro na internet começando do zero.',
          'Mais de 12 mil alunos já fazem renda extra com o {p}. Veja como começar ainda hoje.',
        ],
      },
      'Planilha Fim das Dívidas': {
        hooks: [
          'Nome sujo não precisa ser para sempre.',
          'O salário acaba antes do mês?',
          'Em {d} dias você organiza suas contas.',
        ],
        bodies: [
          'Saia das dívidas com um plano: a {p} organiza suas contas, negocia prioridades e mostra quando seu nome fica limpo.',
          'Chega de aperto no fim do mês: a {p} já ajudou mais de 40 mil famílias a sair das dívidas.',
        ],
      },
    },
  },
  educacao: {
    products: [
      'Curso de Inglês Fluente',
      'Concurso Aprovado',
      'Dropshipping do Zero',
      'Curso de Excel Completo',
      'Mentoria Enem Nota Mil',
      'Curso de Inteligência Artificial',
      'Marketing Digital do Zero',
    ],
    pageWords: ['Academia', 'Escola', 'Prof. Marcos', 'Cursos', 'Aprova', 'Estude Online'],
    titles: ['{p}: matrículas abertas', 'Aprenda com o {p}', '{p} com certificado', 'Últimas vagas no {p}'],
    bodies: [
      'Estude no seu ritmo, pelo celular, com o {p}: aulas curtas, exercícios práticos e certificado.',
      'Mais de 5 mil alunos já passaram pelo {p}. A próxima história de sucesso pode ser a sua.',
      'Aulas ao vivo, material completo e suporte para tirar dúvidas no curso {p}.',
      'Comece hoje e veja a diferença em 30 dias: o {p} tem 7 dias de garantia incondicional.',
    ],
    captions: ['Certificado incluso', 'Aulas ao vivo', '7 dias de garantia'],
    ctas: ['Saiba mais', 'Cadastre-se', 'Inscreva-se'],
    own: {
      'Curso de Inglês Fluente': {
        hooks: [
          'Travou na hora de falar inglês?',
          'Nunca é tarde para aprender inglês.',
          'Inglês para o trabalho, sem decoreba.',
        ],
        titles: [
          'Curso de inglês online com {pct}% de bolsa',
          '{p}: fale inglês em 12 meses',
          'Curso de inglês com certificado',
        ],
        bodies: [
          'Curso de inglês online com aulas de conversação ao vivo: no {p} você fala desde a primeira semana.',
          'Aprenda inglês no seu ritmo, com professores nativos e certificado reconhecido: matrículas abertas no {p}.',
        ],
      },
      'Concurso Aprovado': {
        hooks: ['O edital saiu.', 'A prova está chegando.', 'Concurseiro de {city}, esta turma é para você.'],
        bodies: [
          'Curso preparatório para concursos públicos com videoaulas, questões comentadas e simulados: estude com o {p}.',
          'Mais de 3 mil aprovados em concursos de tribunais, polícia e INSS estudaram com o {p}.',
        ],
      },
      'Dropshipping do Zero': {
        hooks: [
          'Loja virtual sem estoque?',
          'Quer vender on-line sem comprar estoque?',
          'Do primeiro pedido à primeira venda.',
        ],
        titles: [
          'Curso de dropshipping: {p}',
          '{p}: monte sua loja virtual',
          'Dropshipping nacional passo a passo',
        ],
        bodies: [
          'Curso de dropshipping nacional: no {p} você monta sua loja virtual, escolhe fornecedores e faz a primeira venda sem estoque.',
          'Aulas práticas de dropshipping, da escolha do produto ao anúncio: o {p} tem suporte e certificado.',
        ],
      },
      'Curso de Inteligência Artificial': {
        hooks: [
          'Quem usa inteligência artificial no trabalho sai na frente.',
          'O ChatGPT pode fazer mais por você.',
          'Nunca é tarde para aprender.',
        ],
        bodies: [
          'Aprenda a usar inteligência artificial no trabalho: o {p} tem aulas práticas com ChatGPT e certificado.',
          'Curso para iniciantes: no {p} você automatiza tarefas com inteligência artificial em 4 semanas de aulas.',
        ],
      },
    },
  },
  relacionamento: {
    products: ['Reconquista Definitiva', 'Casal Blindado', 'Atração Irresistível', 'Comunicação a Dois'],
    pageWords: ['Amor', 'Relacionamentos', 'Coach Júlia', 'Casal', 'Coração', 'Conquista'],
    titles: [
      '{p}: transforme sua vida amorosa',
      'O método {p}',
      '{p} — assista à aula grátis',
      'Salve seu relacionamento com {p}',
    ],
    bodies: [
      'Relacionamentos mudam quando você entende o que o outro sente. Assista à aula gratuita do {p}.',
      'Brigas constantes e silêncio em casa? O {p} ensina passos simples para reconstruir a conexão do casal.',
      'Mais de 10 mil pessoas já transformaram o relacionamento com o {p}.',
    ],
    captions: ['Aula gratuita', 'Acesso imediato', 'Mais de 10 mil casais'],
    ctas: ['Saiba mais', 'Cadastre-se', 'Assistir agora'],
  },
  viagens: {
    products: [
      'Pacote Nordeste All Inclusive',
      'Passagem Fácil',
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
      'Férias inesquecíveis com o {p}: parcele a viagem em até 10x sem juros.',
      'Vagas limitadas para a viagem do próximo feriado. Garanta já o {p}.',
      'Mais de 3 mil famílias viajaram com o {p} este ano.',
    ],
    captions: ['Parcele em 10x', 'Cancelamento grátis', 'Saídas semanais'],
    ctas: ['Saiba mais', 'Reservar agora', 'Enviar mensagem'],
  },
} satisfies Record<string, NicheCatalog>;

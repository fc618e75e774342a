import type { AdNiche } from './ads';

/**
 * Evidence for each niche, written without accents and in lower case. A term is one word or a
 * phrase (words in sequence); every word is matched whole, except a word ending in `*`, which
 * matches any word starting with it. Plurals are written out: automatic suffixes turned 'cao'
 * into 'caos' and 'pet' into 'petro'. Strong terms are enough on their own to name a niche; weak
 * terms only tip the balance (everyday words many ads use in passing, or words English shares:
 * 'look', 'chip', 'score'; stems are avoided where English continues them, as in invest-ment).
 */
export type NicheTerms = { strong: string[]; weak: string[] };

// biome-ignore format: word lists read better packed than one word a line
export const NICHE_LEXICON: Record<AdNiche, NicheTerms> = {
  emagrecimento: {
    strong: [
      'emagrec*', 'perder peso', 'perca peso', 'perdeu peso', 'perdi peso', 'perder barriga', 'secar barriga',
      'seca barriga', 'barriga chapada', 'queima de gordura', 'queimar gordura', 'queima gordura',
      'gordura localizada', 'low carb', 'jejum intermitente', 'dieta', 'dietas', 'quilos a menos', 'kg a menos',
      'kilos a menos', 'eliminar peso', 'termogenico', 'termogenicos', 'sobrepeso', 'obesidade', 'cha detox',
      'reeducacao alimentar', 'perda de peso', 'seca tudo', 'cintura fina',
    ],
    weak: [
      'barriga', 'gordura', 'quilos', 'kg', 'kilos', 'peso', 'balanca', 'metabolismo', 'saciedade', 'inchaco',
      'shake', 'magra', 'magro', 'detox', 'eliminei', 'medidas', 'calorias', 'fome',
    ],
  },
  saude: {
    strong: [
      'dor nas costas', 'dores nas costas', 'dor no joelho', 'dores articulares', 'dor nas articulacoes',
      'articulacao', 'articulacoes', 'artrite', 'artrose', 'diabetes', 'diabetico*', 'glicemia', 'pressao alta',
      'hipertensao', 'colesterol', 'insonia', 'imunidade', 'medico', 'medica', 'medicos', 'fisioterap*',
      'ortoped*', 'cardiolog*', 'odontolog*', 'dentista', 'dentistas', 'implante dentario', 'plano de saude',
      'planos de saude', 'telemedicina', 'farmacia', 'prostata', 'menopausa', 'enxaqueca', 'labirintite',
      'zumbido', 'varizes', 'neuropatia', 'fibromialgia', 'hemorroida*', 'gastrite', 'saude mental', 'psicolog*',
      'ciatico', 'hernia de disco', 'exame de sangue', 'exames', 'check up', 'pronto atendimento',
    ],
    weak: [
      'saude', 'dor', 'dores', 'sono', 'remedio', 'remedios', 'sintoma*', 'tratamento', 'suplemento',
      'suplementos', 'vitamina', 'vitaminas', 'ansiedade', 'clinica', 'intestino', 'terapia', 'bem estar',
      'dermatolog*', 'colageno', 'consulta', 'natural', 'inflamacao', 'joelho', 'coluna',
    ],
  },
  automoveis: {
    strong: [
      'carro', 'carros', 'moto', 'motos', 'motocicleta*', 'veiculo', 'veiculos', 'seminovo*', 'zero km', '0km',
      'concessionaria', 'automov*', 'automotiv*', 'oficina mecanica', 'pneu', 'pneus', 'suv', 'sedan', 'hatch',
      'picape', 'caminhonete', 'test drive', 'funilaria', 'martelinho de ouro', 'estetica automotiva', 'ipva',
      'cambio automatico', 'toyota', 'honda', 'fiat', 'chevrolet', 'volkswagen', 'hyundai', 'jeep', 'renault',
      'nissan', 'byd', 'yamaha', 'corolla', 'onix', 'hb20', 'autopecas', 'auto pecas', 'troca de oleo',
      'blindagem', 'vistoria', 'caminhao', 'caminhoes',
    ],
    weak: ['oficina', 'mecanica', 'motor', 'oleo', 'revisao', 'placa', 'km', 'garagem', 'financiamento', 'consorcio'],
  },
  financas: {
    strong: [
      'investir', 'investimento', 'investimentos', 'investidor', 'investidora', 'investidores', 'investindo',
      'invista', 'renda extra', 'renda passiva', 'emprestimo', 'emprestimos', 'consignado', 'cartao de credito',
      'cartoes de credito', 'divida', 'dividas', 'nome sujo', 'limpar nome', 'limpar seu nome', 'limpe seu nome',
      'serasa', 'financeir*', 'bolsa de valores', 'tesouro direto', 'cdb', 'cdi', 'renda fixa', 'dividendo*',
      'fundos imobiliarios', 'criptomoeda*', 'bitcoin', 'cripto', 'day trade', 'trader', 'banco digital',
      'conta digital', 'fgts', 'aposentadoria', 'inss', 'previdencia', 'ganhar dinheiro', 'financas',
      'antecipacao do fgts', 'credito pessoal', 'maquininha', 'imposto de renda', 'contabilidade', 'contador',
    ],
    weak: [
      'dinheiro', 'credito', 'salario', 'pix', 'financiamento', 'consorcio', 'banco', 'parcelas', 'taxa',
      'limite', 'juros', 'score', 'economia', 'lucro', 'acoes', 'renda', 'negocio', 'empreendedor*',
    ],
  },
  beleza: {
    strong: [
      'skincare', 'skin care', 'maquiagem', 'maquiagens', 'batom', 'batons', 'rimel', 'cilios', 'sobrancelha*',
      'micropigmentacao', 'rugas', 'anti idade', 'antienvelhecimento', 'cabelo', 'cabelos', 'progressiva',
      'alisamento', 'coloracao', 'unhas', 'manicure', 'esmalte', 'esmaltes', 'salao de beleza', 'cabeleireir*',
      'barbearia', 'barba', 'perfume', 'perfumes', 'hidratante', 'serum', 'protetor solar', 'acne', 'espinhas',
      'melasma', 'olheiras', 'botox', 'harmonizacao facial', 'preenchimento labial', 'depilacao', 'cosmetico*',
      'beleza', 'limpeza de pele', 'clinica de estetica', 'lash', 'alongamento de unhas', 'creme facial',
      'cronograma capilar', 'capilar', 'fragrancia*',
    ],
    weak: ['pele', 'estetica', 'manchas', 'laser', 'make', 'rosto', 'dermatolog*', 'colageno', 'creme', 'linda'],
  },
  educacao: {
    strong: [
      'curso', 'cursos', 'aulas', 'concurso*', 'enem', 'vestibular', 'faculdade', 'graduacao', 'pos graduacao',
      'mba', 'ead', 'idiomas', 'escola', 'matricula*', 'alunos', 'aluno', 'professor*', 'apostila*',
      'masterclass', 'oab', 'edital', 'redacao', 'bolsa de estudos', 'capacitacao', 'cursinho', 'alfabetizacao',
      'universidade', 'mestrado', 'doutorado', 'estudar', 'estude', 'ensino', 'licenciatura', 'bacharelado',
    ],
    weak: [
      'aula', 'certificado', 'mentoria', 'ingles', 'espanhol', 'estudo*', 'aprend*', 'treinamento', 'workshop',
      'ebook', 'formacao', 'tecnico', 'metodo', 'conteudo', 'modulos',
    ],
  },
  relacionamento: {
    strong: [
      'relacionamento*', 'reconquist*', 'casal', 'casais', 'namoro', 'namorad*', 'paquera', 'solteir*',
      'seu ex', 'sua ex', 'meu ex', 'minha ex', 'ex namorad*', 'terapia de casal', 'crush', 'seducao', 'traicao',
      'ciumes', 'alma gemea', 'aplicativo de namoro', 'app de namoro', 'conquistar um homem',
      'conquistar uma mulher', 'vida amorosa', 'ex marido', 'ex esposa',
    ],
    weak: ['conquistar', 'casamento', 'amor', 'apaixon*', 'atracao', 'autoestima', 'homem', 'mulher', 'coracao', 'encontros'],
  },
  pets: {
    strong: [
      'cachorr*', 'cao', 'caes', 'gato', 'gatos', 'gatinh*', 'pet', 'pets', 'petshop', 'pet shop',
      'racao', 'racoes', 'filhote', 'filhotes', 'veterinari*', 'adestra*', 'banho e tosa', 'tosa', 'coleira*',
      'antipulgas', 'pulgas', 'carrapato*', 'vermifugo', 'felino*', 'canino', 'caninos', 'doguinho*',
      'areia sanitaria', 'arranhador', 'aumigo*', 'cachorrinh*',
    ],
    weak: ['tutor', 'tutores', 'petisco*', 'pelagem', 'animal', 'animais', 'bichinho*', 'patas', 'latido*'],
  },
  casa: {
    strong: [
      'decora*', 'moveis', 'movel', 'sofa', 'sofas', 'colchao', 'colchoes', 'cama box', 'guarda roupa',
      'guarda roupas', 'cozinha planejada', 'moveis planejados', 'armario', 'armarios', 'cortina', 'cortinas',
      'tapete', 'tapetes', 'luminaria*', 'lustre', 'lustres', 'porcelanato', 'jardinagem', 'panela', 'panelas',
      'utensilios', 'eletrodomestico*', 'aspirador*', 'organizador*', 'enxoval', 'cama mesa e banho',
      'toalha*', 'lencol', 'lencois', 'almofada*', 'persiana*', 'papel de parede', 'material de construcao',
      'marcenaria', 'vaso sanitario', 'torneira*', 'air fryer', 'airfryer', 'banheiro',
    ],
    weak: [
      'cama', 'planejad*', 'piso', 'pisos', 'revestimento*', 'reforma', 'pintura', 'limpeza', 'jardim', 'vaso',
      'vasos', 'plantas', 'organizacao', 'lar', 'casa', 'quarto', 'sala', 'cozinha', 'construcao', 'ambiente', 'ambientes',
    ],
  },
  moda: {
    strong: [
      'roupa', 'roupas', 'vestido*', 'tenis', 'moda', 'look do dia', 'looks do dia', 'lookinho*', 'calca', 'calcas',
      'calcado*', 'jeans', 'camisa', 'camisas', 'camiseta*', 'blusa*', 'saias', 'sandalia*', 'sapato*',
      'botas', 'lingerie', 'moda praia', 'biquini*', 'pijama*', 'jaqueta*', 'casaco*', 'moletom*',
      'bermuda*', 'bijuteria*', 'semijoia*', 'joia', 'joias', 'brinco*', 'plus size', 'vestuario',
      'cropped', 'legging*', 'sutia*', 'calcinha*', 'cueca*', 'chinelo*', 'rasteirinha*', 'alfaiataria',
    ],
    weak: [
      'bolsa', 'bolsas', 'short', 'shorts', 'acessorios', 'colar', 'anel', 'relogio', 'oculos', 'colecao',
      'estilo', 'tamanho', 'tamanhos', 'conjunto*', 'bota', 'saia', 'look', 'looks', 'feminina', 'masculina', 'tecido', 'modelagem', 'veste',
    ],
  },
  tecnologia: {
    strong: [
      'celular', 'celulares', 'smartphone*', 'iphone*', 'android', 'notebook*', 'computador*', 'software*',
      'fone de ouvido', 'fones de ouvido', 'bluetooth', 'smartwatch*', 'smart tv', 'tablet*', 'ipad',
      'inteligencia artificial', 'chatgpt', 'programador*', 'desenvolvedor*', 'saas', 'automacao', 'wi fi',
      'wifi', 'fibra optica', 'roteador*', 'gadget*', 'eletronico*', 'tecnologia', 'drone', 'drones',
      'playstation', 'xbox', 'processador*', 'ssd', 'memoria ram', 'placa de video', 'ciberseguranca',
      'hospedagem de sites', 'erp', 'crm', 'headset', 'gamer', 'internet fibra',
    ],
    weak: [
      'app', 'apps', 'aplicativo', 'aplicativos', 'ia', 'sistema', 'internet', 'camera', 'monitor', 'teclado',
      'mouse', 'nuvem', 'dados', 'bateria', 'tela', 'carregador', 'plataforma', 'digital', 'online', 'console', 'programacao', 'chip',
    ],
  },
  viagens: {
    strong: [
      'viagem', 'viagens', 'viajar', 'viaje', 'viajando', 'passagem aerea', 'passagens aereas', 'passagens',
      'hotel', 'hoteis', 'pousada*', 'resort*', 'pacote de viagem', 'pacotes de viagem', 'cruzeiro*', 'turismo',
      'turistic*', 'voo', 'voos', 'milhas', 'aeroporto*', 'excursao', 'excursoes', 'hostel', 'airbnb', 'caribe',
      'cancun', 'disney', 'orlando', 'gramado', 'porto seguro', 'fernando de noronha', 'maragogi', 'all inclusive',
      'agencia de viagens', 'intercambio', 'jericoacoara', 'bariloche', 'santiago do chile',
    ],
    weak: [
      'passagem', 'pacote', 'pacotes', 'destino*', 'ferias', 'roteiro*', 'aereo', 'mala', 'malas', 'praia',
      'praias', 'europa', 'diarias', 'hospedagem', 'hospede*', 'feriado',
    ],
  },
};

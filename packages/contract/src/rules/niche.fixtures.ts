import type { AdNiche } from './ads';

/**
 * Hand-written ads (page name | title | body, as the Ad Library shows them) labelled with the
 * niche a media buyer would file them under; null means the ad belongs to none of the niches.
 * Traps carry the word that fooled the old substring matcher.
 */
export type NicheFixture = { text: string; niche: AdNiche | null; trap?: string };

const lines = (niche: AdNiche | null, block: string): NicheFixture[] =>
  block
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((text) => ({ text, niche }));

const emagrecimento = `
Nutri Carla Mendes | Emagreça sem passar fome | Descubra o método que me fez eliminar 12 kg em 3 meses sem academia e sem remédio.
SlimFit Brasil | Seca Barriga em 21 dias | O chá que está ajudando milhares de mulheres a perder barriga antes do verão. Frete grátis hoje!
Dieta da Virada | Cardápio low carb completo | Baixe o cardápio low carb com 30 receitas e comece a dieta hoje mesmo.
Clínica Corpo Leve | Gordura localizada tem solução | Tratamento de criolipólise para gordura localizada. Agende sua avaliação gratuita.
Jejum Inteligente | Aprenda o jejum intermitente do jeito certo | Protocolo de jejum intermitente para iniciantes, com acompanhamento pelo WhatsApp.
Thermo Max Oficial | Termogênico natural | Acelere o metabolismo e queime gordura com nosso termogênico. Compre 3 e leve 5.
Desafio 10 Quilos | 10 quilos a menos em 60 dias | Entre no desafio e perca peso com treinos de 15 minutos em casa.
Reeduca Já | Reeducação alimentar sem sofrimento | Chega de efeito sanfona: reeducação alimentar com nutricionista online.
Projeto Cintura Fina | Cintura fina e barriga chapada | Exercícios rápidos para secar barriga, feitos para mulheres acima dos 40.
Shake Leve Vida | Substitua uma refeição e emagreça | Shake com saciedade prolongada para quem quer emagrecer com praticidade.
Dra. Fernanda Obesidade | Tratamento da obesidade | Acompanhamento médico para perda de peso com segurança. Consulte as condições.
Cápsulas Seca Tudo | Seca Tudo: o queridinho do Brasil | Elimine o inchaço e a retenção de líquido. Resultados já na primeira semana.
Detox Verde | Chá detox 7 dias | Desinche e perca peso com o chá detox mais vendido do Brasil.
Marmita Fit Express | Marmitas para emagrecimento | Kit com 10 marmitas balanceadas para sua dieta. Entregamos em São Paulo.
`;

const saude = `
OrtoVida Clínica | Dor nas costas tem tratamento | Fisioterapia e acupuntura para dor nas costas e hérnia de disco. Agende pelo WhatsApp.
Artrolix Oficial | Alívio para dores articulares | Fórmula com colágeno tipo 2 para quem sofre com artrose e dores nas articulações.
Glico Controle | Diabetes sob controle | Conheça o suplemento que ajuda a manter a glicemia estável. Consulte seu médico.
Cardio Mais | Pressão alta? | Check up cardiológico completo com cardiologista em até 48 horas.
Dormir Bem Natural | Acabe com a insônia | Cápsulas de melatonina e magnésio para noites de sono profundo.
Plano Saúde Família | Plano de saúde a partir de R$ 99 | Planos de saúde com cobertura nacional e sem carência para consultas.
Sorriso Perfeito Odontologia | Implante dentário em 1 dia | Dentista especialista em implante dentário. Parcelamos em até 24x.
Farmácia Popular Online | Sua farmácia em casa | Remédios com até 60% de desconto e entrega em 1 hora.
Dr. Paulo Urologista | Saúde da próstata | Exame preventivo de próstata. Homens acima de 40 anos: marque sua consulta.
Menopausa Leve | Calorões da menopausa | Suplemento natural para aliviar os sintomas da menopausa.
Labirintite Nunca Mais | Tontura e zumbido no ouvido | Conheça o tratamento que ajudou milhares de pessoas com labirintite.
Psicóloga Ana Ribeiro | Terapia online para ansiedade | Sessões com psicóloga credenciada, pelo celular, no seu horário.
Clínica Veias Saudáveis | Tratamento de varizes sem cirurgia | Escleroterapia com médico vascular. Avaliação gratuita.
Laboratório Vida | Exames de sangue com resultado em 24h | Faça seus exames sem pedido médico. Unidades em todo o Rio.
Imuno Forte | Fortaleça sua imunidade | Vitamina C, D e zinco em uma cápsula por dia.
`;

const automoveis = `
Auto Shopping Seminovos | Seminovos com garantia de 1 ano | Mais de 300 carros revisados com laudo cautelar. Financiamento facilitado.
Toyota Nipo Veículos | Novo Corolla Cross | Test drive do novo Corolla Cross na concessionária mais perto de você.
Honda Motos Center | Sua moto 0km com parcelas que cabem no bolso | CG 160 a partir de R$ 399 por mês. Saia pilotando.
Pneus Já | 4 pneus aro 15 com instalação grátis | Pneus novos com alinhamento e balanceamento inclusos.
Martelinho Express | Martelinho de ouro | Remoção de amassados sem pintura. Atendemos em domicílio.
Brilho Car | Estética automotiva completa | Polimento, vitrificação e higienização interna do seu veículo.
Despachante Rápido | IPVA 2026 em até 12x | Regularize o IPVA e o licenciamento do seu veículo sem sair de casa.
Oficina Mecânica do Zé | Troca de óleo grátis na revisão | Oficina mecânica com 20 anos de experiência em carros nacionais e importados.
Chevrolet Sul | Onix Plus 0km | Condições especiais no Onix Plus, taxa zero em 24 meses.
Caminhões Rota Norte | Caminhões seminovos | Scania e Volvo com procedência, troca e financiamento.
Jeep Store | Jeep Compass Série S | Agende seu test drive e conheça o SUV mais vendido do Brasil.
AutoPeças Online | Autopeças com entrega em 24h | Filtros, velas e pastilhas de freio para todas as marcas de carro.
Vistoria Certa | Vistoria veicular com hora marcada | Laudo de transferência para carros e motos em 30 minutos.
Yamaha Fazer 250 | A moto que combina com você | Consórcio Yamaha sem juros: conheça a nova Fazer.
`;

const financas = `
Banco Inter | Conta digital gratuita | Abra sua conta digital, cartão de crédito sem anuidade e Pix ilimitado.
Limpa Nome Brasil | Limpe seu nome em 5 dias | Negocie suas dívidas com até 90% de desconto e saia do Serasa.
Crédito Fácil Consignado | Empréstimo consignado para aposentados do INSS | Taxas a partir de 1,6% ao mês. Dinheiro na conta em 24h.
Investidor Sardinha | Comece a investir com R$ 100 | Aprenda a montar uma carteira de dividendos e renda passiva.
XP Investimentos | Tesouro Direto e CDB | Renda fixa rendendo mais que a poupança, 110% do CDI.
Cripto Academy | Bitcoin para iniciantes | Entenda como comprar criptomoedas com segurança.
Renda Extra Todo Mês | Ganhe uma renda extra com o celular | Trabalhe de casa e ganhe dinheiro nas horas vagas.
FGTS Agora | Antecipação do FGTS | Receba até 10 anos do saque-aniversário do FGTS hoje mesmo.
Contabilidade Digital MEI | Contador online para sua empresa | Abra sua empresa e tenha contabilidade completa por R$ 89 por mês.
Score Alto Já | Aumente seu score | Descubra o que derruba seu score e como conseguir crédito.
Maquininha Ton | Maquininha com a menor taxa | Receba suas vendas na hora com a maquininha Ton.
Imposto de Renda Sem Erro | Declare seu imposto de renda | Faça sua declaração com especialista e evite a malha fina.
Previdência Privada Segura | Planeje sua aposentadoria | Previdência privada com rentabilidade acima da média.
Day Trade Pro | Aprenda day trade na prática | Sala ao vivo com trader profissional todos os dias.
Finanças em Dia | Saia das dívidas | Saia das dívidas com o nosso método.
`;

const beleza = `
Boticário | Perfumes a partir de R$ 79 | Fragrâncias marcantes para presentear quem você ama.
Skin Lab Brasil | Rotina de skincare em 3 passos | Sérum de vitamina C, hidratante e protetor solar para pele oleosa.
Studio Lash Bela | Extensão de cílios fio a fio | Agende seu horário no Studio Lash com 20% de desconto.
Salão Glamour | Escova progressiva sem formol | Cabelos lisos por até 4 meses. Promoção de terça a quinta.
Dra. Juliana Harmonização | Harmonização facial natural | Botox e preenchimento labial com dermatologista. Avaliação online.
Micropigmentação Renata | Sobrancelhas perfeitas | Micropigmentação fio a fio com retoque incluso.
Unhas de Gel Express | Alongamento de unhas em gel | Manicure com esmaltes importados. Atendemos com hora marcada.
Acne Zero | Adeus espinhas | Tratamento contra acne e manchas para pele de adolescentes e adultos.
Barbearia Dom Corleone | Corte e barba por R$ 50 | Barbearia com cerveja gelada e atendimento premium.
Maquiagem da Bia | Kit maquiagem completo | Batom, base e rímel com 40% de desconto na Black Friday.
Cronograma Capilar Fácil | Cabelo dos sonhos em 30 dias | Kit de cronograma capilar com hidratação, nutrição e reconstrução.
Anti Idade Premium | Reduza rugas e olheiras | Creme anti idade com ácido hialurônico e retinol.
Depil Center | Depilação a laser | Pacote de depilação a laser com 10 sessões e parcelamento sem juros.
Clínica de Estética Bella | Limpeza de pele profunda | Limpeza de pele com extração e máscara calmante por R$ 99.
`;

const educacao = `
Gran Cursos Online | Concurso INSS 2026 | Edital publicado! Prepare-se com aulas, apostilas e simulados.
Cursinho Aprova | Passe no ENEM e no vestibular | Aulas ao vivo de redação, matemática e ciências da natureza.
Faculdade Estácio | Graduação EAD a partir de R$ 59 | Matrículas abertas para mais de 100 cursos reconhecidos pelo MEC.
English Live | Fale inglês em 6 meses | Aulas de conversação com professores nativos. Primeira aula grátis.
Pós Graduação Unyleya | Pós graduação com certificado em 6 meses | Mais de 500 cursos de pós graduação e MBA.
Aprova OAB | 1ª fase da OAB | Curso preparatório com garantia de aprovação ou seu dinheiro de volta.
Escola de Idiomas Fluent | Espanhol e francês para adultos | Turmas reduzidas e material didático incluso.
Alfabetiza Kids | Alfabetização em casa | Método para alfabetizar crianças de 4 a 7 anos em 30 dias.
Universidade Positivo | Mestrado e doutorado | Inscrições abertas para o processo seletivo de mestrado.
Professor Ricardo Matemática | Matemática para concursos | Aprenda do zero com um professor que já aprovou 10 mil alunos.
Masterclass Redação Nota 1000 | Redação nota 1000 no ENEM | Masterclass gratuita neste domingo às 19h.
Senac Cursos Técnicos | Cursos técnicos com bolsa de estudos | Técnico em enfermagem, administração e informática.
Estude Fora | Bolsa de estudos no exterior | Saiba como estudar em universidades do Canadá com bolsa.
Licenciatura em Pedagogia | Seja professor | Licenciatura em pedagogia a distância com estágio supervisionado.
`;

const relacionamento = `
Reconquista Definitiva | Faça seu ex voltar | O método que já ajudou 5 mil mulheres a reconquistar o amor.
Terapia de Casal Online | Seu casamento está em crise? | Terapia de casal com psicóloga especializada em relacionamentos.
Par Perfeito | Encontre sua alma gêmea | O aplicativo de namoro para solteiros acima dos 40.
Conquista Masculina | Como conquistar uma mulher | Aprenda a arte da sedução com o curso mais procurado do país.
Mentora do Amor | Pare de atrair relacionamentos tóxicos | Descubra por que você sempre escolhe o namorado errado.
Coach Amorosa Bia | Ele sumiu depois do primeiro encontro? | Entenda o comportamento masculino e mude sua vida amorosa.
Namoro Cristão | Namoro sério com valores | Conheça solteiros cristãos da sua cidade.
Superando a Traição | Superar uma traição é possível | Workshop online para casais que querem recomeçar.
Ciúmes Sob Controle | Ciúmes estão destruindo seu relacionamento? | Aula gratuita sobre confiança no relacionamento.
Desafio 30 Dias de Casal | Reacenda a chama | 30 desafios para casais redescobrirem o romance.
Segredos da Atração | Faça seu crush se apaixonar | As 7 mensagens que despertam a atração em qualquer homem.
Minha Ex Voltou | Como fiz minha ex voltar em 15 dias | Ebook com o passo a passo da reconquista.
`;

const pets = `
Petz | Ração Premier com 20% off | Ração para cães e gatos com entrega em 2 horas.
Cobasi | Tudo para seu pet | Petiscos, brinquedos e acessórios para cachorros de todos os portes.
Adestramento Inteligente | Seu cachorro não obedece? | Curso de adestramento online para tutores iniciantes.
Clínica Veterinária Amigo Fiel | Vacinação para filhotes | Vacina V10 e antirrábica com veterinário de plantão 24h.
Banho e Tosa Patinhas | Banho e tosa com leva e traz | Agende o banho e tosa do seu doguinho pelo WhatsApp.
Coleira Antipulgas Max | Proteção contra pulgas e carrapatos | Coleira com 8 meses de proteção para cães.
Gatil Felinos do Sul | Filhotes de gato persa | Gatinhos vacinados e vermifugados, com pedigree.
Areia Sanitária Limpinho | Areia sanitária que não gruda | Controle de odor por até 15 dias para seu gato.
Plano de Saúde Pet | Plano de saúde para pets | Consultas e exames veterinários ilimitados por R$ 49 por mês.
Hotel Pet Recanto | Hospedagem para cachorros nas férias | Seu cão em boas mãos enquanto você viaja.
Arranhador Gato Feliz | Arranhador de 3 andares | Salve seu sofá: o arranhador que os gatos amam.
Petshop Aumigos | Promoção de vermífugo | Vermífugo para cães e gatos com 30% de desconto.
Ração Natural Pet | Alimentação natural para cães | Ração natural congelada feita por veterinária nutricionista.
`;

const casa = `
Tok&Stok | Sofás com até 40% off | Sofás retráteis e reclináveis para sua sala de estar.
Móveis Planejados Arte Nova | Cozinha planejada sob medida | Projeto 3D grátis e entrega em 30 dias.
Colchões Ortobom | Colchão de molas ensacadas | Durma melhor com colchão e cama box com 10 anos de garantia.
Casa & Decoração Lima | Decoração que transforma | Almofadas, tapetes e luminárias para renovar sua casa.
Camicado | Enxoval de casamento | Cama, mesa e banho com as melhores marcas. Lista de presentes online.
Persianas Sol | Persianas e cortinas sob medida | Orçamento grátis e instalação em toda a Grande BH.
Leroy Merlin | Porcelanato 60x60 a partir de R$ 39 | Pisos e revestimentos para sua reforma.
Panelas Tramontina | Conjunto de panelas antiaderente | 10 peças com tampa de vidro e frete grátis.
Organiza Lar | Organizadores de armário | Caixas e organizadores para guarda roupa e cozinha.
Jardim Secreto | Jardinagem para apartamento | Vasos autoirrigáveis e kits de jardinagem para varanda.
Papel de Parede Decor | Papel de parede vinílico | Mais de 500 estampas para decorar qualquer ambiente.
Air Fryer Mondial | Air fryer 5 litros | A fritadeira sem óleo mais vendida, com receitas de brinde.
Marcenaria Carvalho | Móveis sob medida | Marcenaria com 30 anos fazendo armários, painéis e guarda roupas.
Reforma Banheiro Rápida | Seu banheiro novo em 7 dias | Troca de louças, torneiras e revestimento sem quebra-quebra.
`;

const moda = `
Renner | Nova coleção de verão | Vestidos, saias e blusas a partir de R$ 59,90.
Zattini | Tênis com até 60% off | Tênis Nike, Adidas e Olympikus com frete grátis.
Moda Plus Size Bella | Moda plus size do 46 ao 60 | Calças jeans que vestem bem e valorizam suas curvas.
Lingerie Sedução | Conjunto de lingerie rendado | Sutiã e calcinha com bojo. Compre 2 e leve 3.
Biquínis Rio | Moda praia 2026 | Biquínis e maiôs exclusivos com estampas tropicais.
Semijoias Luxo | Semijoias banhadas a ouro 18k | Brincos, colares e anéis com garantia de 1 ano.
Camisaria Oxford | Camisas sociais masculinas | Camisas de alfaiataria com caimento perfeito.
Pijamas Sonho Bom | Pijamas de inverno | Pijamas de flanela para toda a família.
Moletom Urbano | Moletons oversized | Moletom canguru com capuz em 8 cores.
Sapatos Ana Capri | Sandálias e rasteirinhas | Calçados confortáveis para o dia a dia.
Atacado da Moda Brás | Roupas no atacado | Revenda roupas femininas direto da fábrica.
Botas Country Texas | Botas de couro legítimo | Botas country masculinas e femininas.
Legging Fit Pro | Leggings que não ficam transparentes | Leggings e tops para treinar com estilo.
Jaquetas Couro Fino | Jaqueta de couro feminina | Jaquetas e casacos para o inverno.
`;

const tecnologia = `
Samsung Brasil | Galaxy S26 | O smartphone com inteligência artificial da Samsung. Troque seu celular usado.
Dell Oficial | Notebook Dell Inspiron | Notebook com processador Intel Core i7 e SSD de 512 GB.
JBL Store | Fones de ouvido bluetooth | Fone de ouvido JBL com cancelamento de ruído e 40h de bateria.
Amazfit | Smartwatch com GPS | Smartwatch com monitoramento de sono e 14 dias de bateria.
Hostinger | Hospedagem de sites com 80% off | Crie seu site com domínio grátis e SSL.
RD Station CRM | CRM para pequenas empresas | Organize seu funil de vendas com o CRM mais usado do Brasil.
Vivo Fibra | Internet fibra óptica 700 mega | Wi-Fi 6 com roteador grátis na instalação.
Kabum | PC Gamer em oferta | Placa de vídeo RTX, memória RAM DDR5 e headset gamer.
Rocketseat | Aprenda programação do zero | Torne-se programador com trilhas de JavaScript e Python.
Apple Store | iPhone 17 | O iPhone mais rápido de todos os tempos.
Xbox Brasil | Xbox Game Pass | Centenas de jogos para Xbox e PC por um preço mensal.
Bling ERP | ERP para e-commerce | Software de gestão com emissão de nota fiscal e controle de estoque.
DJI Drones | Drone com câmera 4K | Drones compactos para filmagens aéreas.
Tablet Kids Multilaser | Tablet infantil | Tablet com controle dos pais e capa de proteção.
`;

const viagens = `
Decolar | Passagens aéreas com até 40% off | Voos para o Nordeste a partir de R$ 299.
CVC Viagens | Pacote de viagem para Porto Seguro | Aéreo + hotel com café da manhã em até 10x.
Resort Costa do Sauípe | All inclusive na Bahia | Resort all inclusive com crianças grátis nas férias.
MSC Cruzeiros | Cruzeiro pela costa brasileira | Cruzeiros de 7 noites com pensão completa.
Pousada Maré Mansa | Pousada pé na areia em Maragogi | Reserve suas diárias com 20% de desconto.
Gramado Tur | Natal Luz em Gramado | Excursão com ingressos para o Natal Luz e hotel.
Milhas Smiles | Viaje com milhas | Acumule milhas e troque por passagens para a Europa.
Hurb | Hotel em Fernando de Noronha | Diárias com café da manhã no paraíso.
Disney Mania | Viagem para a Disney em família | Pacote Orlando com ingressos dos parques e carro.
Turismo Chile | Santiago do Chile e neve | Pacotes de inverno com passeio ao Valle Nevado.
Intercâmbio STB | Intercâmbio na Irlanda | Estude e trabalhe na Irlanda com visto de estudante.
Hostel Rio Centro | Hostel em Copacabana | Camas a partir de R$ 60, a duas quadras da praia.
Bariloche Viagens | Bariloche em julho | Pacotes com voo direto de São Paulo e hotel 4 estrelas.
Jeri Turismo | Passeios em Jericoacoara | Passeios de buggy e transfer do aeroporto.
`;

const none = `
Imobiliária Horizonte | Apartamento de 2 quartos no centro | Financiamento pela Caixa, entrada facilitada. Agende sua visita.
Pizzaria Forno a Lenha | Pizza grande por R$ 39,90 | Peça pelo iFood ou pelo WhatsApp. Entregamos em 40 minutos.
Supermercado Bom Preço | Ofertas de sexta | Arroz, feijão e carne com preços especiais só hoje.
Igreja Renascer | Culto de domingo | Venha louvar com a gente às 18h. Todos são bem-vindos.
Show do Gusttavo Lima | Ingressos à venda | Garanta seu ingresso para o show em Goiânia.
Prefeitura de Campinas | Vacinação contra a gripe | Procure a unidade mais próxima com sua carteirinha.
Cervejaria Artesanal Lupulada | Happy hour toda sexta | Chopp em dobro das 17h às 20h.
Hamburgueria Brasa | Combo duplo + batata | O melhor burger artesanal da cidade.
Advocacia Souza | Direito trabalhista | Foi demitido sem justa causa? Fale com um advogado.
Candidato João Silva | Vote 45123 | Compromisso com a saúde e a educação do nosso bairro.
Buffet Alegria | Festa infantil completa | Buffet com decoração temática, bolo e animadores.
Loja do Fornecedor | Seja revendedor | Fornecedor direto da fábrica para lojistas de todo o Brasil.
Açaí da Praça | Açaí 500 ml com 3 acompanhamentos | Só R$ 15 no delivery.
Sorveteria Gelato | Novo sabor pistache | Venha provar nosso gelato artesanal.
Festival de Inverno | Programação completa | Shows gratuitos na praça central durante todo o mês de julho.
Mercado Livre | Frete grátis acima de R$ 79 | Milhões de produtos com entrega rápida.
Lar Seguro | Seguro residencial | Proteja seu lar contra incêndio e roubo por R$ 19 por mês.
Padaria Pão Quente | Café da manhã completo | Pães, bolos e frios fresquinhos todos os dias.
Rádio Nova FM | Ouça a Nova FM | A rádio que toca o que você gosta.
Loteria Online | Mega da Virada | Aposte na Mega da Virada sem sair de casa.
Cinema Cinemark | Estreia da semana | Compre seu ingresso antecipado e escolha sua poltrona.
Armazém do Campo | Produtos orgânicos | Feira orgânica com hortaliças direto do produtor.
Vagas de Emprego SP | Vagas abertas | Operador de caixa, repositor e auxiliar de limpeza. Envie seu currículo.
Clube de Tiro Alvo | Aula experimental de tiro | Conheça o clube e faça sua primeira sessão.
Doceria Brigadeiro Gourmet | Caixa com 20 brigadeiros | Encomende para sua festa com 48 horas de antecedência.
ONG Mãos Dadas | Doe agora | Sua doação leva alimento a famílias em situação de vulnerabilidade.
Academia Smart Fit | Matrícula grátis | Treine em qualquer unidade por R$ 99 por mês.
Futebol ao Vivo | Assine o Premiere | Todos os jogos do Brasileirão ao vivo.
Gráfica Rápida | Cartões de visita | Mil cartões de visita por R$ 49 com entrega em 3 dias.
Chaveiro 24h | Chaveiro 24 horas | Abertura de portas e cópia de chaves em toda a zona sul.
Floricultura Jardim das Rosas | Buquê de rosas | Entrega de flores no mesmo dia para o Dia das Mães.
Cartório Digital | Certidões online | Peça sua certidão de nascimento sem sair de casa.
Empório do Vinho | Vinhos chilenos | Kit com 6 garrafas por R$ 199.
Casa de Carnes Boi Bom | Picanha em promoção | Picanha maturada por R$ 69 o quilo.
Teatro Municipal | Temporada de ópera | Ingressos a partir de R$ 30.
Seguros Porto | Seguro de vida | Proteção para sua família a partir de R$ 15 por mês.
Lavanderia Express | Lavamos e passamos | Coleta e entrega grátis no seu endereço.
Gás do Bairro | Gás de cozinha em 30 minutos | Botijão de 13 kg com entrega rápida.
Marmoraria Pedra Fina | Túmulos e lápides | Atendimento 24 horas para sua família.
Cooperativa Agro Sul | Sementes de soja | Garanta sua safra com sementes certificadas.
`;

/** `trap word :: label (- for none) :: ad` */
const traps = `
happy :: - :: Bar do Zé | Happy hour com música ao vivo | Happy hour de quinta com petiscos e chopp.
happy :: - :: Happy Kids Festas | Festa infantil | Pula-pula, cama elástica e animadores.
fornecedor :: - :: Atacadão | Fornecedor de embalagens | Fornecedor de embalagens para delivery.
fornecedor :: - :: Distribuidora Sul | Vendedor autônomo | Seja vendedor e fornecedor parceiro.
apartamento :: - :: MRV | Apartamento com varanda gourmet | Apartamentos de 2 dormitórios.
apartamento :: - :: Aluga Fácil | Aluguel de apartamento | Apartamentos mobiliados sem fiador.
exemplo :: - :: Consultoria Ágil | Exemplo de sucesso | Veja o exemplo de quem cresceu com gestão.
exemplo :: - :: Explosão de Sabores | Experimente o novo sanduíche | Exclusivo no drive-thru.
kgb :: - :: KGB Paintball | Paintball em grupo | Monte seu time e desafie os amigos.
dor :: - :: Vereador Teodoro | Trabalhador merece respeito | Sou morador do bairro e defensor do comércio.
dor :: - :: Empreendedor de Sucesso | Seja um empreendedor | Evento para quem quer abrir a própria franquia.
dor :: saude :: Clínica Coluna | Dor na lombar? | Tratamento da dor ciática com ortopedista.
app :: - :: Applebee’s | Aplausos para o novo cardápio | Apresentamos nossas costelas.
pet :: - :: Petrobras Distribuidora | Combustível de qualidade | Abasteça no posto Petrobras.
casa :: - :: Casamento dos Sonhos | Espaço para casamentos | Cerimônia e recepção no campo.
moto :: - :: Motorista de App | Seja motorista parceiro | Cadastre-se e comece hoje.
aula :: - :: Paula Tejano Eventos | Buffet para formatura | Cardápio completo para 200 convidados.
cao :: - :: Organização Total | Acabe com o caos | Consultoria de processos para pequenas empresas.
ex :: - :: Expo Agro 2026 | Exposição agropecuária | Rodeio, shows e leilões de gado.
english :: - :: Happy Feet Dance Studio | Join our happy community | Dance classes downtown, first class free.
english :: - :: Appleseed Consulting | Grow your business | Expert advice for supply chain managers.
english :: - :: The Daily Report | Breaking news | Read the stories everyone is talking about.
english :: - :: Supplier Hub | Find a supplier | Connect with exporters and vendors worldwide.
saia :: - :: Cozinha da Vovó Marmitas | Saia da rotina | Saia do básico com marmitas caseiras, entregamos no seu trabalho.
english :: - :: Import Partners Ltd | Look for importers | Looking for wholesalers? Take a look at our catalogue.
english :: - :: Labour Party | Chip in £5 today | Investment in our NHS and schools starts with your vote.
english :: - :: Credit Karma UK | Check your credit score | Free forever, no impact on your score.
maio :: - :: Feirão de Maio | Ofertas de maio | Descontos em todas as lojas do shopping.
`
  .split('\n')
  .filter(Boolean)
  .map((line): NicheFixture => {
    const [trap = '', label = '-', text = ''] = line.split(' :: ');
    return { trap, niche: label === '-' ? null : (label as AdNiche), text };
  });

export const NICHE_FIXTURES: NicheFixture[] = [
  ...lines('emagrecimento', emagrecimento),
  ...lines('saude', saude),
  ...lines('automoveis', automoveis),
  ...lines('financas', financas),
  ...lines('beleza', beleza),
  ...lines('educacao', educacao),
  ...lines('relacionamento', relacionamento),
  ...lines('pets', pets),
  ...lines('casa', casa),
  ...lines('moda', moda),
  ...lines('tecnologia', tecnologia),
  ...lines('viagens', viagens),
  ...lines(null, none),
  ...traps,
];

/**
 * Demo catalogue of pt-BR interests for installs without a Meta token: the niches Brazilian
 * media buyers search first, each with the interests Meta's detailed targeting offers around it
 * (names as they appear in Ads Manager in Portuguese, brands included).
 *
 * `trail` is the interest's place in Meta's taxonomy (the path between 'Interesses' and the
 * interest itself): a term naming a niche finds what sits under it, like Meta's suggestion
 * expansion. `audience` is a rough, rounded order of magnitude of Meta's WORLDWIDE figure for
 * such an interest — never a measurement: the screen labels these sizes 'mundial' and
 * 'estimativa de demonstração'. The seeder turns it into a range the way Meta reports one.
 */
export type CatalogueEntry = readonly [name: string, trail: string, audience: number];

/** One niche's interests under the same trail. */
export const under = (trail: string, entries: readonly (readonly [string, number])[]): CatalogueEntry[] =>
  entries.map(([name, audience]) => [name, trail, audience] as const);

const FIT = 'Fitness e bem-estar';
const BEAUTY = 'Compras e moda > Beleza';
const FOOD = 'Comidas e bebidas';
const FAM = 'Família e relacionamentos';
const PETS = 'Hobbies e atividades > Pets';

export const HEALTH_AND_BEAUTY: CatalogueEntry[] = [
  ...under(FIT, [
    ['Fitness', 650_000_000],
    ['Academia', 64_000_000],
    ['Musculação', 96_000_000],
    ['Yoga', 190_000_000],
    ['Pilates', 41_000_000],
    ['Crossfit', 33_000_000],
    ['Treino funcional', 7_800_000],
    ['Treino em casa', 12_000_000],
    ['Calistenia', 9_500_000],
    ['Personal trainer', 38_000_000],
    ['Meditação', 120_000_000],
    ['Vida saudável', 86_000_000],
    ['Dieta', 150_000_000],
    ['Emagrecimento', 48_000_000],
    ['Saúde e bem-estar', 400_000_000],
  ]),
  ...under(`${FIT} > Dieta`, [
    ['Dieta low carb', 9_400_000],
    ['Dieta cetogênica', 21_000_000],
    ['Jejum intermitente', 6_100_000],
    ['Reeducação alimentar', 2_300_000],
    ['Dieta mediterrânea', 8_800_000],
    ['Contagem de calorias', 3_400_000],
  ]),
  ...under(`${FIT} > Emagrecimento`, [
    ['Perda de peso', 280_000_000],
    ['Queima de gordura', 14_000_000],
    ['Termogênico', 640_000],
    ['Cirurgia bariátrica', 4_600_000],
    ['Herbalife', 29_000_000],
    ['WW (Vigilantes do Peso)', 11_000_000],
    ['Shake de proteína', 5_200_000],
  ]),
  ...under(`${FIT} > Nutrição`, [
    ['Suplementos alimentares', 27_000_000],
    ['Whey protein', 4_900_000],
    ['Creatina', 1_700_000],
    ['Colágeno', 6_300_000],
    ['Vitaminas', 72_000_000],
    ['Nutricionista', 3_600_000],
    ['Growth Supplements', 1_200_000],
  ]),
  ...under(`${FIT} > Saúde`, [
    ['Saúde mental', 210_000_000],
    ['Ansiedade', 44_000_000],
    ['Qualidade do sono', 9_000_000],
    ['Fisioterapia', 52_000_000],
    ['Odontologia', 68_000_000],
    ['Saúde da mulher', 31_000_000],
    ['Menopausa', 13_000_000],
    ['Diabetes', 47_000_000],
    ['Hipertensão', 8_300_000],
    ['Medicina alternativa', 95_000_000],
    ['Plano de saúde', 5_700_000],
  ]),
  ...under('Compras e moda', [
    ['Beleza', 600_000_000],
    ['Moda', 900_000_000],
    ['Black Friday', 130_000_000],
    ['Cupons de desconto', 66_000_000],
    ['Compras online', 800_000_000],
  ]),
  ...under(BEAUTY, [
    ['Maquiagem', 420_000_000],
    ['Cosméticos', 500_000_000],
    ['Cuidados com a pele', 380_000_000],
    ['Perfumes', 330_000_000],
    ['Salão de beleza', 190_000_000],
    ['Estética', 24_000_000],
  ]),
  ...under(`${BEAUTY} > Maquiagem`, [
    ['Batom', 64_000_000],
    ['Pincéis de maquiagem', 8_200_000],
    ['Maquiador', 38_000_000],
    ['Automaquiagem', 1_100_000],
    ['Natura', 31_000_000],
    ['O Boticário', 26_000_000],
    ['MAC Cosmetics', 72_000_000],
    ['Sephora', 66_000_000],
    ['Boca Rosa Beauty', 2_400_000],
  ]),
  ...under(`${BEAUTY} > Cuidados com a pele`, [
    ['Skincare', 95_000_000],
    ['Protetor solar', 22_000_000],
    ['Ácido hialurônico', 7_700_000],
    ['Limpeza de pele', 3_900_000],
  ]),
  ...under(`${BEAUTY} > Cabelos`, [
    ['Cabelos cacheados', 7_400_000],
    ['Transição capilar', 1_300_000],
    ['Cronograma capilar', 860_000],
    ['Coloração de cabelo', 18_000_000],
  ]),
  ...under(`${BEAUTY} > Estética`, [
    ['Unhas decoradas', 9_900_000],
    ['Design de sobrancelhas', 4_200_000],
    ['Extensão de cílios', 11_000_000],
    ['Harmonização facial', 2_900_000],
    ['Depilação a laser', 6_600_000],
    ['Micropigmentação', 1_500_000],
  ]),
  ...under('Compras e moda > Vestuário', [
    ['Moda feminina', 280_000_000],
    ['Moda masculina', 150_000_000],
    ['Moda fitness', 5_300_000],
    ['Moda praia', 16_000_000],
    ['Moda plus size', 19_000_000],
    ['Moda evangélica', 700_000],
    ['Moda infantil', 42_000_000],
    ['Moda íntima', 34_000_000],
    ['Lingerie', 48_000_000],
    ['Tênis', 210_000_000],
  ]),
  ...under('Compras e moda > Acessórios', [
    ['Semijoias', 2_800_000],
    ['Bolsas femininas', 27_000_000],
    ['Relógios', 250_000_000],
  ]),
];

export const HOME_AND_FAMILY: CatalogueEntry[] = [
  ...under(FOOD, [
    ['Culinária', 310_000_000],
    ['Alimentação saudável', 74_000_000],
    ['Gastronomia', 140_000_000],
  ]),
  ...under(`${FOOD} > Culinária`, [
    ['Receitas', 260_000_000],
    ['Receitas fit', 1_900_000],
    ['Confeitaria', 18_000_000],
    ['Bolo de pote', 420_000],
    ['Doces gourmet', 1_100_000],
    ['Marmitas fitness', 290_000],
    ['Comida vegana', 39_000_000],
    ['Churrasco', 46_000_000],
    ['Panificação', 23_000_000],
    ['Air fryer', 17_000_000],
    ['Comida caseira', 8_100_000],
    ['MasterChef Brasil', 6_900_000],
  ]),
  ...under(`${FOOD} > Bebidas`, [
    ['Chá verde', 12_500_000],
    ['Café', 260_000_000],
    ['Vinho', 190_000_000],
    ['Cerveja artesanal', 23_000_000],
  ]),
  ...under(FAM, [
    ['Maternidade', 130_000_000],
    ['Paternidade', 150_000_000],
    ['Casamento', 410_000_000],
    ['Relacionamentos', 290_000_000],
    ['Educação infantil', 36_000_000],
  ]),
  ...under(`${FAM} > Maternidade`, [
    ['Gravidez', 88_000_000],
    ['Amamentação', 14_000_000],
    ['Enxoval de bebê', 980_000],
    ['Chá de bebê', 21_000_000],
    ['Introdução alimentar', 1_600_000],
    ['Parto normal', 3_100_000],
    ['Cuidados com o bebê', 57_000_000],
    ['Fraldas', 9_700_000],
  ]),
  ...under(`${FAM} > Casamento`, [['Noivas', 24_000_000]]),
  ...under('Hobbies e atividades', [['Pets', 360_000_000]]),
  ...under(PETS, [
    ['Cães', 310_000_000],
    ['Gatos', 270_000_000],
    ['Pet shop', 42_000_000],
    ['Adestramento de cães', 3_900_000],
    ['Ração para cães', 6_800_000],
    ['Banho e tosa', 1_400_000],
    ['Medicina veterinária', 36_000_000],
    ['Petiscos para cães', 2_100_000],
    ['Shih-tzu', 4_700_000],
    ['Golden Retriever', 24_000_000],
    ['Aquarismo', 11_000_000],
  ]),
  ...under('Hobbies e atividades > Casa e jardim', [
    ['Jardinagem', 190_000_000],
    ['Plantas suculentas', 8_700_000],
    ['Decoração de interiores', 240_000_000],
    ['Organização da casa', 9_300_000],
  ]),
  ...under('Hobbies e atividades > Artesanato', [
    ['Artesanato', 170_000_000],
    ['Crochê', 21_000_000],
    ['Bordado', 13_000_000],
  ]),
];

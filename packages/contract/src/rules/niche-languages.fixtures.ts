import type { AdNiche } from './ads';

/**
 * Ads written in Vietnamese, English and Portuguese, as the Ad Library shows them (page | title |
 * body), with the niche the pt-BR rules must give: none for the other languages, whose words turn
 * into Portuguese ones once accents are stripped ('cao' is "high" in Vietnamese, the 'cão' of pet
 * ads; 'ca' "song", 'gato'…), and the Portuguese ones' own niche.
 */
export type LanguageFixture = { lang: 'vi' | 'en' | 'pt'; text: string; niche: AdNiche | null };

export const NICHE_LANGUAGE_FIXTURES: LanguageFixture[] = [
  {
    lang: 'vi',
    niche: null,
    text: 'Laptop Bảo Duy | Laptop cao cấp giá rẻ | Máy cao cấp, pin trâu, ship COD toàn quốc.',
  },
  {
    lang: 'vi',
    niche: null,
    text: 'Điện Máy Xanh | Tủ lạnh cao cấp | Tủ lạnh Inverter tiết kiệm điện, bảo hành 2 năm.',
  },
  {
    lang: 'vi',
    niche: null,
    text: 'Phòng Khám Nha Khoa Sài Gòn | Cạo vôi răng | Cao răng lâu ngày gây hôi miệng, đặt lịch ngay.',
  },
  {
    lang: 'vi',
    niche: null,
    text: 'Giày Thể Thao HN | Giày cao cổ nam | Giày cao cổ da thật, đế cao su bền đẹp.',
  },
  {
    lang: 'vi',
    niche: null,
    text: 'Karaoke Gia Đình | Loa karaoke hát hay | Loa cao cấp cho gia đình, hát karaoke cực đã.',
  },
  {
    lang: 'vi',
    niche: null,
    text: 'Trung Tâm Anh Ngữ | Học tiếng Anh giao tiếp | Lớp học cao cấp với giáo viên bản ngữ.',
  },
  {
    lang: 'vi',
    niche: null,
    text: 'Nhà Đất Hà Nội | Căn hộ cao cấp | Căn hộ view hồ, nội thất cao cấp, giá tốt nhất.',
  },
  {
    lang: 'vi',
    niche: null,
    text: 'Shop Mẹ Và Bé | Sữa cho bé | Sữa cao năng lượng giúp bé tăng cân, mua 2 tặng 1.',
  },
  {
    lang: 'vi',
    niche: null,
    text: 'Tiệm Bánh Ngọt | Bánh kem cao cấp | Bánh sinh nhật đặt trước, giao nhanh trong ngày.',
  },
  {
    lang: 'vi',
    niche: null,
    text: 'Xe Máy Thành Công | Xe tay ga cao cấp | Trả góp 0%, nhận xe ngay, bảo hành chính hãng.',
  },
  {
    lang: 'en',
    niche: null,
    text: 'Happy Paws | Premium dog food | Grain-free food for your dog, delivered to your door.',
  },
  {
    lang: 'en',
    niche: null,
    text: 'Cat Lovers Club | The best toys for your cat | Shop scratchers and treats for cats.',
  },
  {
    lang: 'en',
    niche: null,
    text: 'FitLife | Lose weight this summer | Our diet plan helps you burn fat in 30 days.',
  },
  {
    lang: 'en',
    niche: null,
    text: 'TechZone | New laptops are here | Get the latest notebook with a free mouse today.',
  },
  {
    lang: 'en',
    niche: null,
    text: 'Auto World | Find your next car | Certified used cars with free delivery.',
  },
  {
    lang: 'en',
    niche: null,
    text: 'Dental Care Plus | Book your check up | Our dentists are open on Saturdays.',
  },
  { lang: 'en', niche: null, text: 'Pet Insurance Co | Cover your pet | Vet bills covered from day one.' },
  {
    lang: 'en',
    niche: null,
    text: 'Travel Deals | Cheap flights to Lisbon | Book now and save on hotels and flights.',
  },
  {
    lang: 'pt',
    niche: 'pets',
    text: 'Pet Feliz | Ração para cão adulto | Ração premium para o seu cão com frete grátis.',
  },
  {
    lang: 'pt',
    niche: 'pets',
    text: 'Clínica Vet Amigo | Vacina para cães e gatos | Agende a vacinação do seu pet.',
  },
  {
    lang: 'pt',
    niche: 'tecnologia',
    text: 'Loja Tech | Notebook com SSD | Notebook com processador i5 e 16 GB, em até 12x.',
  },
  {
    lang: 'pt',
    niche: 'emagrecimento',
    text: 'Nutri Ana | Emagreça com saúde | Perca peso sem passar fome com a dieta certa.',
  },
  {
    lang: 'pt',
    niche: 'automoveis',
    text: 'Auto Center | Seu carro novo | Seminovos revisados com garantia e IPVA pago.',
  },
  {
    lang: 'pt',
    niche: 'saude',
    text: 'OrtoVida | Dor nas costas? | Fisioterapia para dor nas costas, agende pelo WhatsApp.',
  },
  {
    lang: 'pt',
    niche: 'viagens',
    text: 'Viaje Já | Pacotes para Lisboa | Passagens aéreas e hotel com café da manhã.',
  },
  {
    lang: 'pt',
    niche: null,
    text: 'Karaokê do Zé | Noite de karaokê | Venha cantar com os amigos toda sexta.',
  },
];

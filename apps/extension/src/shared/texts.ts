/** Everything the extension says to a person, in Brazilian Portuguese, in one place. */
export const TEXTS = {
  network: 'Não foi possível conectar ao servidor. Verifique o endereço do servidor e a sua conexão.',
  timeout: 'O servidor demorou demais para responder. Tentaremos de novo em instantes.',
  notJson: 'O servidor respondeu algo inesperado (não parece a API do SniperAds). Confira o endereço.',
  badAnswer: 'O servidor respondeu num formato inesperado. Atualize a extensão ou confira o endereço.',
  unauthorized: 'Token inválido, revogado ou expirado. Gere um novo token na página Extensão do SniperAds.',
  forbidden: 'Este token não tem permissão para esta ação. Gere um token com as permissões da extensão.',
  rateLimited: 'Muitos anúncios enviados em pouco tempo. Tentaremos de novo em instantes.',
  tooLarge: 'Anúncio grande demais para o servidor.',
  server: (status: number) => `O servidor está com problemas (erro ${status}). Tentaremos de novo.`,
  httpError: (status: number) => `O servidor recusou o pedido (erro ${status}).`,
  notFound: 'Não encontrado no servidor. Confira o endereço do servidor.',
  notConfigured: 'Configure o servidor e o token nas opções da extensão.',
  invalidUrl: 'Endereço do servidor inválido: use https://, por exemplo https://app.sniperads.com.br',
  httpsRequired:
    'Use um endereço https:// (por exemplo https://app.sniperads.com.br): com http:// o token e os anúncios passariam pela rede sem criptografia. Só localhost, 127.0.0.1 e [::1] aceitam http://.',
  tokenRequired: 'Informe o token de API (começa com sa_).',
  tokenFormat: 'Token em formato inválido: ele começa com sa_ e é criado na página Extensão do SniperAds.',
  saved: 'Configurações salvas.',
  connectedAs: (name: string) => `Conectado como ${name}`,
  favoriteSaved: 'Anúncio salvo nos favoritos do SniperAds!',
  favoriteRejected: (reason: string) => `O SniperAds recusou este anúncio: ${reason}`,
  queued: (n: number) =>
    n === 0
      ? 'Nenhum anúncio novo para enviar.'
      : `${n} ${n === 1 ? 'anúncio' : 'anúncios'} na fila de envio.`,
  rejected: (id: string | null, reason: string) => `Anúncio ${id ?? 'sem id'} recusado: ${reason}`,
  unexpected: 'Algo deu errado na extensão. Tente de novo.',
  unread: (n: number) =>
    n === 1
      ? '1 item desta página não pôde ser lido e não foi capturado:'
      : `${n.toLocaleString('pt-BR')} itens desta página não puderam ser lidos e não foram capturados:`,
  unreadReason: (reason: string, n: number) => `${reason} (${n.toLocaleString('pt-BR')})`,
  unreadLast: (n: number, when: string) =>
    n === 1
      ? `Na última página da Biblioteca de Anúncios (${when}), 1 item não pôde ser lido:`
      : `Na última página da Biblioteca de Anúncios (${when}), ${n.toLocaleString('pt-BR')} itens não puderam ser lidos:`,
  formatChanged:
    'A Biblioteca de Anúncios enviou resultados num formato que a extensão não reconhece: nenhum anúncio foi capturado desta resposta. Atualize a extensão; se continuar, avise o suporte.',
} as const;

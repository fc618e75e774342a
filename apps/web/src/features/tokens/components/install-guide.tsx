import { Anchor, Card, Image, Stack, Text, Title } from '@mantine/core';

interface GuideStep {
  title: string;
  text: string;
  /** A picture in public/extension-guide (apps/extension/scripts/guide-screenshots.mjs takes them). */
  picture?: { src: string; alt: string };
}

// The pictures are the system Chromium's chrome://extensions, whose interface is in English
// there: each step names the Portuguese label and the English one.
const STEPS: GuideStep[] = [
  {
    title: 'Baixe e descompacte',
    text: 'Clique em "Baixar extensão (.zip)" acima e descompacte o arquivo numa pasta que você vai manter (não apague a pasta depois).',
  },
  {
    title: 'Ative o Modo do desenvolvedor',
    text: 'No Chrome, abra chrome://extensions e ligue "Modo do desenvolvedor" (Developer mode), no canto superior direito.',
    picture: {
      src: '/extension-guide/1-modo-desenvolvedor.jpg',
      alt: 'Página chrome://extensions com a chave Modo do desenvolvedor destacada',
    },
  },
  {
    title: 'Carregue sem compactação',
    text: 'Clique em "Carregar sem compactação" (Load unpacked) e escolha a pasta descompactada.',
    picture: {
      src: '/extension-guide/2-carregar-sem-compactacao.jpg',
      alt: 'Botão Carregar sem compactação destacado em chrome://extensions',
    },
  },
  {
    title: 'Confira a extensão',
    text: 'O SniperAds aparece na lista, ativado, com a versão que você baixou.',
    picture: {
      src: '/extension-guide/3-extensao-carregada.jpg',
      alt: 'O cartão da extensão SniperAds na lista de chrome://extensions',
    },
  },
  {
    title: 'Cole o seu token',
    text: 'As opções da extensão abrem sozinhas já com o endereço deste servidor. Cole o token da aba Tokens de API, clique em Salvar e depois em Testar conexão.',
    picture: {
      src: '/extension-guide/4-colar-token.jpg',
      alt: 'Opções da extensão com o endereço do servidor preenchido e o campo Token de API destacado',
    },
  },
];

/** How to load the downloaded extension unpacked, step by step, with real screenshots. */
export function InstallGuide() {
  return (
    <Card p="xl">
      <Title order={2} fz="xl" mb="xs">
        Como instalar: carregar sem compactação
      </Title>
      <Text c="dimmed" size="sm" mb="lg">
        Cinco passos, uma vez só. As atualizações chegam baixando o novo arquivo e clicando em recarregar na
        extensão.
      </Text>
      <Stack gap="xl" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {STEPS.map((step, index) => (
          <Stack key={step.title} component="li" gap="sm">
            <div>
              <Text fw={600}>
                {index + 1}. {step.title}
              </Text>
              <Text size="sm" c="dimmed">
                {step.text}
              </Text>
            </div>
            {step.picture && (
              // Opens the picture at full size, for a small screen.
              <Anchor href={step.picture.src} target="_blank" rel="noopener noreferrer" maw={760}>
                <Image
                  src={step.picture.src}
                  alt={step.picture.alt}
                  radius="md"
                  loading="lazy"
                  w="100%"
                  style={{
                    border: '1px solid var(--mantine-color-default-border)',
                    aspectRatio: '1100 / 620',
                  }}
                />
              </Anchor>
            )}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

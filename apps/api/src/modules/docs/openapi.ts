import { API_PREFIX, APP_VERSION, contract, type RouteAccess } from '@sniperads/contract';
import { generateOpenApi } from '@ts-rest/open-api';

const GUARD_LABEL: Record<RouteAccess['guard'], string> = {
  public: 'Público',
  user: 'Usuário autenticado',
  tester: 'Testador ou administrador',
  admin: 'Administrador',
};

export const accessDescription = (access: RouteAccess) =>
  access.tokenAbility
    ? `${GUARD_LABEL[access.guard]} ou token de API com \`${access.tokenAbility}\``
    : GUARD_LABEL[access.guard];

/** Generated from the contract: the document can never drift from what the API validates. */
export const buildOpenApi = () =>
  generateOpenApi(
    contract,
    {
      openapi: '3.0.3',
      info: {
        title: 'SniperAds API',
        version: APP_VERSION,
        description:
          'API do SniperAds. Autenticação: `Authorization: Bearer <token>` com o token de sessão ' +
          '(POST /api/auth/) ou um token de API da extensão (`sa_…`), limitado às permissões do token.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    {
      setOperationId: 'concatenated-path',
      operationMapper: (operation, appRoute) => {
        const access = (appRoute.metadata as { access?: RouteAccess } | undefined)?.access;
        return {
          ...operation,
          tags: [appRoute.path.slice(API_PREFIX.length + 1).split('/')[0] || 'api'],
          ...(access && access.guard !== 'public' ? { security: [{ bearer: [] }] } : {}),
          'x-access': access ? accessDescription(access) : undefined,
        };
      },
    },
  );

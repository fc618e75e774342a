import { describe, expect, it } from 'vitest';
import { expectStatus, useSession, useTestApp } from '../../../test/helpers/app';
import { fakeMeta, useFakeGraph } from '../../../test/helpers/fake-graph';
import { interests } from '../../db/schema';

const TOKEN = 'EAAGsecretmetatoken1234567890';

// Meta answers error 100 as an OAuthException with a subcode, echoing the request's token.
const fake = useFakeGraph(() => ({
  status: 400,
  body: {
    error: {
      message: `(#100) Invalid parameter locale: xx_XX (access_token=${TOKEN})`,
      type: 'OAuthException',
      code: 100,
      error_subcode: 1_487_756,
      fbtrace_id: 'Afake',
    },
  },
}));
const ctx = useTestApp(() => fakeMeta(fake, TOKEN));
const user = useSession(ctx, { plan: 'pro' });

describe('interest search when Meta refuses a parameter (error 100)', () => {
  it('answers 400 with a pt-BR message quoting Meta, without the token, and asks Meta once', async () => {
    const start = fake.requests.length;
    const res = await user.api.interests.searchInterests({ query: { search: 'termo-que-nao-existe' } });
    expect(expectStatus(res, 400)).toEqual({
      success: false,
      code: 'META_INVALID_PARAMETER',
      message:
        'A Meta recusou a consulta: parâmetro inválido (resposta da Meta: Invalid parameter locale: xx_XX (access_token=***))',
    });
    expect(JSON.stringify(res.body)).not.toContain(TOKEN);
    expect(fake.requests.length - start).toBe(1);
  });

  it('does not hide the refusal behind catalogue matches: the query itself is wrong', async () => {
    await ctx.database.db
      .insert(interests)
      .values({ metaId: '6003107902433', locale: 'pt_BR', name: 'Futebol', source: 'demo' });
    const res = await user.api.interests.searchInterests({ query: { search: 'futebol' } });
    expect(expectStatus(res, 400).code).toBe('META_INVALID_PARAMETER');
  });
});

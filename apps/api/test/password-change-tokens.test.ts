import { describe, expect, it } from 'vitest';
import { expectStatus, testClient, userSession, useTestApp } from './helpers/app';

/**
 * Issue 25: "API tokens survive the user's own password change". Someone who learned the password
 * and made (or copied) the extension's token kept reading the library and saving favorites as the
 * owner after the owner changed the password on /perfil.
 */
const t = useTestApp();

describe("the owner's password change ends the API tokens", () => {
  it("refuses an intruder's token after the change, and /extensao lists it as revoked by the change", async () => {
    const owner = await userSession(t);
    // The intruder, signed in with the leaked password, makes a token of their own.
    const planted = expectStatus(
      await owner.api.tokens.createToken({ body: { name: 'Extensão' } }),
      201,
    ).data;
    const intruder = testClient(t.app, planted.token);
    expect((await intruder.tokens.getCurrentToken()).status).toBe(200);

    const changed = await owner.api.profile.changePassword({
      body: {
        current_password: owner.user.password,
        password: 'Trocada123',
        password_confirmation: 'Trocada123',
      },
    });
    expect(changed.status).toBe(200);

    const refused = await intruder.tokens.getCurrentToken();
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ success: false, message: 'Token de API inválido ou revogado.' });
    const search = await intruder.ads.searchAdvertisements({ query: {} });
    expect(search.status).toBe(401);

    // The owner's own session goes on and sees why the token stopped.
    const [listed] = expectStatus(await owner.api.tokens.getTokens(), 200).data;
    expect(listed).toMatchObject({ id: planted.id, status: 'revoked', revoked_reason: 'password_change' });
    // And may make the new one the extension needs at once.
    expect((await owner.api.tokens.createToken({ body: { name: 'Extensão nova' } })).status).toBe(201);
  });
});

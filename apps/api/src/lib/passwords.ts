import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum profile (m=19 MiB, t=2, p=1).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check so response times do not reveal which emails exist. */
export const burnPasswordCheck = async (password: string) => {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
};

/**
 * What every shop the tests start runs with. The suites register and sign in about a thousand times: at
 * scrypt's real cost (core/accounts/password.ts) those hashes alone took a fifth of the run, so the
 * shops under test hash at 1,024 instead of 32,768; the unit tests keep the real cost.
 */
export const TEST_SERVER_ENV = { VITRINE_TEST_PASSWORD_COST: '1024' } as const;

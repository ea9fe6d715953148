import type zxcvbnCore from '@zxcvbn-ts/core';
import { isAcceptedScore, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type WeakPasswordBody } from '../../shared/auth/password-policy';

type Factory = InstanceType<typeof zxcvbnCore.ZxcvbnFactory>;
let factory: Promise<Factory> | undefined;

/**
 * zxcvbn-ts with its common, English and German dictionaries, all shipped in the packages (nothing
 * is downloaded). Built on first use: it takes about a second and some MB, which a server that never
 * sees a new password need not pay at start (the modules are imported then, too). Without
 * `translations`, feedback comes as keys.
 */
function checker(): Promise<Factory> {
  factory ??= (async () => {
    const [core, common, en, de] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
      import('@zxcvbn-ts/language-de'),
    ]);
    return new core.default.ZxcvbnFactory({
      dictionary: { ...common.default.dictionary, ...en.default.dictionary, ...de.default.dictionary },
      graphs: common.default.adjacencyGraphs,
      maxLength: PASSWORD_MAX_LENGTH,
    });
  })();
  return factory;
}

/**
 * Null when the password may be used, else why not. Lengths outside the limits are better-auth's
 * to refuse (PASSWORD_TOO_SHORT / _LONG): this only judges how guessable an allowed length is.
 * `userInputs` (the e-mail address, the name) count as guessed words.
 */
export async function weakPassword(password: string, userInputs: string[] = []): Promise<WeakPasswordBody | null> {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return null;
  const inputs = userInputs.flatMap((s) => s.toLowerCase().split(/[\s@.+_-]+/)).filter((s) => s.length >= 3);
  const result = (await checker()).check(password, inputs);
  if (isAcceptedScore(result.score)) return null;
  return {
    code: 'PASSWORD_TOO_WEAK',
    message: 'This password is too easy to guess.',
    warning: result.feedback.warning ?? null,
    suggestions: result.feedback.suggestions,
  };
}

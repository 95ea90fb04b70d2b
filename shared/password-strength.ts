/**
 * Password strength, the same on the server and in the browser (docs/security/sign-in.md):
 * zxcvbn-ts with its common and French dictionaries estimates how many guesses a password
 * takes; a score under 3 ("weak") is refused. The dictionaries are large, so they are
 * imported on demand: in the browser they load only when a form needs them, never with
 * the home page.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn scores 0–4; 3 means "safely unguessable" for an online attack with a rate limit. */
const MIN_PASSWORD_SCORE = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;

function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-fr')])
    .then(
      ([core, common, fr]) =>
        new core.ZxcvbnFactory({
          dictionary: { ...common.dictionary, ...fr.dictionary },
          graphs: common.adjacencyGraphs,
          translations: fr.translations,
        }),
    )
    .catch((error: unknown) => {
      estimator = undefined;
      throw error;
    });
  return estimator;
}

/** The zxcvbn score (0–4); `userInputs` (e-mail, name…) count as words an attacker would try. */
async function passwordScore(password: string, userInputs: string[] = []): Promise<number> {
  const factory = await loadEstimator();
  const inputs = userInputs.flatMap((input) => input.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length >= 3);
  return factory.check(password, inputs).score;
}

export async function isWeakPassword(password: string, userInputs: string[] = []): Promise<boolean> {
  return (await passwordScore(password, userInputs)) < MIN_PASSWORD_SCORE;
}

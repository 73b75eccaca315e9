import { patternProblem } from '@arcadia/contract';
import { REGISTER_RULE_ERRORS, type RegisterRule } from '@arcadia/contract/system';
import { AppError } from '../../platform/http/app-error.js';

/** Patterns run on anonymous input: only those that match in linear time are saved (ADR 038). */
export function refuseUnsafePatterns(rules: RegisterRule[]): void {
  const unsafe = rules.find((r) => patternProblem(r.acceptedPattern) !== null);
  if (unsafe) throw new AppError(REGISTER_RULE_ERRORS.patternUnsafe, 400, { key: unsafe.key });
}

/**
 * A rule stored before patterns were checked (or written by hand) is not run: every value fails
 * it, in the browser and here (ADR 038). Said once per process, so an operator can find it.
 */
export class MisconfiguredPatterns {
  private readonly warned = new Set<string>();

  warn(merchantId: number, rules: RegisterRule[]): void {
    for (const r of rules) {
      const problem = patternProblem(r.acceptedPattern);
      const id = `${merchantId}:${r.key}:${r.acceptedPattern}`;
      if (!problem || this.warned.has(id)) continue;
      this.warned.add(id);
      console.warn(
        `merchant ${merchantId}: the ${r.key} rule's pattern is misconfigured (${problem}): values are refused until an operator saves a safe one`,
      );
    }
  }
}

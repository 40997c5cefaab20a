import { FLASH_MODEL, familyDefault } from '@quarry/contracts/models';
import type { ModelFallback } from '@quarry/contracts/usage';
import {
  type AvailableModel,
  type GenerateRequest,
  type LanguageModel,
  ModelError,
} from '../../../ports/language-model.port';

/** What stands in for `model` when it is gone: its family's model, or Flash for the Pro model itself. */
export function standInFor(model: string): string {
  return [familyDefault(model), FLASH_MODEL].find((candidate) => candidate !== model) ?? model;
}

/**
 * Models that are gone, and what is used instead (docs/architecture/platform.md): a prompt's model that Gemini
 * answers with 404 NOT_FOUND, or that the key's models.list does not name, is replaced by today's
 * model of its family (FLASH_MODEL or PRO_MODEL), and every later call of the run goes straight to
 * the replacement. Should the family's model be gone too (Pro is a preview model today), Flash is the
 * last resort; when nothing is left the 404 stands, so a run never fails or switches in silence.
 * `fallbacks()` tells the run's report what it used instead.
 */
export class ModelFallbacks {
  private readonly replaced = new Map<string, string>();
  private readonly requested = new Set<string>();

  /** The model a call for `model` goes to: itself, or whatever replaced it. */
  resolve(model: string): string {
    let current = model;
    for (let hops = 0; hops < 4; hops++) {
      const next = this.replaced.get(current);
      if (!next) break;
      current = next;
    }
    return current;
  }

  /** Marks `model` gone; answers its replacement, or undefined when there is nothing left to try. */
  private replace(model: string): string | undefined {
    const candidates = [familyDefault(model), FLASH_MODEL].filter(
      (candidate) => candidate !== model && !this.replaced.has(candidate),
    );
    const next = candidates[0];
    if (next) this.replaced.set(model, next);
    return next;
  }

  /**
   * Before a run's first call: the `configured` models that the key's models.list does not name are
   * replaced at once. When the list cannot be had, nothing changes: a 404 still finds a gone model.
   */
  async check(model: LanguageModel, apiKey: string, configured: Iterable<string>): Promise<void> {
    let listed: AvailableModel[];
    try {
      listed = await model.listModels(apiKey);
    } catch {
      return;
    }
    if (listed.length === 0) return;
    const ids = new Set(listed.map((m) => m.id));
    for (const wanted of new Set(configured)) {
      let current = this.resolve(wanted);
      while (!ids.has(current)) {
        const next = this.replace(current);
        if (!next) break;
        current = next;
      }
    }
  }

  /** `base`, with each call sent to the model that stands in for the one asked for. */
  model(base: LanguageModel): LanguageModel {
    const call = async <T>(request: GenerateRequest, send: (request: GenerateRequest) => Promise<T>) => {
      this.requested.add(request.model);
      let model = this.resolve(request.model);
      for (;;) {
        try {
          return await send({ ...request, model });
        } catch (error) {
          if (!(error instanceof ModelError && error.kind === 'modelNotFound')) throw error;
          // Another call may have found it gone meanwhile; otherwise this one replaces it.
          const next = this.resolve(model) !== model ? this.resolve(model) : this.replace(model);
          if (!next) throw error;
          model = next;
        }
      }
    };
    return {
      checkKey: (apiKey) => base.checkKey(apiKey),
      listModels: (apiKey) => base.listModels(apiKey),
      generateText: (request) => call(request, (r) => base.generateText(r)),
      generateJson: (request) => call(request, (r) => base.generateJson({ ...request, ...r })),
    };
  }

  /** Each model the run asked for that was gone, and the one it used instead. */
  fallbacks(): ModelFallback[] {
    return [...this.requested]
      .filter((model) => this.resolve(model) !== model)
      .map((model) => ({ configured: model, used: this.resolve(model) }));
  }
}

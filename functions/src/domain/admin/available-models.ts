import type { AdminModelsResponse, ModelListStatus } from '@quarry/contracts/admin-models';
import type { DocumentStore } from '../../ports/document-store.port';
import { type AvailableModel, type LanguageModel, ModelError } from '../../ports/language-model.port';
import type { UserKeys } from '../accounts/user-keys';
import { standInFor } from '../research/model/model-fallbacks';
import { configuredModels, loadSystemSettings } from '../research/model/system-settings';

interface Listing {
  status: ModelListStatus;
  message?: string;
  models?: AvailableModel[];
}

/** models.list with the administrator's own key, or why it could not be had. */
async function listWith(model: LanguageModel, apiKey: string | undefined): Promise<Listing> {
  if (!apiKey) return { status: 'noKey' };
  try {
    return { status: 'listed', models: await model.listModels(apiKey) };
  } catch (error) {
    if (!(error instanceof ModelError)) throw error;
    return { status: error.kind === 'invalidKey' ? 'keyRefused' : 'unreachable', message: error.message };
  }
}

/**
 * GET /api/admin/models (docs/architecture/platform.md): the models the administrator's Gemini key can call,
 * each with the prompts that name it, and every model the live settings name with whether the key
 * lists it. A configured model the key does not list is gone: /sys-admin warns until the setting
 * changes, and runs use `fallback` meanwhile.
 */
export async function availableModels(
  deps: { store: DocumentStore; keys: UserKeys; model: LanguageModel },
  uid: string,
): Promise<AdminModelsResponse> {
  const [settings, apiKey] = await Promise.all([
    loadSystemSettings(deps.store),
    deps.keys.getSecret(uid, 'geminiKey'),
  ]);
  const configured = configuredModels(settings);
  const listing = await listWith(deps.model, apiKey ?? undefined);
  const listed = listing.models ? new Set(listing.models.map((m) => m.id)) : undefined;
  return {
    status: listing.status,
    ...(listing.message ? { message: listing.message } : {}),
    models: (listing.models ?? []).map((m) => ({
      id: m.id,
      displayName: m.displayName,
      inputTokenLimit: m.inputTokenLimit ?? null,
      outputTokenLimit: m.outputTokenLimit ?? null,
      thinking: m.thinking,
      usedBy: configured.get(m.id) ?? [],
    })),
    configured: [...configured].map(([model, usedBy]) => ({
      model,
      usedBy,
      available: listed ? listed.has(model) : null,
      fallback: standInFor(model),
    })),
  };
}

import { fitTitle } from '@quarry/contracts/session-title';
import { callText } from '../research/model/model-calls';
import { ModelFallbacks } from '../research/model/model-fallbacks';
import { block, prompt } from '../research/model/prompt-blocks';
import { loadSystemSettings } from '../research/model/system-settings';
import { geminiKeyOf, type ResearchDeps } from '../research/research-deps';

/**
 * A session title from its first message, written by the model with the session-log prompt; if
 * the model cannot answer, the message itself (shortened) is the title, so saving never fails.
 */
export async function generateTitle(deps: ResearchDeps, uid: string, firstMessage: string): Promise<string> {
  try {
    const apiKey = await geminiKeyOf(deps, uid);
    const settings = await loadSystemSettings(deps.store);
    const answer = await callText(
      new ModelFallbacks().model(deps.model),
      {
        apiKey,
        model: settings.sessionLogPromptModel,
        prompt: prompt(settings.sessionLogPrompt, block('question', firstMessage)),
      },
      { ...deps.retry, quotaRetries: 0, transientRetries: 0 },
    );
    const title = fitTitle(answer);
    if (title) return title;
  } catch {
    // The fallback below is a fine title; the person asked nothing of the model here.
  }
  return fitTitle(firstMessage) || 'New session';
}

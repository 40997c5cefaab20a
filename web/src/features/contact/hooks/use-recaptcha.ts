import type { PublicConfigResponse } from '@quarry/contracts/public-config';
import { useCallback, useEffect } from 'react';

/** The part of reCAPTCHA v3's page API that we use. */
type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** The v3 script address: the configured URL with the site key as `render`. */
export function recaptchaScriptSrc(scriptUrl: string, siteKey: string): string {
  const url = new URL(scriptUrl, window.location.origin);
  url.searchParams.set('render', siteKey);
  return url.href;
}

/** Loads the reCAPTCHA v3 script once the public config is known, and gets tokens from it. */
export function useRecaptcha(config: PublicConfigResponse | undefined) {
  const siteKey = config?.recaptchaSiteKey;
  const scriptUrl = config?.recaptchaScriptUrl;

  useEffect(() => {
    if (siteKey === undefined || scriptUrl === undefined) return;
    const src = recaptchaScriptSrc(scriptUrl, siteKey);
    // Coming back to the page must not load the script a second time.
    if (Array.from(document.scripts).some((script) => script.src === src)) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    document.head.append(script);
  }, [siteKey, scriptUrl]);

  const isLoaded = useCallback(() => siteKey !== undefined && window.grecaptcha !== undefined, [siteKey]);

  const execute = useCallback(
    (action: string) =>
      new Promise<string>((resolve, reject) => {
        const grecaptcha = window.grecaptcha;
        if (siteKey === undefined || grecaptcha === undefined) {
          reject(new Error('reCAPTCHA not loaded. Please refresh and try again.'));
          return;
        }
        grecaptcha.ready(() => {
          grecaptcha.execute(siteKey, { action }).then(resolve, reject);
        });
      }),
    [siteKey],
  );

  return { isLoaded, execute };
}

/**
 * The page script served as /recaptcha/api.js: defines `window.grecaptcha` (ready, execute) the way
 * Google's v3 script does, getting tokens from the emulator it was loaded from. It only runs code
 * from its own file and only connects to its own origin, so a page CSP that allows the emulator's
 * origin in script-src and connect-src is enough (no eval, no inline script or style, no frames).
 */
export function recaptchaScript(options: {
  fallbackOrigin: string;
  renderKey?: string;
  onload?: string;
}): string {
  const config = JSON.stringify(options);
  return `/* reCAPTCHA v3 (Quarry emulator) */
(function () {
  'use strict';
  var config = ${config};
  var current = document.currentScript;
  var origin = current && current.src ? new URL(current.src).origin : config.fallbackOrigin;
  var loaded = false;
  var waiting = [];

  function ready(callback) {
    if (loaded) setTimeout(callback, 0);
    else waiting.push(callback);
  }

  function execute(siteKey, options) {
    var action = (options && options.action) || 'default';
    var body = new URLSearchParams({ k: String(siteKey || config.renderKey || ''), action: action, hostname: location.hostname });
    return fetch(origin + '/recaptcha/api/token', { method: 'POST', body: body, credentials: 'omit', mode: 'cors' })
      .then(function (response) {
        return response.json().then(function (payload) {
          if (!response.ok) throw new Error(payload.error || 'reCAPTCHA error');
          return payload.token;
        });
      });
  }

  window.grecaptcha = {
    ready: ready,
    execute: execute,
    render: function () { return 0; },
    reset: function () {},
    getResponse: function () { return ''; }
  };
  loaded = true;
  setTimeout(function () {
    waiting.splice(0).forEach(function (callback) { callback(); });
    if (config.onload && typeof window[config.onload] === 'function') window[config.onload]();
  }, 0);
})();
`;
}

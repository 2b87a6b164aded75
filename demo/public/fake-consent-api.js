// A stand-in for WordPress's Consent API in the page (the wp-consent-api plugin 1.0.7's script), for
// the demo's /cookies page and the tests: wp_has_consent(category), wp_set_consent(category, value)
// storing `wp_consent_<category>` = allow/deny and, only when the value changed, dispatching
// `wp_listen_for_consent_change` on document with an Array carrying that one category as a named
// property, as the real one does. The consent type is opt-in (the banner sets window.wp_consent_type).
(function () {
  'use strict';
  window.consent_api = { consent_type: 'optin', cookie_prefix: 'wp_consent' };
  window.wp_fallback_consent_type = 'optin';
  function cookie(category) {
    var match = document.cookie.match(new RegExp('(?:^|; )wp_consent_' + category + '=([^;]*)'));
    return match ? match[1] : '';
  }
  window.wp_has_consent = function (category) {
    var type = window.wp_consent_type || window.wp_fallback_consent_type;
    if (!type) return true;
    if (type.indexOf('optout') !== -1 && cookie(category) === '') return true;
    return cookie(category) === 'allow';
  };
  window.wp_set_consent = function (category, value) {
    if (value !== 'allow' && value !== 'deny') return;
    var previous = cookie(category);
    document.cookie = 'wp_consent_' + category + '=' + value + '; path=/; max-age=31536000; samesite=lax';
    if (previous === value) return;
    var changed = [];
    changed[category] = value;
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: changed }));
  };
})();

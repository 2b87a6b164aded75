// A stand-in for the Complianz cookie banner (7.x), for the demo's /cookies page. It behaves as the
// real banner does towards the page: the same cookies (cmplz_<category> = allow/deny,
// cmplz_banner-status) and the same events on document, in the same order and in one task per action:
// - at load: cmplz_fire_categories with the stored categories (also on a first visit: functional);
// - a choice: Accept and Save preferences first announce the list about to be allowed
//   (cmplz_before_categories_consent); then per category whose value changes, walked in REVERSE (the
//   real banner reverses its category list in place at load): on allow its Tag Manager event
//   ({event: 'cmplz_event_<category>'} on the dataLayer, once per page), the Consent API's
//   wp_set_consent when that is on the page, then cmplz_status_change; then cmplz_fire_categories;
//   Deny adds cmplz_revoke. Accept runs in a setTimeout, as the real one does.
// Unlike the real one it never reloads the page after a withdrawal, and it has no regions or services.
(function () {
  'use strict';
  var categories = ['functional', 'preferences', 'statistics', 'marketing'];
  categories.reverse(); // as the real banner does at load: from now on every walk starts at marketing

  function cookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|; )cmplz_' + name + '=([^;]*)'));
    return match ? match[1] : '';
  }
  function setCookie(name, value) {
    document.cookie = 'cmplz_' + name + '=' + value + '; path=/; max-age=31536000; samesite=lax';
  }
  function accepted() {
    // In the real banner's order (the reversed list): the highest category last, as it reports it.
    return categories.filter(function (category) { return cookie(category) === 'allow'; }).reverse();
  }
  function dispatch(type, detail) {
    document.dispatchEvent(new CustomEvent(type, { detail: detail }));
  }
  var tagManagerEvents = [];
  function setConsent(category, value) {
    value = category === 'functional' ? 'allow' : value;
    var box = document.querySelector('input.cmplz-' + category);
    if (box) box.checked = value === 'allow';
    if (cookie(category) === value) return; // no event when nothing changed
    setCookie(category, value);
    if (value === 'allow' && tagManagerEvents.indexOf(category) < 0) {
      tagManagerEvents.push(category);
      (window.dataLayer = window.dataLayer || []).push({ event: 'cmplz_event_' + category });
    }
    if (typeof window.wp_set_consent === 'function') window.wp_set_consent(category, value);
    dispatch('cmplz_status_change', { category: category, value: value, region: 'eu', categories: accepted() });
  }
  function fireCategories() {
    var list = accepted();
    dispatch('cmplz_fire_categories', { category: list[list.length - 1] || 'functional', categories: list, region: 'eu' });
  }
  function dismiss() {
    document.cookie = 'cmplz_banner-status=dismissed; path=/; max-age=31536000; samesite=lax';
    banner.hidden = true;
  }

  var banner = document.querySelector('.cmplz-cookiebanner');
  if (!banner) return;
  banner.hidden = /(?:^|; )cmplz_banner-status=dismissed/.test(document.cookie);
  for (var i = 0; i < categories.length; i++) {
    var box = banner.querySelector('input.cmplz-' + categories[i]);
    if (box) box.checked = categories[i] === 'functional' || cookie(categories[i]) === 'allow';
  }

  banner.addEventListener('click', function (event) {
    var button = event.target.closest('button');
    if (!button) return;
    if (button.classList.contains('cmplz-accept')) {
      setTimeout(function () {
        dispatch('cmplz_before_categories_consent', { categories: categories.slice(), region: 'eu' });
        categories.forEach(function (category) { setConsent(category, 'allow'); });
        dismiss();
        fireCategories();
      }, 0);
    } else if (button.classList.contains('cmplz-deny')) {
      dismiss();
      categories.forEach(function (category) { setConsent(category, 'deny'); });
      fireCategories();
      dispatch('cmplz_revoke', false);
    } else if (button.classList.contains('cmplz-save-preferences')) {
      var checked = categories.filter(function (category) {
        var box = banner.querySelector('input.cmplz-' + category);
        return box && box.checked;
      });
      dispatch('cmplz_before_categories_consent', { categories: checked, region: 'eu' });
      categories.forEach(function (category) {
        setConsent(category, checked.indexOf(category) >= 0 ? 'allow' : 'deny');
      });
      dismiss();
      fireCategories();
    }
  });
  var manage = document.querySelector('.cmplz-manage-consent');
  if (manage) manage.addEventListener('click', function () { banner.hidden = false; });

  fireCategories(); // at load, as the real banner does
})();

// A stand-in for Google's invisible reCAPTCHA (api.js), for the demo site only: nothing is fetched from
// Google. It has the surface the form plugin uses: grecaptcha.render(container, params) -> widget id,
// execute(id), reset(id), getResponse(id), ready(fn). render() puts the hidden textarea
// .g-recaptcha-response into the container; for an invisible widget it puts Google's badge there
// (div.grecaptcha-badge, fixed bottom right, 256x60, sliding in on hover) with the textarea inside it,
// as Google's api.js does for an explicitly rendered invisible widget. So the badge stays inside the
// page's landmarks, and a re-rendered form takes its badge with it: one widget, one badge.
// execute() asks the demo server for a fresh single-use token and writes it into the textarea.
(function () {
  'use strict';

  var widgets = [];
  var tokenLifetime = 120000;

  var SVG = 'http://www.w3.org/2000/svg';

  function element(name, css) {
    var node = document.createElement(name);
    node.style.cssText = css;
    return node;
  }

  function createBadge(position) {
    var badge = document.createElement('div');
    badge.className = 'grecaptcha-badge';
    badge.setAttribute('data-style', position || 'bottomright');
    badge.style.cssText =
      'width: 256px; height: 60px; display: block; transition: right 0.3s ease 0s; position: fixed; bottom: 14px; ' +
      'right: -186px; box-shadow: gray 0px 0px 5px; border-radius: 2px; overflow: hidden; background: #f9f9f9; ' +
      'z-index: 2000000000; font: 10px/1.4 Roboto, Arial, sans-serif; color: #555;';
    // Built node by node: styles through the CSSOM, no HTML strings (the demo's --csp mode forbids
    // style attributes and reports HTML strings written into the page).
    var logo = element('div', 'display:flex;align-items:center;height:100%');
    logo.className = 'grecaptcha-logo';
    var mark = element('span', 'flex:0 0 70px;display:flex;justify-content:center');
    mark.setAttribute('aria-hidden', 'true');
    var svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('width', '32');
    svg.setAttribute('height', '32');
    svg.setAttribute('viewBox', '0 0 32 32');
    [
      ['M16 3a13 13 0 0 1 12.6 10H24l5 6 5-6h-3.4A16 16 0 0 0 2 10l3 1.6A13 13 0 0 1 16 3z', '#1c3aa9'],
      ['M16 29A13 13 0 0 1 3.4 19H8l-5-6-5 6h3.4A16 16 0 0 0 30 22l-3-1.6A13 13 0 0 1 16 29z', '#4285f4'],
      ['M11 16h10v2H11z', '#ababab'],
    ].forEach(function (part) {
      var path = document.createElementNS(SVG, 'path');
      path.setAttribute('d', part[0]);
      path.setAttribute('fill', part[1]);
      svg.appendChild(path);
    });
    mark.appendChild(svg);
    var text = element('span', 'padding:0 10px 0 0');
    var strong = element('strong', 'display:block;font-size:11px;color:#333');
    strong.textContent = 'beschermd door reCAPTCHA';
    text.append(strong, 'Privacy - Voorwaarden');
    logo.append(mark, text);
    badge.appendChild(logo);
    // Google's badge slides in on hover and keyboard focus.
    badge.addEventListener('mouseenter', function () { badge.style.right = '-2px'; });
    badge.addEventListener('mouseleave', function () { badge.style.right = '-186px'; });
    var error = document.createElement('div');
    error.className = 'grecaptcha-error';
    badge.appendChild(error);
    return badge;
  }

  function widget(id) {
    var found = widgets[id === undefined ? 0 : id];
    if (!found) throw new Error('Invalid reCAPTCHA client id: ' + id);
    return found;
  }

  function call(callback, argument) {
    var fn = typeof callback === 'string' ? window[callback] : callback;
    if (typeof fn === 'function') fn(argument);
  }

  function render(container, params) {
    var element = typeof container === 'string' ? document.getElementById(container) : container;
    if (!element || element.nodeType !== 1) throw new Error('reCAPTCHA placeholder element must be an element or id');
    if (element.querySelector('.g-recaptcha-response')) throw new Error('reCAPTCHA has already been rendered in this element');
    params = params || {};
    var id = widgets.length;
    var textarea = document.createElement('textarea');
    textarea.id = id === 0 ? 'g-recaptcha-response' : 'g-recaptcha-response-' + id;
    textarea.name = 'g-recaptcha-response';
    textarea.className = 'g-recaptcha-response';
    textarea.style.cssText = 'width: 250px; height: 40px; border: 1px solid rgb(193, 193, 193); margin: 10px 25px; padding: 0px; resize: none; display: none;';
    if ((params.size || element.getAttribute('data-size')) === 'invisible') {
      var badge = createBadge(params.badge || element.getAttribute('data-badge'));
      badge.appendChild(textarea);
      element.appendChild(badge);
    } else {
      element.appendChild(textarea);
    }
    widgets.push({
      element: element,
      textarea: textarea,
      params: params,
      sitekey: params.sitekey || element.getAttribute('data-sitekey'),
      pending: null,
      generation: 0,
      expiry: 0,
    });
    return id;
  }

  function execute(id) {
    var w = widget(id);
    if (w.pending) return w.pending;
    var generation = ++w.generation;
    w.pending = fetch('/recaptcha/token', { method: 'POST', body: new URLSearchParams({ k: w.sitekey || '' }) })
      .then(function (response) { return response.json(); })
      .then(function (data) {
        if (generation !== w.generation) return null; // reset while waiting
        w.pending = null;
        if (!data.success) {
          call(w.params['error-callback']);
          return null;
        }
        w.textarea.value = data.token;
        clearTimeout(w.expiry);
        w.expiry = setTimeout(function () {
          if (w.textarea.value !== data.token) return;
          w.textarea.value = '';
          call(w.params['expired-callback']);
        }, tokenLifetime);
        call(w.params.callback, data.token);
        return data.token;
      }, function (error) {
        w.pending = null;
        call(w.params['error-callback']);
        throw error;
      });
    return w.pending;
  }

  function reset(id) {
    var w = widget(id);
    w.generation++;
    w.pending = null;
    clearTimeout(w.expiry);
    w.textarea.value = '';
  }

  function getResponse(id) {
    return widget(id).textarea.value;
  }

  window.grecaptcha = {
    render: render,
    execute: execute,
    reset: reset,
    getResponse: getResponse,
    ready: function (fn) { setTimeout(fn, 0); },
  };
})();

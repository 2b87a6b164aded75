// The demo's /cookies page: lists every consent command on the dataLayer (the default from <head>,
// then what Vormgever's bridge sends), so a visitor sees one update per choice.
(function () {
  'use strict';
  var list = document.getElementById('consent-log');
  var layer = (window.dataLayer = window.dataLayer || []);
  if (!list) return;
  function show(entry) {
    if (!entry || entry[0] !== 'consent') return;
    var item = document.createElement('li');
    var granted = Object.keys(entry[2] || {}).filter(function (key) { return entry[2][key] === 'granted'; });
    item.textContent = entry[1] + ': toegestaan ' + (granted.join(', ') || 'niets');
    list.append(item);
  }
  for (var i = 0; i < layer.length; i++) show(layer[i]);
  var push = layer.push;
  layer.push = function () {
    for (var j = 0; j < arguments.length; j++) show(arguments[j]);
    return push.apply(layer, arguments);
  };
})();

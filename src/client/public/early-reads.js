// Added to story pages' HTML by the server (src/server/http/spa.ts) and loaded async, before the
// app's module code. A story page is judged by its first photo: ask for the session, the story
// and then its cover while the app's code still loads. src/client/lib/api.ts takes these answers
// once; the sizes match the story photo's own (src/client/features/stories/components/story-photo.tsx).
(function () {
  var m = /^\/vehicle\/([^/]+)\/stories\/([^/]+)$/.exec(location.pathname);
  if (!m) return;
  var early = (window.__patinaEarly = {});
  var ask = function (path) {
    return (early[path] = fetch(path, { credentials: 'same-origin' }).then(
      function (r) { return r.ok ? r : null; },
      function () { return null; },
    ));
  };
  var seg = function (s) { try { return encodeURIComponent(decodeURIComponent(s)); } catch (e) { return s; } };
  ask('/api/auth/get-session');
  ask('/api/vehicles/' + seg(m[1]) + '/stories/' + seg(m[2]))
    .then(function (r) { return r && r.clone().json(); })
    .then(function (story) {
      var cover = story && story.photos && story.photos[0];
      if (!cover) return;
      var img = (window.__patinaCover = new Image());
      img.fetchPriority = 'high';
      img.sizes = '(min-width: 1280px) 1024px, 100vw';
      img.srcset = cover.thumbUrl + ' 400w, ' + cover.displayUrl + ' 1600w';
    })
    .catch(function () {});
})();

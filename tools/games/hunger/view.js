// Star Hunger Games: the platform (up to 1500 x 1500 cells) kept as one
// pixel per cell in an off-screen canvas, changed frame by frame by the
// rectangles the C++ side computed (forwards: their new code, backwards:
// their old one), drawn scaled with zoom and pan; players (3 x 3 bodies,
// health bars), rays, the safe area and food on top.
GauntletView.games.hunger = function (stage, data, view) {
  var st = data.static;
  var W = st.width, H = st.height;
  // Cell codes: terrain (0 free, 1 obstacle, 2 damaged, 3 destroyed) + 4 food + 8 battery.
  var terrainRgb = [[233, 228, 214], [87, 96, 106], [224, 150, 80], [48, 54, 61]];
  var foodRgb = [63, 185, 80], batteryRgb = [9, 105, 218];
  var off = document.createElement('canvas');
  off.width = W;
  off.height = H;
  var offCtx = off.getContext('2d');
  var image = offCtx.createImageData(W, H);
  var pixels = image.data;
  var dirty = null;

  function paint(x, y, w, h, code) {
    var rgb = code & 8 ? batteryRgb : code & 4 ? foodRgb : terrainRgb[code & 3];
    for (var yy = y; yy < y + h; yy++) {
      var p = ((H - 1 - yy) * W + x) * 4;
      for (var xx = 0; xx < w; xx++, p += 4) {
        pixels[p] = rgb[0]; pixels[p + 1] = rgb[1]; pixels[p + 2] = rgb[2]; pixels[p + 3] = 255;
      }
    }
    var top = H - y - h;
    if (!dirty) dirty = [x, top, x + w, top + h];
    else dirty = [Math.min(dirty[0], x), Math.min(dirty[1], top), Math.max(dirty[2], x + w), Math.max(dirty[3], top + h)];
  }

  function apply(rects, forward) {
    for (var k = 0; k + 5 < rects.length; k += 6) {
      paint(rects[k], rects[k + 1], rects[k + 2], rects[k + 3], forward ? rects[k + 5] : rects[k + 4]);
    }
  }

  paint(0, 0, W, H, 0);
  apply(st.cells, true);
  var at = 0;  // the frame whose changes the platform shows

  function seekPlatform(i) {
    while (at < i) { at++; apply(data.frames[at].state.cells, true); }
    while (at > i) { apply(data.frames[at].state.cells, false); at--; }
    if (dirty) {
      offCtx.putImageData(image, 0, 0, dirty[0], dirty[1], dirty[2] - dirty[0], dirty[3] - dirty[1]);
      dirty = null;
    }
  }

  var cw = view.stageWidth(stage, 320, 900);
  var ch = Math.round(Math.min(cw * H / W, 760));
  var c = view.canvas(cw, ch);
  c.style.cursor = 'grab';
  c.id = 'platform';
  stage.appendChild(c);
  var ctx = c.getContext('2d');
  var zoomBox = view.el('div', {className: 'zoom'});
  stage.appendChild(zoomBox);
  stage.appendChild(view.el('div', {className: 'legend'}, [
    'Platform ' + W + ' × ' + H + ' cells, origin (' + st.origin[0] + ', ' + st.origin[1] + '). ',
    'Beige: intact · grey: obstacle · orange: damaged (falls in 2 rounds) · black: destroyed · ',
    'green: food · blue: battery · dashed: safe area · dotted: final safe area. ',
    'Wheel or +/− to zoom, drag to pan, 0 to fit.']));

  // The view: `scale` screen pixels per cell, (ox, oy) the image pixel at
  // the canvas's top-left corner (image rows run north to south).
  var scale, ox, oy;
  function fit() {
    scale = Math.min(cw / W, ch / H);
    ox = -(cw / scale - W) / 2;
    oy = -(ch / scale - H) / 2;
  }
  fit();
  var shown = 0;

  function zoom(factor, sx, sy) {
    if (sx === undefined) { sx = cw / 2; sy = ch / 2; }
    var wx = ox + sx / scale, wy = oy + sy / scale;
    scale = Math.max(Math.min(cw / W, ch / H) * 0.5, Math.min(40, scale * factor));
    ox = wx - sx / scale;
    oy = wy - sy / scale;
    draw(shown);
  }
  [['+', 'zoom in (+)', function () { zoom(1.5); }],
   ['−', 'zoom out (−)', function () { zoom(1 / 1.5); }],
   ['⤢', 'fit (0)', function () { fit(); draw(shown); }]].forEach(function (b) {
    var button = view.el('button', {type: 'button', title: b[1]}, [b[0]]);
    button.addEventListener('click', b[2]);
    zoomBox.appendChild(button);
  });
  c.addEventListener('wheel', function (e) {
    e.preventDefault();
    var r = c.getBoundingClientRect();
    zoom(e.deltaY < 0 ? 1.25 : 0.8, e.clientX - r.left, e.clientY - r.top);
  }, {passive: false});
  var drag = null;
  c.addEventListener('mousedown', function (e) { drag = [e.clientX, e.clientY, ox, oy]; c.style.cursor = 'grabbing'; });
  window.addEventListener('mouseup', function () { drag = null; c.style.cursor = 'grab'; });
  window.addEventListener('mousemove', function (e) {
    if (!drag) return;
    ox = drag[2] - (e.clientX - drag[0]) / scale;
    oy = drag[3] - (e.clientY - drag[1]) / scale;
    draw(shown);
  });

  function sx(x) { return (x - ox) * scale; }       // image column -> screen
  function sy(iy) { return (iy - oy) * scale; }     // image row -> screen
  function rectOutline(r, dash) {
    // r = [x0, y0, x1, y1] inclusive, world rows (north up).
    ctx.setLineDash(dash);
    ctx.strokeRect(sx(r[0]), sy(H - 1 - r[3]), (r[2] - r[0] + 1) * scale, (r[3] - r[1] + 1) * scale);
    ctx.setLineDash([]);
  }

  function draw(i) {
    shown = i;
    seekPlatform(i);
    var s = data.frames[i].state;
    ctx.fillStyle = '#0d1117';
    ctx.fillRect(0, 0, cw, ch);
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(off, ox, oy, cw / scale, ch / scale, 0, 0, cw, ch);
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = '#24292f';
    rectOutline(s.safe, [6, 4]);
    ctx.strokeStyle = '#8250df';
    rectOutline(st.final_safe, [2, 3]);
    s.rays.forEach(function (r) {
      ctx.strokeStyle = view.seatColor(r[0]);
      ctx.lineWidth = Math.max(2, scale);
      ctx.beginPath();
      ctx.moveTo(sx(r[1] + 0.5), sy(H - 1 - r[2] + 0.5));
      ctx.lineTo(sx(r[3] + 0.5), sy(H - 1 - r[4] + 0.5));
      ctx.stroke();
    });
    var body = Math.max(7, 3 * scale);
    ctx.font = 'bold ' + Math.round(Math.max(9, body * 0.55)) + 'px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    s.players.forEach(function (p, k) {
      if (!p.active) return;
      var cx = sx(p.x + 0.5), cy = sy(H - 1 - p.y + 0.5);
      if (cx < -body || cy < -body || cx > cw + body || cy > ch + body) return;
      ctx.fillStyle = view.seatColor(k);
      ctx.strokeStyle = '#fff';
      ctx.lineWidth = 1;
      ctx.fillRect(cx - body / 2, cy - body / 2, body, body);
      ctx.strokeRect(cx - body / 2, cy - body / 2, body, body);
      var d = {N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0]}[p.dir] || [0, 0];
      ctx.beginPath();
      ctx.moveTo(cx, cy);
      ctx.lineTo(cx + d[0] * body * 0.9, cy + d[1] * body * 0.9);
      ctx.stroke();
      // Health above, energy below, as bars the width of the body.
      var bar = Math.max(14, body);
      ctx.fillStyle = '#0008';
      ctx.fillRect(cx - bar / 2, cy - body / 2 - 6, bar, 3);
      ctx.fillRect(cx - bar / 2, cy + body / 2 + 3, bar, 3);
      ctx.fillStyle = '#2da44e';
      ctx.fillRect(cx - bar / 2, cy - body / 2 - 6, bar * Math.max(0, p.h) / st.max_health, 3);
      ctx.fillStyle = '#d4a72c';
      ctx.fillRect(cx - bar / 2, cy + body / 2 + 3, bar * Math.max(0, p.s) / st.max_energy, 3);
      if (body >= 14) {
        ctx.fillStyle = '#fff';
        ctx.fillText(String(k), cx, cy + 1);
      }
    });
  }

  function status(i) {
    var s = data.frames[i].state;
    var lines = ['rounds played ' + s.round + ' of ' + st.turns + ', safe area x ' + (s.safe[0] + st.origin[0]) + '..' +
                 (s.safe[2] + st.origin[0]) + ' y ' + (s.safe[1] + st.origin[1]) + '..' + (s.safe[3] + st.origin[1]) +
                 ', food ' + s.food + ', batteries ' + s.batteries + ', rays ' + s.rays.length];
    s.players.forEach(function (p, k) {
      lines.push('player ' + k + ' ' + view.playerName(data, k) + ': ' +
                 (p.active ? 'at (' + (p.x + st.origin[0]) + ', ' + (p.y + st.origin[1]) + ') ' + p.dir :
                  'disqualified') +
                 ', health ' + p.h + ', energy ' + p.s + ', food ' + p.f + ', battery ' + p.b +
                 ', score ' + view.formatScore(p.score) + ', kills ' + p.kills + ', deaths ' + p.deaths +
                 (p.events.length ? ', events: ' + p.events.join('; ') : ''));
    });
    return lines;
  }

  function key(k) {
    if (k === '+' || k === '=') { zoom(1.5); return true; }
    if (k === '-' || k === '_') { zoom(1 / 1.5); return true; }
    if (k === '0') { fit(); draw(shown); return true; }
    return false;
  }

  return {title: 'Star Hunger Games', seatNames: null, draw: draw, status: status, key: key,
          keys: '+ − zoom · 0 fit'};
};

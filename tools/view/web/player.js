// The viewer's player: reads the page's data (the frames the game's engine
// computed in C++), lets a game script draw frame i, and provides what every
// game shares: controls, keyboard, timeline with faults, messages, status and
// result. A game script registers GauntletView.games[name] = function(stage,
// data, view) returning {draw(i), status(i) -> [lines]}; it only draws.
'use strict';

var GauntletView = (function () {
  var palette = ['#d1242f', '#0969da', '#1a7f37', '#bf8700', '#8250df',
                 '#e16f24', '#1b7c83', '#bf3989'];

  function seatColor(seat) {
    if (seat < palette.length) return palette[seat];
    return 'hsl(' + ((seat * 137.5) % 360).toFixed(0) + ', 65%, 45%)';
  }

  // el('div', {className: 'x'}, [children or text])
  function el(tag, props, children) {
    var node = document.createElement(tag);
    if (props) {
      Object.keys(props).forEach(function (k) {
        if (k === 'style') node.setAttribute('style', props[k]);
        else node[k] = props[k];
      });
    }
    (children || []).forEach(function (c) {
      node.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
    });
    return node;
  }

  // A canvas of CSS size w x h drawn at the screen's pixel density.
  function canvas(w, h) {
    var c = el('canvas');
    sizeCanvas(c, w, h);
    return c;
  }

  function sizeCanvas(c, w, h) {
    var ratio = window.devicePixelRatio || 1;
    c.width = Math.round(w * ratio);
    c.height = Math.round(h * ratio);
    c.style.width = w + 'px';
    c.style.height = h + 'px';
    var ctx = c.getContext('2d');
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    return ctx;
  }

  // The width the stage offers a drawing, within [min, max].
  function stageWidth(stage, min, max) {
    var w = stage.clientWidth - 16;
    if (!(w > 0)) w = max;
    return Math.max(min, Math.min(max, w));
  }

  function playerName(data, seat) {
    for (var i = 0; i < data.players.length; i++) {
      if (data.players[i].seat === seat) return data.players[i].name;
    }
    return 'seat ' + seat;
  }

  function formatScore(x) {
    if (typeof x !== 'number') return String(x);
    return Number.isInteger(x) ? String(x) : x.toFixed(4).replace(/0+$/, '').replace(/\.$/, '');
  }

  // Reads the frame asked for in the address: #turn=N or #frame=N is frame N
  // (0 is the start), #turn=last the end.
  function frameFromHash(count) {
    var m = /(?:^|[#&])(?:turn|frame)=(\d+|last)/.exec(location.hash);
    if (!m) return null;
    if (m[1] === 'last') return count - 1;
    return Math.max(0, Math.min(count - 1, parseInt(m[1], 10)));
  }

  function renderMessages(box, data, frame) {
    box.textContent = '';
    if (!frame.messages.length) {
      box.appendChild(el('div', {className: 'sub'}, ['no messages in this frame']));
      return;
    }
    frame.messages.forEach(function (m) {
      var who = el('div', {}, [
        el('span', {className: 'swatch', style: 'background:' + seatColor(m.seat)}), ' ',
        el('span', {className: 'who'}, [playerName(data, m.seat) + ' (seat ' + m.seat + (m.role ? ', ' + m.role : '') + ')']),
        ' turn ' + m.turn + ', ' + m.ms.toFixed(1) + ' ms']);
      if (m.fault) {
        who.appendChild(el('span', {className: 'fault'},
                           [' ' + m.fault + (m.detail ? ': ' + m.detail : '')]));
      }
      var node = el('div', {className: 'msg'}, [who]);
      if (m.sent) {
        var size = m.sent_bytes ? ' (first ' + m.sent.length + ' of ' + m.sent_bytes + ' bytes, cut as stored)' : '';
        var details = el('details', {}, [el('summary', {}, ['sent' + size]), el('pre', {}, [m.sent])]);
        node.appendChild(details);
      }
      node.appendChild(el('div', {}, ['answer: ', el('code', {}, [m.answer === '' ? '(none)' : m.answer])]));
      box.appendChild(node);
    });
  }

  function renderResult(box, data) {
    var r = data.result;
    box.textContent = '';
    box.appendChild(el('h2', {}, ['Result']));
    if (!r) {
      box.appendChild(el('div', {className: 'warn'}, ['no result: the game was cut short']));
      return;
    }
    box.appendChild(el('div', {}, [r.outcome]));
    var rows = r.entrants.slice().sort(function (a, b) { return a.rank - b.rank; }).map(function (e) {
      return el('tr', {}, [
        el('td', {className: 'num'}, [String(e.rank)]),
        el('td', {}, [el('span', {className: 'swatch', style: 'background:' + seatColor(e.seat)}), ' ' + e.name]),
        el('td', {className: 'num'}, [formatScore(e.score)]),
        el('td', {className: e.faults.length ? 'fault' : ''}, [e.faults.join('; ')])]);
    });
    box.appendChild(el('table', {}, [
      el('tr', {}, [el('th', {className: 'num'}, ['#']), el('th', {}, ['player']),
                    el('th', {className: 'num'}, ['score']), el('th', {}, ['faults'])])].concat(rows)));
  }

  function drawTimeline(c, data) {
    var w = c.clientWidth || 600;
    var ctx = sizeCanvas(c, w, 10);
    ctx.fillStyle = '#e6e8eb';
    ctx.fillRect(0, 3, w, 4);
    var n = data.frames.length;
    ctx.fillStyle = '#cf222e';
    for (var i = 0; i < n; i++) {
      if (data.frames[i].fault) {
        var x = n > 1 ? i / (n - 1) * (w - 2) : 0;
        ctx.fillRect(x, 0, 2, 10);
      }
    }
  }

  function startGame(app, data) {
    var maker = GauntletView.games[data.game];
    var frames = data.frames;
    var header = el('header', {}, []);
    var main = el('main');
    var stage = el('section', {id: 'stage'});
    var aside = el('aside');
    var status = el('pre', {id: 'status'});
    var messages = el('div', {id: 'messages'});
    var resultBox = el('div', {className: 'box', id: 'result'});
    main.appendChild(stage);
    main.appendChild(aside);
    app.appendChild(header);
    app.appendChild(main);
    aside.appendChild(el('div', {className: 'box'}, [el('h2', {}, ['State']), status]));
    aside.appendChild(resultBox);
    if (data.warnings.length) {
      aside.appendChild(el('div', {className: 'box warn', id: 'warnings'},
                           [el('h2', {}, ['Warnings'])].concat(data.warnings.map(function (w) {
                             return el('div', {}, [w]);
                           }))));
    }
    aside.appendChild(el('div', {className: 'box'}, [el('h2', {}, ['Messages this frame']), messages]));

    var game = maker(stage, data, {seatColor: seatColor, el: el, canvas: canvas,
                                   sizeCanvas: sizeCanvas, stageWidth: stageWidth,
                                   playerName: playerName, formatScore: formatScore,
                                   seek: function (i) { show(i); }});
    header.appendChild(el('h1', {}, [game.title + ', game ' + data.index]));
    header.appendChild(el('div', {className: 'sub'}, [
      data.source + ' · rules ' + data.rules_version + ' · seed ' + data.seed + ' · ' +
      frames.length + ' frames']));
    var chips = el('div', {className: 'chips'});
    data.players.slice().sort(function (a, b) { return a.seat - b.seat; }).forEach(function (p) {
      var seatName = game.seatNames && game.seatNames[p.seat] ? game.seatNames[p.seat] + ': ' : 'seat ' + p.seat + ': ';
      chips.appendChild(el('span', {className: 'chip', title: p.command}, [
        el('span', {className: 'swatch', style: 'background:' + seatColor(p.seat)}), seatName + p.name]));
    });
    header.appendChild(chips);
    renderResult(resultBox, data);

    // Controls.
    var footer = el('footer');
    var button = function (text, title, action) {
      var b = el('button', {title: title, type: 'button'}, [text]);
      // Focus left on a button would make space both click it and toggle.
      b.addEventListener('click', function () { action(); b.blur(); });
      footer.appendChild(b);
      return b;
    };
    var current = 0;
    var playing = false;
    var speeds = [1, 2, 4, 8, 15, 30, 60, 120];
    var speed = frames.length > 400 ? 5 : 3;
    button('|◀', 'first frame (Home)', function () { stop(); show(0); });
    button('◀', 'step back (←)', function () { stop(); show(current - 1); });
    var playButton = button('Play', 'play / pause (space)', function () { toggle(); });
    button('▶', 'step forward (→)', function () { stop(); show(current + 1); });
    button('▶|', 'last frame (End)', function () { stop(); show(frames.length - 1); });
    var scrub = el('div', {className: 'scrub'});
    var range = el('input', {type: 'range', min: '0', max: String(frames.length - 1), value: '0', id: 'scrubber'});
    range.addEventListener('input', function () { stop(); show(parseInt(range.value, 10)); });
    var timeline = el('canvas', {id: 'timeline', title: 'faults are marked in red'});
    timeline.addEventListener('click', function (e) {
      var rect = timeline.getBoundingClientRect();
      stop();
      show(Math.round((e.clientX - rect.left) / rect.width * (frames.length - 1)));
    });
    scrub.appendChild(range);
    scrub.appendChild(timeline);
    footer.appendChild(scrub);
    var label = el('span', {id: 'frame-label'});
    footer.appendChild(label);
    var speedSelect = el('select', {id: 'speed', title: 'frames per second (↑ ↓)'});
    speeds.forEach(function (s, i) {
      speedSelect.appendChild(el('option', {value: String(i)}, [s + ' / s']));
    });
    speedSelect.value = String(speed);
    speedSelect.addEventListener('change', function () { speed = parseInt(speedSelect.value, 10); });
    footer.appendChild(speedSelect);
    footer.appendChild(el('div', {className: 'keys'}, [
      'keys: space play/pause · ← → step · Home End · ↑ ↓ speed · PageUp PageDown 10 frames' +
      (game.keys ? ' · ' + game.keys : '')]));
    app.appendChild(footer);

    function show(i) {
      i = Math.max(0, Math.min(frames.length - 1, i | 0));
      current = i;
      var frame = frames[i];
      game.draw(i);
      range.value = String(i);
      label.textContent = 'frame ' + i + '/' + (frames.length - 1) + ' · ' + frame.label;
      var lines = ['frame ' + i + ' of ' + (frames.length - 1), frame.label];
      if (frame.fault) lines.push('fault in this frame');
      status.textContent = lines.concat(game.status(i)).join('\n');
      renderMessages(messages, data, frame);
      document.body.setAttribute('data-frame', String(i));
    }
    var last = 0;
    var carry = 0;
    function tick(now) {
      if (!playing) return;
      if (last) carry += (now - last) / 1000 * speeds[speed];
      last = now;
      if (carry >= 1) {
        var step = Math.floor(carry);
        carry -= step;
        show(current + step);
        if (current >= frames.length - 1) { stop(); return; }
      }
      requestAnimationFrame(tick);
    }
    function play() {
      if (current >= frames.length - 1) show(0);
      playing = true;
      last = 0;
      carry = 0;
      playButton.textContent = 'Pause';
      requestAnimationFrame(tick);
    }
    function stop() {
      playing = false;
      playButton.textContent = 'Play';
    }
    function toggle() { if (playing) stop(); else play(); }

    document.addEventListener('keydown', function (e) {
      if (e.target && (e.target.tagName === 'INPUT' || e.target.tagName === 'SELECT') && e.key !== ' ') return;
      var handled = true;
      switch (e.key) {
        case ' ': toggle(); break;
        case 'ArrowRight': stop(); show(current + 1); break;
        case 'ArrowLeft': stop(); show(current - 1); break;
        case 'PageDown': stop(); show(current + 10); break;
        case 'PageUp': stop(); show(current - 10); break;
        case 'Home': stop(); show(0); break;
        case 'End': stop(); show(frames.length - 1); break;
        case 'ArrowUp': speed = Math.min(speeds.length - 1, speed + 1); speedSelect.value = String(speed); break;
        case 'ArrowDown': speed = Math.max(0, speed - 1); speedSelect.value = String(speed); break;
        default: handled = game.key ? game.key(e.key) : false;
      }
      if (handled) e.preventDefault();
    });
    window.addEventListener('hashchange', function () {
      var i = frameFromHash(frames.length);
      if (i !== null) { stop(); show(i); }
    });
    window.addEventListener('resize', function () { drawTimeline(timeline, data); });
    drawTimeline(timeline, data);
    // #probe=3,10,last: the status of each listed frame, kept in the page,
    // so that one load by a headless browser checks several frames.
    var probe = /(?:^|[#&])probe=([0-9a-z,]+)/.exec(location.hash);
    if (probe) {
      var box = el('div', {id: 'probes', hidden: true});
      probe[1].split(',').forEach(function (p) {
        var i = p === 'last' ? frames.length - 1 : parseInt(p, 10);
        if (isNaN(i) || i < 0 || i >= frames.length) return;
        show(i);
        box.appendChild(el('pre', {className: 'probe'}, [status.textContent]));
        box.lastChild.setAttribute('data-frame', String(i));
      });
      app.appendChild(box);
    }
    // #bench: show every frame in turn, as playing does, and state the cost
    // of a frame (BENCHMARKS.md records it for a 1000-round game).
    if (/(?:^|[#&])bench\b/.test(location.hash)) {
      var times = [];
      for (var b = 0; b < frames.length; b++) {
        var t = performance.now();
        show(b);
        times.push(performance.now() - t);
      }
      times.sort(function (x, y) { return x - y; });
      var mean = times.reduce(function (x, y) { return x + y; }, 0) / times.length;
      document.body.setAttribute('data-bench', 'frames ' + times.length + ', mean ' + mean.toFixed(2) +
        ' ms, median ' + times[times.length >> 1].toFixed(2) + ' ms, max ' +
        times[times.length - 1].toFixed(2) + ' ms');
    }
    var first = frameFromHash(frames.length);
    show(first === null ? 0 : first);
  }

  function start() {
    var app = document.getElementById('app');
    var t0 = performance.now();
    var data = JSON.parse(document.getElementById('data').textContent);
    if (data.kind === 'index') {
      GauntletView.index(app, data);
    } else if (!GauntletView.games[data.game]) {
      throw new Error('no drawing for the game ' + data.game);
    } else if (!data.frames.length) {
      app.appendChild(el('p', {}, ['This replay holds no turns.']));
    } else {
      startGame(app, data);
    }
    // How long the page took: from the start of loading until the first
    // frame was drawn, and of that, reading the data and drawing.
    document.body.setAttribute('data-load-ms', performance.now().toFixed(0));
    document.body.setAttribute('data-start-ms', (performance.now() - t0).toFixed(0));
    document.body.setAttribute('data-ready', 'true');
  }

  document.addEventListener('DOMContentLoaded', start);
  return {games: {}, seatColor: seatColor, el: el, formatScore: formatScore};
})();

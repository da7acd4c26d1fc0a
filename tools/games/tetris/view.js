// Tetris duel: both sides' 12 x 36 boards (the top 6 rows are never shown
// to placers and are shaded), the piece just placed, the current and next
// pieces, the sequencer's choices, scores.
GauntletView.games.tetris = function (stage, data, view) {
  var st = data.static;
  var W = st.width, H = st.height, V = st.visible_height;
  var pieceColors = {T: '#8250df', I: '#1b7c83', S: '#1a7f37', Z: '#cf222e', O: '#bf8700', L: '#e16f24', J: '#0969da'};
  // Each piece in its spawn state, for the previews: cells as (dx, dy).
  var shapes = {T: [[-1, 0], [0, 0], [1, 0], [0, 1]], I: [[-1, 0], [0, 0], [1, 0], [2, 0]],
                S: [[-1, 0], [0, 0], [0, 1], [1, 1]], Z: [[-1, 1], [0, 1], [0, 0], [1, 0]],
                O: [[0, 0], [1, 0], [0, 1], [1, 1]], L: [[-1, 0], [0, 0], [1, 0], [1, 1]],
                J: [[-1, 1], [-1, 0], [0, 0], [1, 0]]};
  var cell = Math.max(8, Math.min(16, Math.floor((view.stageWidth(stage, 300, 760) - 80) / (2 * W + 14))));
  var boardW = W * cell, boardH = H * cell;
  var panelW = 6 * cell;
  var width = 2 * (boardW + panelW) + 3 * cell;
  var height = boardH + 2 * cell;
  var c = view.canvas(width, height);
  stage.appendChild(c);
  var ctx = c.getContext('2d');
  stage.appendChild(view.el('div', {className: 'legend'}, [
    'Each side places pieces the other side\'s sequencer chooses. In colour: the piece just placed. ' +
    'Shaded rows 30–35 are hidden from placers. This variant (TEG 2017) sends no garbage rows between sides.']));

  function rowMask(rows, y) { return parseInt(rows.substr(3 * y, 3), 16); }

  function drawPreview(letter, x, y, size) {
    if (!letter || !shapes[letter]) return;
    ctx.fillStyle = pieceColors[letter];
    shapes[letter].forEach(function (d) {
      ctx.fillRect(x + (d[0] + 1) * size, y + (1 - d[1]) * size, size - 1, size - 1);
    });
  }

  function drawSide(s, k, left) {
    var top = cell;
    ctx.fillStyle = '#0d1117';
    ctx.fillRect(left, top, boardW, boardH);
    ctx.fillStyle = 'rgba(255, 255, 255, 0.08)';
    ctx.fillRect(left, top, boardW, (H - V) * cell);
    for (var y = 0; y < H; y++) {
      var mask = rowMask(s.rows, y);
      var full = mask === 0xfff;
      for (var x = 0; x < W; x++) {
        if (!((mask >> x) & 1)) continue;
        ctx.fillStyle = full ? '#fff' : '#8c959f';
        ctx.fillRect(left + x * cell, top + (H - 1 - y) * cell, cell - 1, cell - 1);
      }
    }
    if (s.cells) {
      ctx.strokeStyle = pieceColors[s.piece] || '#fff';
      ctx.lineWidth = 2;
      s.cells.forEach(function (p) {
        if (p[1] >= H) return;
        ctx.fillStyle = pieceColors[s.piece] || '#fff';
        ctx.fillRect(left + p[0] * cell, top + (H - 1 - p[1]) * cell, cell - 1, cell - 1);
      });
    }
    ctx.strokeStyle = '#57606a';
    ctx.lineWidth = 1;
    ctx.strokeRect(left - 0.5, top - 0.5, boardW + 1, boardH + 1);
    var px = left + boardW + cell * 0.6;
    ctx.fillStyle = '#24292f';
    ctx.font = 'bold ' + Math.round(cell * 0.9) + 'px sans-serif';
    ctx.textAlign = 'left';
    ctx.textBaseline = 'top';
    ctx.fillText(k === 0 ? 'A' : 'B', px, top);
    ctx.font = Math.round(cell * 0.75) + 'px sans-serif';
    var line = top + cell * 1.5;
    var text = function (t, color) {
      ctx.fillStyle = color || '#24292f';
      ctx.fillText(t, px, line);
      line += cell * 1.1;
    };
    text(view.playerName(data, k));
    text('score ' + s.score);
    text('pieces ' + s.locked);
    text('current');
    drawPreview(s.current, px, line, cell * 0.9); line += cell * 2.4;
    text('next');
    drawPreview(s.next, px, line, cell * 0.9); line += cell * 2.4;
    if (s.chosen && s.chosen.length) text('chose ' + s.chosen.join(' '));
    if (s.lines) text(s.lines + ' line' + (s.lines > 1 ? 's' : '') + '!');
    if (s.bought) text('bought');
    if (s.over && !s.end) text('game over', '#cf222e');
    if (s.end) {
      var words = ('ended: ' + s.end).split(' ');
      var row = '';
      words.forEach(function (w) {
        if ((row + ' ' + w).length > 12) { text(row, '#cf222e'); row = w; } else row = row ? row + ' ' + w : w;
      });
      if (row) text(row, '#cf222e');
    }
  }

  function stackHeight(s) {
    for (var y = H - 1; y >= 0; y--) if (rowMask(s.rows, y)) return y + 1;
    return 0;
  }

  function filled(s) {
    var n = 0;
    for (var y = 0; y < H; y++) {
      for (var m = rowMask(s.rows, y); m; m &= m - 1) n++;
    }
    return n;
  }

  function draw(i) {
    var sides = data.frames[i].state.sides;
    ctx.clearRect(0, 0, width, height);
    drawSide(sides[0], 0, cell);
    drawSide(sides[1], 1, cell * 2 + boardW + panelW);
  }

  function status(i) {
    return data.frames[i].state.sides.map(function (s, k) {
      return (k === 0 ? 'A' : 'B') + ' ' + view.playerName(data, k) + ': score ' + s.score +
             ', pieces ' + s.locked + ', current ' + (s.current || '-') + ', next ' + (s.next || '-') +
             (s.piece ? ', placed ' + s.piece + (s.bought ? ' (bought)' : '') : '') +
             ', lines ' + (s.lines || 0) + ', sequencer chose ' + (s.chosen.join(' ') || '-') +
             ', height ' + stackHeight(s) + ', filled ' + filled(s) +
             (s.end ? ', ended: ' + s.end : '') + (s.over ? ', game over' : '');
    });
  }

  return {title: 'Tetris duel', seatNames: ['A', 'B'], draw: draw, status: status};
};

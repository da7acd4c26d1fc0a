// Duck chess: the 10 x 9 board (red at the bottom), the last move marked,
// captured pieces and the move list.
GauntletView.games.duckchess = function (stage, data, view) {
  var st = data.static;
  var rows = st.rows, cols = st.columns;
  var names = {k: 'captain', g: 'guard', e: 'elephant', h: 'horse', c: 'car', d: 'duck', s: 'soldier'};
  var width = view.stageWidth(stage, 300, 500);
  var step = width / (cols + 1);
  var height = step * (rows + 1);
  var c = view.canvas(width, height);
  stage.appendChild(c);
  var ctx = c.getContext('2d');
  var captured = view.el('div', {className: 'legend'});
  stage.appendChild(captured);
  stage.appendChild(view.el('div', {className: 'legend'}, [
    'K captain · G guard · E elephant · H horse · C car · D duck · S soldier; red moves first from the bottom']));
  var list = view.el('div', {className: 'movelist'});
  stage.appendChild(view.el('h3', {}, ['Moves']));
  stage.appendChild(list);
  var moveSpans = st.moves.map(function (m, k) {
    var span = view.el('span', {title: m.side + ': ' + m.move}, [m.san]);
    span.addEventListener('click', function () {
      // The frame after move k: the opening is frame 0.
      view.seek(Math.max(0, k + 1 - st.opening_plies));
    });
    list.appendChild(view.el('span', {}, [(k % 2 === 0 ? Math.floor(k / 2) + 1 + '. ' : '')]));
    list.appendChild(span);
    list.appendChild(document.createTextNode(' '));
    return span;
  });

  // Point (x, y): x the row from red's side (0) to blue's (9), y the column.
  function point(x, y) { return [step * (y + 1), step * (rows - x)]; }

  function pieceAt(board, x, y) { return board.charAt((rows - 1 - x) * cols + y); }

  function drawPiece(letter, cx, cy, r) {
    var red = letter === letter.toLowerCase();
    ctx.fillStyle = '#fdf6e3';
    ctx.strokeStyle = red ? '#c62828' : '#1565c0';
    ctx.lineWidth = 2;
    ctx.beginPath(); ctx.arc(cx, cy, r, 0, 2 * Math.PI); ctx.fill(); ctx.stroke();
    ctx.fillStyle = ctx.strokeStyle;
    ctx.font = 'bold ' + Math.round(r * 1.1) + 'px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(letter.toUpperCase(), cx, cy + 1);
  }

  function draw(i) {
    var s = data.frames[i].state;
    ctx.clearRect(0, 0, width, height);
    ctx.fillStyle = '#f0d9a8';
    ctx.fillRect(0, 0, width, height);
    ctx.strokeStyle = '#7a5c2e';
    ctx.lineWidth = 1;
    for (var x = 0; x < rows; x++) {
      var a = point(x, 0), b = point(x, cols - 1);
      ctx.beginPath(); ctx.moveTo(a[0], a[1]); ctx.lineTo(b[0], b[1]); ctx.stroke();
    }
    for (var y = 0; y < cols; y++) {
      var p = point(0, y), q = point(rows - 1, y);
      ctx.beginPath(); ctx.moveTo(p[0], p[1]); ctx.lineTo(q[0], q[1]); ctx.stroke();
    }
    ctx.fillStyle = '#7a5c2e';
    ctx.font = Math.round(step * 0.28) + 'px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (var yy = 0; yy < cols; yy++) ctx.fillText(String(yy), point(0, yy)[0], height - step * 0.35);
    for (var xx = 0; xx < rows; xx++) ctx.fillText(String(xx), step * 0.4, point(xx, 0)[1]);
    if (s.last) {
      [[s.last[0], s.last[1]], [s.last[2], s.last[3]]].forEach(function (sq, k) {
        var pt = point(sq[0], sq[1]);
        ctx.fillStyle = k === 0 ? 'rgba(255, 200, 0, 0.35)' : 'rgba(255, 170, 0, 0.6)';
        ctx.fillRect(pt[0] - step / 2, pt[1] - step / 2, step, step);
      });
    }
    for (var r = 0; r < rows; r++) {
      for (var col = 0; col < cols; col++) {
        var letter = pieceAt(s.board, r, col);
        if (letter === '.') continue;
        var at = point(r, col);
        drawPiece(letter, at[0], at[1], step * 0.4);
      }
    }
    captured.textContent = 'captured from red: ' + (s.captured_red.toUpperCase() || '—') +
                           ' · from blue: ' + (s.captured_blue.toUpperCase() || '—');
    moveSpans.forEach(function (span, k) { span.className = k === s.moves - 1 ? 'now' : ''; });
    var now = moveSpans[s.moves - 1];
    if (now) list.scrollTop = Math.max(0, now.offsetTop - list.offsetTop - 60);
  }

  function lastMoveText(s) {
    if (!s.last || s.moves < 1) return 'none';
    var m = st.moves[s.moves - 1];
    return m.side + ' ' + m.move + ' (' + m.san + ')';
  }

  function status(i) {
    var s = data.frames[i].state;
    var lines = ['ply ' + s.ply + ', ' + s.side + ' to move' + (s.check ? ', check' : '')];
    lines.push('red pieces ' + s.pieces[0] + ', blue pieces ' + s.pieces[1]);
    lines.push('last move: ' + lastMoveText(s));
    var list = function (text) {
      return text ? text.split('').map(function (ch) { return names[ch.toLowerCase()]; }).join(', ') : 'none';
    };
    lines.push('captured from red: ' + list(s.captured_red));
    lines.push('captured from blue: ' + list(s.captured_blue));
    lines.push('board: ' + s.board);
    return lines;
  }

  return {title: 'Duck chess', seatNames: ['red', 'blue'], draw: draw, status: status};
};

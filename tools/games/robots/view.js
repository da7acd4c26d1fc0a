// Robots: the 31 x 31 board, the player, robots, debris and the teleport
// list (used entries faded), move by move.
GauntletView.games.robots = function (stage, data, view) {
  var st = data.static;
  var n = st.size;
  var size = view.stageWidth(stage, 300, 560);
  var step = size / n;
  var c = view.canvas(size, size);
  stage.appendChild(c);
  var ctx = c.getContext('2d');
  stage.appendChild(view.el('div', {className: 'legend'}, [
    'Blue disc: the player · red: robots · dark squares: debris · numbered +: teleport entries (faded once used)']));

  function box(cell) { return [(cell[1] - 1) * step, (cell[0] - 1) * step]; }

  function draw(i) {
    var s = data.frames[i].state;
    ctx.fillStyle = '#fbfaf7';
    ctx.fillRect(0, 0, size, size);
    ctx.strokeStyle = '#e1e4e8';
    ctx.lineWidth = 1;
    for (var k = 0; k <= n; k++) {
      ctx.beginPath(); ctx.moveTo(k * step, 0); ctx.lineTo(k * step, size); ctx.stroke();
      ctx.beginPath(); ctx.moveTo(0, k * step); ctx.lineTo(size, k * step); ctx.stroke();
    }
    ctx.font = Math.round(step * 0.45) + 'px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    st.teleports.forEach(function (t, k) {
      var b = box(t);
      ctx.globalAlpha = s.used.indexOf(k + 1) >= 0 ? 0.25 : 1;
      ctx.fillStyle = '#8250df';
      ctx.fillText('+' + (k + 1), b[0] + step / 2, b[1] + step / 2);
      ctx.globalAlpha = 1;
    });
    ctx.fillStyle = '#3d444d';
    s.debris.forEach(function (d) { var b = box(d); ctx.fillRect(b[0] + 1, b[1] + 1, step - 2, step - 2); });
    ctx.fillStyle = '#cf222e';
    s.robots.forEach(function (r) {
      var b = box(r);
      ctx.beginPath(); ctx.arc(b[0] + step / 2, b[1] + step / 2, step * 0.38, 0, 2 * Math.PI); ctx.fill();
    });
    var p = box(s.player);
    ctx.fillStyle = s.outcome === 'lost' ? '#000' : '#0969da';
    ctx.beginPath(); ctx.arc(p[0] + step / 2, p[1] + step / 2, step * 0.45, 0, 2 * Math.PI); ctx.fill();
    if (s.outcome !== 'playing') {
      ctx.fillStyle = s.outcome === 'won' ? '#1a7f37' : '#cf222e';
      ctx.font = 'bold ' + Math.round(size / 12) + 'px sans-serif';
      ctx.fillText(s.outcome === 'won' ? 'won' : 'lost', size / 2, size / 12);
    }
  }

  function status(i) {
    var s = data.frames[i].state;
    return ['move ' + s.moves + (s.action ? ': ' + s.action : ''),
            'player at (' + s.player[0] + ',' + s.player[1] + ')',
            'robots left ' + s.robots_left + ', debris ' + s.debris.length,
            'teleports used: ' + (s.used.join(', ') || 'none') + ' of ' + st.teleports.length,
            'outcome: ' + s.outcome];
  }

  return {title: 'Robots', seatNames: ['player'], draw: draw, status: status};
};

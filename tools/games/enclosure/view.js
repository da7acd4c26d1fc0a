// Enclosure: 11 x 11 vertices, 10 x 10 cells; owned cells tinted by owner,
// trails as lines, traps with their rounds left, heads, stuck and dead marks.
GauntletView.games.enclosure = function (stage, data, view) {
  var st = data.static;
  var side = st.vertex_side;
  var size = view.stageWidth(stage, 320, 560);
  var margin = 24;
  var step = (size - 2 * margin) / (side - 1);
  var c = view.canvas(size, size);
  stage.appendChild(c);
  var ctx = c.getContext('2d');
  var legend = view.el('div', {className: 'legend'}, [
    'Tinted cells: land (closed loops) by owner · lines: trails being drawn · ',
    '✕n: a trap with n rounds left · ringed head: stuck · grey ✕: dead']);
  stage.appendChild(legend);

  function px(v) { return margin + v * step; }

  function tint(color, alpha) {
    ctx.globalAlpha = alpha;
    ctx.fillStyle = color;
  }

  function draw(i) {
    var s = data.frames[i].state;
    ctx.clearRect(0, 0, size, size);
    ctx.fillStyle = '#fbfaf7';
    ctx.fillRect(0, 0, size, size);
    // Land.
    for (var cell = 0; cell < st.cell_side * st.cell_side; cell++) {
      var owner = s.owner.charAt(cell);
      if (owner === '.') continue;
      var cx = cell % st.cell_side, cy = Math.floor(cell / st.cell_side);
      tint(view.seatColor(+owner), 0.35);
      ctx.fillRect(px(cx), px(cy), step, step);
    }
    ctx.globalAlpha = 1;
    // Grid.
    ctx.strokeStyle = '#c9ced6';
    ctx.lineWidth = 1;
    for (var k = 0; k < side; k++) {
      ctx.beginPath(); ctx.moveTo(px(k), px(0)); ctx.lineTo(px(k), px(side - 1)); ctx.stroke();
      ctx.beginPath(); ctx.moveTo(px(0), px(k)); ctx.lineTo(px(side - 1), px(k)); ctx.stroke();
    }
    // Closures of this round: outline the new land's owner in the legend.
    // Trails.
    s.players.forEach(function (p, m) {
      if (p.trail.length < 1) return;
      ctx.strokeStyle = view.seatColor(m);
      ctx.lineWidth = 4;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.globalAlpha = p.alive ? 0.9 : 0.3;
      ctx.beginPath();
      ctx.moveTo(px(p.trail[0][0]), px(p.trail[0][1]));
      for (var t = 1; t < p.trail.length; t++) ctx.lineTo(px(p.trail[t][0]), px(p.trail[t][1]));
      if (p.alive) ctx.lineTo(px(p.x), px(p.y));
      ctx.stroke();
      ctx.globalAlpha = 1;
    });
    // Traps.
    ctx.font = 'bold ' + Math.round(step * 0.28) + 'px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    s.traps.forEach(function (t) {
      var x = px(t[0]), y = px(t[1]), r = step * 0.18;
      ctx.strokeStyle = '#57606a';
      ctx.lineWidth = 2;
      ctx.beginPath(); ctx.moveTo(x - r, y - r); ctx.lineTo(x + r, y + r);
      ctx.moveTo(x + r, y - r); ctx.lineTo(x - r, y + r); ctx.stroke();
      ctx.fillStyle = '#24292f';
      ctx.fillText(String(t[2]), x + r * 1.9, y - r * 1.4);
    });
    // Heads.
    s.players.forEach(function (p, m) {
      var x = px(p.x), y = px(p.y), r = step * 0.26;
      if (!p.alive) {
        ctx.strokeStyle = '#8c959f';
        ctx.lineWidth = 3;
        ctx.beginPath(); ctx.moveTo(x - r, y - r); ctx.lineTo(x + r, y + r);
        ctx.moveTo(x + r, y - r); ctx.lineTo(x - r, y + r); ctx.stroke();
        return;
      }
      ctx.fillStyle = view.seatColor(m);
      ctx.beginPath(); ctx.arc(x, y, r, 0, 2 * Math.PI); ctx.fill();
      ctx.fillStyle = '#fff';
      ctx.fillText(String(m), x, y + 1);
      if (p.stuck > 0) {
        ctx.strokeStyle = '#24292f';
        ctx.lineWidth = 2;
        ctx.setLineDash([3, 3]);
        ctx.beginPath(); ctx.arc(x, y, r * 1.5, 0, 2 * Math.PI); ctx.stroke();
        ctx.setLineDash([]);
      }
      if (p.drawing) {
        ctx.strokeStyle = '#fff';
        ctx.lineWidth = 1.5;
        ctx.beginPath(); ctx.arc(x, y, r * 0.7, 0, 2 * Math.PI); ctx.stroke();
      }
    });
  }

  function status(i) {
    var s = data.frames[i].state;
    var lines = [];
    s.players.forEach(function (p, m) {
      var death = s.deaths && s.deaths[String(m)] ? ' (' + s.deaths[String(m)] + ')' : '';
      lines.push('player ' + m + ' ' + view.playerName(data, m) + ': score ' + p.score +
                 ', cells ' + p.cells + ', regions ' + p.regions + ', ' +
                 (p.alive ? 'alive' : 'dead') + death +
                 (p.alive && p.drawing ? ', pen down' : '') +
                 (p.stuck ? ', stuck ' + p.stuck : '') + ', traps used ' + p.traps_used +
                 ', at (' + p.x + ',' + p.y + ')');
    });
    lines.push('traps: ' + (s.traps.length ? s.traps.map(function (t) {
      return '(' + t[0] + ',' + t[1] + ') ' + t[2] + ' left';
    }).join(', ') : 'none'));
    if (s.closures && s.closures.length) {
      lines.push('closed: ' + s.closures.map(function (k) {
        return 'player ' + k.player + ' +' + k.gain + ' cells';
      }).join(', '));
    }
    return lines;
  }

  return {title: 'Enclosure', seatNames: ['0', '1', '2', '3'], draw: draw, status: status};
};

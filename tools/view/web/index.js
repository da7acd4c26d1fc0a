// A match or tournament directory: standings (with Elo +- for two-player
// tournaments) and every game with its result and a link to its page.
GauntletView.index = function (app, data) {
  var el = GauntletView.el;
  var fmt = GauntletView.formatScore;
  var page = el('div', {className: 'index'});
  app.appendChild(el('header', {}, [el('h1', {}, [data.title]),
    el('div', {className: 'sub'}, [data.games.length + ' game pages'])]));
  app.appendChild(page);

  function eloText(e) {
    if (!e || !e.pairs) return '—';
    var elo = e.elo === null ? (e.elo_sign > 0 ? '+∞' : '−∞') : (e.elo >= 0 ? '+' : '') + e.elo.toFixed(1);
    var err = e.interval_defined === false ? 'n/a'
        : e.error95 === null ? '∞' : e.error95.toFixed(1);
    return elo + ' ± ' + err + ' (' + e.pairs + ' pairs)';
  }
  function cell(text, cls) { return el('td', {className: cls || ''}, [String(text)]); }
  function head(names) {
    return el('tr', {}, names.map(function (h) {
      return el('th', {className: h.num ? 'num' : ''}, [h.text || h]);
    }));
  }

  var s = data.standings;
  if (s) {
    var two = s.two_player;
    var cols = ['#', 'bot', {text: 'games', num: 1}].concat(
        two ? [{text: 'W', num: 1}, {text: 'D', num: 1}, {text: 'L', num: 1}] : [{text: 'avg place', num: 1}]).concat(
        [{text: 'points', num: 1}, {text: 'score %', num: 1}, {text: 'avg score', num: 1},
         {text: 'faults', num: 1}]).concat(two ? ['Elo (95%)'] : []);
    var rows = s.table.map(function (r, k) {
      var cells = [cell(k + 1, 'num'), cell(r.name), cell(r.games, 'num')];
      if (two) cells.push(cell(r.wins, 'num'), cell(r.draws, 'num'), cell(r.losses, 'num'));
      else cells.push(cell(r.games ? (r.place_sum / r.games).toFixed(2) : '—', 'num'));
      cells.push(cell(fmt(r.points), 'num'),
                 cell(r.games ? (100 * r.points / r.games).toFixed(1) + '%' : '—', 'num'),
                 cell(r.games ? fmt(+(r.score_sum / r.games).toFixed(4)) : '—', 'num'),
                 cell(r.faults, r.faults ? 'num fault' : 'num'));
      if (two) cells.push(cell(eloText(r.elo)));
      return el('tr', {}, cells);
    });
    var box = el('div', {className: 'box', id: 'standings'}, [
      el('h2', {}, ['Standings: ' + s.games_done + ' of ' + s.games_scheduled + ' games']),
      el('table', {}, [head(cols)].concat(rows))]);
    if (s.pairings.length) {
      box.appendChild(el('h2', {}, ['Pairings']));
      box.appendChild(el('table', {}, [head(['pairing', 'Elo of the first (95%)'])].concat(
          s.pairings.map(function (p) {
            return el('tr', {}, [cell(p.first + ' vs ' + p.second), cell(eloText(p.elo))]);
          }))));
    }
    page.appendChild(box);
  }

  var games = data.games.map(function (g) {
    var r = g.result;
    var names = r ? r.entrants.slice().sort(function (a, b) { return a.seat - b.seat; })
                  .map(function (e) { return e.name + ' ' + fmt(e.score); }).join(' · ') : '—';
    var faults = r ? r.entrants.reduce(function (n, e) { return n + e.faults.length; }, 0) : 0;
    var link = g.href ? el('a', {href: g.href}, ['view']) : el('span', {className: 'sub'}, ['no replay']);
    return el('tr', {}, [cell(g.id !== undefined ? g.id : g.index, 'num'), cell(names),
                         cell(r ? r.outcome : 'cut short'), cell(r ? r.plies : '—', 'num'),
                         cell(faults, faults ? 'num fault' : 'num'), el('td', {}, [link])]);
  });
  page.appendChild(el('div', {className: 'box', id: 'games'}, [
    el('h2', {}, ['Games']),
    el('table', {}, [head([{text: 'game', num: 1}, 'seats (seat 0 first), scores', 'outcome',
                           {text: 'plies', num: 1}, {text: 'faults', num: 1}, 'page'])].concat(games))]));
};

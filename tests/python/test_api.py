"""The module's surface: text forms, errors, our bots, parameters and
matches that mix Python callables, our bots and programs."""
import pytest

import gauntlet
from gauntlet import duckchess, enclosure, hunger, robots, tetris


def test_duckchess_text_forms_round_trip():
    state = duckchess.State.new_game(5)
    again = duckchess.State.from_text(state.to_text())
    assert again.to_text() == state.to_text()
    assert sorted(again.legal_moves()) == sorted(state.legal_moves())
    opening = duckchess.State.from_text("moves 2 3 0 4 0 6 0 5 0")
    assert opening.ply == 2
    with pytest.raises(ValueError, match="illegal move"):
        duckchess.State().apply("0 0 5 5")
    with pytest.raises(ValueError, match="not a duck chess move"):
        duckchess.State().apply("e2e4")


def test_tetris_messages_round_trip():
    state = tetris.State()
    state.apply("I")
    state.apply("O")
    assert state.to_move == "placer"
    again = tetris.State.from_text(state.to_text())
    assert (again.current, again.next) == ("I", "O")
    assert again.legal_moves() == state.legal_moves()


def test_robots_text_form_round_trips():
    state = robots.State.new_game(9)
    assert robots.State.from_text(state.to_text()).legal_moves() == state.legal_moves()
    with pytest.raises(ValueError, match="not a Robots move"):
        state.apply("jump")


def test_our_bots_answer_legal_moves():
    state = duckchess.State.new_game(3)
    for level in duckchess.levels[""]:
        assert duckchess.bot(level)(state, 50) in state.legal_moves()
    es = enclosure.State.new_game(3)
    assert enclosure.bot("greedy")(es, 0, 50) in es.legal_moves(0)
    hs = hunger.State.new_game(3, flags=["--width", "300", "--height", "300"])
    assert hunger.format_action(hunger.bot("greedy")(hs, 1, 50))
    ts = tetris.State()
    assert tetris.bot("random", seed=4)(ts) in "TISZOLJ"


def test_params_are_declared_and_checked():
    declared = duckchess.params("search")
    assert declared and {"name", "default", "min", "max", "step"} <= set(declared[0])
    name = declared[0]["name"]
    bot = duckchess.bot("search", params={name: declared[0]["max"]})
    assert [p["value"] for p in bot.params() if p["name"] == name] == [declared[0]["max"]]
    with pytest.raises(ValueError):
        duckchess.bot("search", params={name: declared[0]["max"] + 1})
    with pytest.raises(ValueError):
        duckchess.bot("search", params={"no.such.param": 1})
    assert robots.params("plan") and robots.params("strategy") == []


def test_a_match_mixes_python_our_bots_and_programs(bin_dir):
    def first_move(state, budget_ms):
        return state.legal_moves()[0]

    results = duckchess.match(
        [first_move, f"{bin_dir}/duckchess-bot --level random"],
        games=2, movetime=200, names=["mine", "program"])
    assert [r["index"] for r in results] == [0, 1]
    assert {e["name"] for e in results[0]["entrants"]} == {"mine", "program"}
    for result in results:
        assert all(not e["faults"] for e in result["entrants"])
    results = duckchess.match([duckchess.bot("greedy"), duckchess.bot("random")],
                              games=1, movetime=50)
    assert len(results) == 1


def test_a_python_error_is_the_players_fault():
    def broken(state, budget_ms):
        raise RuntimeError("my bug")

    [result] = duckchess.match([broken, duckchess.bot("random")], movetime=100)
    faults = [f for e in result["entrants"] for f in e["faults"]]
    assert any("my bug" in f for f in faults)
    loser = [e for e in result["entrants"] if e["faults"]][0]
    assert loser["score"] == 0


def test_derive_seed_is_the_matches_seed():
    [result] = duckchess.match([duckchess.bot("random")] * 2, seed=5, movetime=50)
    assert int(result["seed"]) == gauntlet.derive_seed(5, 0)
